import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { E2E_PORT, SEEDED_DATA_DIR } from './base-url';

const ROOT = resolve(import.meta.dirname, '../..');

export interface PrivateServer {
  baseURL: string;
  /** The built app this server serves: a copy of its own, which the test may change. */
  staticDir: string;
  stop(): Promise<void>;
}

/**
 * A server of one test's own, on a copy of the run's seeded database and of the built app: for a journey
 * that changes what the server serves (a new service worker), which every other journey would otherwise
 * see. Started again in the same test, it opens the same database.
 */
export async function startPrivateServer(testInfo: TestInfo): Promise<PrivateServer> {
  const staticDir = testInfo.outputPath('static');
  const dataDir = testInfo.outputPath('data');
  cpSync(resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist'), staticDir, { recursive: true });
  if (!existsSync(dataDir)) cpSync(resolve(ROOT, SEEDED_DATA_DIR), dataDir, { recursive: true });
  // Beside the shared server's port, one per parallel worker, so no two tests share one.
  const port = E2E_PORT + 100 + testInfo.parallelIndex;
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(ROOT, process.env.E2E_SERVER_DIR ?? 'dist-server', 'main.js')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        SANDBOX: '1',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Merchant dashboard on')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`The private server exited (${code}): ${output.slice(-500)}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    staticDir,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
