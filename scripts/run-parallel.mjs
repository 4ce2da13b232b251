#!/usr/bin/env node
/**
 * node scripts/run-parallel.mjs typecheck lint build: runs those npm scripts side by side, each one's
 * output printed whole when it ends (not interleaved), and exits 1 if any failed.
 * npm test runs it twice. First the typecheck, lint and build: they read the same sources and write nothing
 * the others read, and none of them keeps both cores of a two-core machine busy on its own. Then the
 * journeys beside the gates, both on the build: the gates fill the core the journeys leave idle while
 * their server seeds and starts, and they share no port, database or data directory. (The unit and server
 * tests beside the journeys too gained nothing: both phases keep two cores busy on their own.)
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n━━ npm run ${name} (${seconds} s, ${code === 0 ? 'passed' : `exit ${code}`}) ━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0 });
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
