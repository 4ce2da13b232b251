import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server tests run on a fresh PGlite; with DATABASE_URL set they run a second time on PostgreSQL.
const serverProject = (engine: 'pglite' | 'pg') => ({
  test: {
    name: `server-${engine}`,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One import of the server per worker, not one per file: the server keeps no state between test files
    // but the session cache, which is safe across servers in one process (auth/session-cache.ts), and no
    // server test mocks a module. On the PGlite project: 538 CPU s isolated, 351 CPU s shared (import
    // phase 246 s → 43 s summed over files).
    isolate: false,
  },
});

/**
 * The app's component tests that replace a module with `vi.mock`: they run isolated, each file in a
 * fresh module graph, so a replacement never reaches another file. The others share one module graph
 * per worker (isolate: false): React, react-aria, the router and the query client are imported once per
 * worker instead of once per file. The project alone: 196 CPU s isolated, 80-91 CPU s shared.
 */
const APP_TESTS = 'src/app';
const appTestFiles = readdirSync(APP_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `${APP_TESTS}/${f}`);
const appMocking = appTestFiles.filter((f) => readFileSync(f, 'utf8').includes('vi.mock('));
const appProject = (name: string, include: string[], isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    include,
    environment: 'jsdom',
    setupFiles: ['src/app/test/setup.ts'],
    // Generous: the deadline of a slow machine, not a verdict (see setup.ts).
    testTimeout: 30_000,
    isolate,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: one on a 2-core machine, while a server test file
    // spends much of its time waiting on its database (PGlite's thread, PostgreSQL's processes). One more
    // than cores: the whole suite took 540 s with the default there, 355 s with 3 workers (and with 4).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['src/contract/**/*.test.ts', 'scripts/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          // A deadline, not a verdict: the uPlot patch's test loads uPlot's module twice (published and patched),
          // past vitest's 5 s on a loaded machine.
          testTimeout: 30_000,
        },
      },
      appProject('app', appMocking, true),
      appProject(
        'app-shared',
        appTestFiles.filter((f) => !appMocking.includes(f)),
        false,
      ),
      serverProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('pg')] : []),
    ],
  },
});
