/** Starting and stopping a built server (dist-server/main.js and dist/) for the benchmark's parts. */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every process the benchmark started and has not seen end. A run stopped early (Ctrl-C, CI's time
 * cap) stops them too, so no server keeps its port or its CPU after the benchmark is gone.
 */
const children = new Set();
export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nBench stopped (${signal}): stopping what it started`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * Starts `build`'s server on `port` with a fresh embedded database (PGlite in its own data directory
 * under this checkout's .tmp/bench), sandbox on. Resolves once it listens.
 * @param {{ root: string, server: string, static: string }} build
 */
export async function startServer(build, port, { dataDir = join('.tmp', 'bench', `data-${port}`), fresh = true } = {}) {
  // fresh: false starts it again on the database a stop({ keepData: true }) left (a server coming back).
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(process.cwd(), dataDir),
    DATABASE_URL: '',
    NODE_ENV: 'production',
    SANDBOX: '1',
    // Production mode with the sandbox (its outbox signs the bench's users in): meant, on loopback.
    I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: '1',
    STATIC_DIR: build.static,
  };
  const child = track(
    spawn(process.execPath, [build.server], { cwd: build.root, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let output = '';
  child.stderr.on('data', (d) => {
    output += d;
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 180_000);
    child.stdout.on('data', (d) => {
      output += d;
      if (String(d).includes('Merchant dashboard on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited ${code}:\n${output}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    /** Stops it and waits for its exit (the port is free again afterwards); its data directory goes unless kept. */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
