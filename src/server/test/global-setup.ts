import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteClient } from '../db/client';
import { seed } from '../db/seed';
import { templateDump } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data-dir dump with migrations and the demo seed applied. */
    pgliteTemplate: string;
    /** Name of a PostgreSQL template database with migrations and the demo seed applied. */
    pgTemplate: string;
  }
}

/** Database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A PostgreSQL template with migrations and the demo seed; the teardown drops it and its copies. */
async function buildPgTemplate(url: string): Promise<{ template: string; teardown: () => Promise<void> }> {
  const template = `md_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  await seed(database.db);
  await database.maintain();
  await database.close();
  const teardown = async () => {
    // This run's databases only: the template and the copies named under it (starts_with, not LIKE,
    // whose _ would also match other runs' names on a shared server).
    const dbs = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2
       ORDER BY datname = $2`,
      [`${template}_`, template],
    );
    for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
  return { template, teardown };
}

/**
 * The PostgreSQL template of this run, started by whichever server project's set-up comes first.
 * Vitest runs the projects' set-ups one after the other; PGlite's build keeps this process busy while
 * PostgreSQL's mostly waits on its own server, so the two overlap instead of adding up.
 */
interface SharedPgTemplate {
  build: ReturnType<typeof buildPgTemplate>;
  /** Set-ups holding it: the last of their teardowns drops it. */
  holders: number;
}
/** On globalThis: vitest loads this module once per project, in the one main process. */
const SHARED = Symbol.for('merchant-dashboard.pg-template');
function holdPgTemplate(): { build: ReturnType<typeof buildPgTemplate>; release: () => Promise<void> } {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=pg needs DATABASE_URL');
  const store = globalThis as { [SHARED]?: SharedPgTemplate };
  store[SHARED] ??= { build: buildPgTemplate(url), holders: 0 };
  const shared = store[SHARED];
  shared.holders++;
  const release = async () => {
    if (--shared.holders > 0) return;
    delete store[SHARED];
    await (await shared.build).teardown();
  };
  return { build: shared.build, release };
}

/** Builds the template once per run: initdb, migrations and seeding are paid for once, not per test file. */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine === 'pg') {
    const { build, release } = holdPgTemplate();
    project.provide('pgTemplate', (await build).template);
    project.provide('pgliteTemplate', '');
    return release;
  }
  // Started now, awaited by the PostgreSQL project's set-up when it comes (a failure surfaces there;
  // the catch only keeps it from being reported twice), dropped by whichever teardown comes last.
  const early = project.vitest.projects.some((p) => p.config.env?.TEST_DB_ENGINE === 'pg')
    ? holdPgTemplate()
    : undefined;
  early?.build.catch(() => {});
  const dir = resolve('.tmp/test-templates');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-${process.pid}.tar.gz`);
  const database = await openPglite(undefined);
  await database.migrate();
  await seed(database.db);
  await database.maintain();
  writeFileSync(file, await templateDump(pgliteClient(database)));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return async () => {
    rmSync(file, { force: true });
    await early?.release().catch(() => {});
  };
}
