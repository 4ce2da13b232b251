#!/usr/bin/env node
/**
 * The journeys' server (playwright.config.ts's webServer): first a seeded data directory of the run's own
 * (SEEDED_DIR: migrated and seeded by the built server on a fresh database, then stopped cleanly), then
 * the server itself on a copy of it (DATA_DIR). The journeys that need a server of their own
 * (private-server.ts) start on another copy: a fresh database migrates and seeds for some 17 s on a quiet
 * two-core machine and for over a minute on a busy one, where a seeded copy opens in about 3 s.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

const { SERVER_DIR, DATA_DIR, SEEDED_DIR } = process.env;
if (!SERVER_DIR || !DATA_DIR || !SEEDED_DIR) throw new Error('SERVER_DIR, DATA_DIR and SEEDED_DIR are required');
const main = `${SERVER_DIR}/main.js`;

/** Starts the built server on a fresh SEEDED_DIR, waits for it to listen (it has seeded by then), stops it. */
async function seed() {
  rmSync(SEEDED_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: SEEDED_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((done) => child.once('exit', done));
  await new Promise((ready, fail) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Merchant dashboard on')) ready();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => fail(new Error(`The seeding server exited (${code}): ${output.slice(-500)}`)));
  });
  // SIGTERM closes the database cleanly, so the copies open without recovery.
  child.kill('SIGTERM');
  await exited;
}

await seed();
rmSync(DATA_DIR, { recursive: true, force: true });
cpSync(SEEDED_DIR, DATA_DIR, { recursive: true });
const server = spawn(process.execPath, [main], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
