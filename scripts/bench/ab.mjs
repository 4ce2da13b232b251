/**
 * The builds the benchmark compares. A is this checkout as built (dist/, dist-server/). B is another
 * git ref, optionally with a patch applied (a variant: the same code without one speed-up), checked
 * out in a temporary git worktree under .tmp/ab/ and built there. Its node_modules is this checkout's
 * (a symlink) when both package-lock.json files are the same, else installed with npm ci.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const git = (args, cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** This checkout's build. */
export function currentBuild() {
  const root = process.cwd();
  const build = {
    label: 'A',
    name: `this checkout (${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' + changes' : ''})`,
    root,
    server: join(root, 'dist-server/main.js'),
    static: join(root, 'dist'),
  };
  if (!existsSync(build.server) || !existsSync(join(build.static, 'index.html'))) {
    throw new Error('Build first: npm run build (or npm run bench -- --build)');
  }
  return build;
}

function run(cmd, args, cwd, log) {
  log(`  [B] ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
}

/**
 * Checks `ref` out into .tmp/ab/<commit>[-<patch>], applies `patch`, installs and builds. A worktree
 * already built from the same commit and patch is reused.
 * @returns {{ label: 'B', name: string, root: string, server: string, static: string, remove: () => void }}
 */
export function prepareBuild(ref, { patch, log = console.log } = {}) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const patchText = patch ? readFileSync(patch, 'utf8') : '';
  const patchId = patch ? `-${basename(patch).replace(/\.patch$/, '')}` : '';
  const stamp = createHash('sha256').update(commit).update(patchText).digest('hex').slice(0, 16);
  const root = resolve('.tmp', 'ab', `${commit.slice(0, 10)}${patchId}`);
  const build = {
    label: 'B',
    name: `${ref}${ref === commit ? '' : ` (${commit.slice(0, 8)})`}${patch ? ` + ${basename(patch)}` : ''}`,
    root,
    server: join(root, 'dist-server/main.js'),
    static: join(root, 'dist'),
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
      spawnSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
    },
  };
  const marker = join(root, '.bench-built');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp && existsSync(build.server)) {
    log(`  [B] reusing the build in ${root}`);
    return build;
  }
  build.remove();
  run('git', ['worktree', 'add', '--detach', root, commit], process.cwd(), log);
  if (patch) run('git', ['apply', '--whitespace=nowarn', resolve(patch)], root, log);
  const sameLock = readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
  if (sameLock) {
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    log('  [B] same package-lock.json: node_modules linked');
  } else run('npm', ['ci', '--no-audit', '--no-fund'], root, log);
  run('npm', ['run', 'build'], root, log);
  writeFileSync(marker, stamp);
  return build;
}
