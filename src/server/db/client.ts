import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listener, type Listening, listenPostgres } from './listen';
import { prepareStatementsOnce } from './pglite-prepared';
import { plannedEachRun } from './plans';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services take either so callers choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics and the visibility map (VACUUM ANALYZE). PostgreSQL's autovacuum
   * does this by itself, but only a minute or more after a bulk write such as the seed; PGlite has no
   * autovacuum at all, so without it the planner guesses 30 rows for a 5,000-row table and hashes and
   * sorts a whole account's payments for every page of 20 (66 ms instead of 0.8 ms), and counts cannot
   * use index-only scans.
   */
  maintain(): Promise<void>;
  /**
   * PostgreSQL only: hears NOTIFY on a channel, from every instance sharing the database (listen.ts).
   * PGlite has none: its data belongs to one process, which knows every change it makes.
   */
  listen?(channel: string, listener: Listener): Listening;
  /** Stops its listeners too. */
  close(): Promise<void>;
}

/** PGlite has no autovacuum: the running server does its work this often (a few hundred ms each time). */
export const PGLITE_MAINTENANCE_MS = 10 * 60_000;

/** Next to this module in development (src/server/db), next to main.js when built (dist-server). */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Distinct SQL texts prepared by name; beyond this, further texts run unnamed (bounded memory). */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

/**
 * node-postgres plans every query anew unless it is named. Each distinct SQL text drizzle sends gets a
 * name, so each pool connection parses and plans it once and then only binds and executes it: the
 * session lookup (a three-table join) is planned once per connection instead of once per request.
 * Pattern matches stay unnamed, planned with each run's values (plans.ts).
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has a dozen overloads; this only adds a name.
  override query(config: any, ...rest: any[]): any {
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      !plannedEachRun(config.text)
    ) {
      let name = statementNames.get(config.text);
      if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
        name = `ps_${statementNames.size + 1}`;
        statementNames.set(config.text, name);
      }
      if (name) config = { ...config, name };
    }
    return (super.query as (...args: unknown[]) => unknown)(config, ...rest);
  }
}

/** PostgreSQL through node-postgres (DATABASE_URL). */
export function openPostgres(url: string, poolSize = 10): Database {
  // JIT off: the dashboard's statements read a few index pages, but a plan whose estimate passes
  // jit_above_cost (card settlements' per-settlement sums over unknown ranges) compiled for 0.7 s to run
  // in 1 ms. The large sums read rollups, so none of them gains from compiling.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient, options: '-c jit=off' });
  // An idle client whose connection the server ends (restart, failover, a dropped database) is
  // re-emitted on the pool; unhandled, that one event would crash the process. The pool replaces it.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listenings = new Set<Listening>();
  return {
    db,
    kind: 'pg',
    async migrate() {
      // One instance migrates at a time; the others wait, then find nothing to do.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(727001)');
        await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        lock.release();
      }
    },
    maintain: async () => {
      await pool.query('VACUUM ANALYZE');
    },
    listen(channel, listener) {
      const listening = listenPostgres(url, channel, listener);
      listenings.add(listening);
      return {
        stop: async () => {
          listenings.delete(listening);
          await listening.stop();
        },
      };
    },
    async close() {
      await Promise.all([...listenings].map((listening) => listening.stop()));
      await pool.end();
    },
  };
}

/** Embedded PostgreSQL (PGlite) in a directory, or in memory; optionally loaded from a data-dir dump. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  // pg_trgm: trigram indexes keep customer search (ILIKE '%term%') fast on large histories.
  const extensions = { pg_trgm };
  const client = await PGlite.create(dataDir ? { dataDir, loadDataDir, extensions } : { loadDataDir, extensions });
  prepareStatementsOnce(client);
  yieldBeforeEachStatement(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    maintain: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: () => client.close(),
  };
}

/**
 * PGlite in its own worker thread: what the server runs (main.ts). Under load PGlite's work was about
 * 60 % of the server's one thread; there it runs on the machine's other core while this thread serves
 * HTTP. Same statements, same prepared-statement path, same answers (pglite-thread.test.ts).
 */
export async function openPgliteInThread(dataDir: string): Promise<Database> {
  const client = await openPgliteThread({ dataDir }, (err) => {
    // Without its database the server can only fail every request: stop, so a supervisor restarts it.
    console.error(`[db] ${err.message}`);
    process.exit(1);
  });
  // drizzle's PGlite driver calls only query and transaction, which the thread's client answers alike.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client: client as unknown as PGlite, schema }), { migrationsFolder });
    },
    maintain: () => client.exec('VACUUM ANALYZE'),
    close: () => client.close(),
  };
}

/**
 * PGlite runs in this thread and its calls chain through promises alone: while statements wait for
 * its lock, each next one starts in a microtask, so the event loop never reaches I/O, and sockets
 * that connected meanwhile were not read for seconds under load (new connections waited up to 15 s
 * while kept-alive ones were served). Starting each statement and transaction in a macrotask lets
 * the loop read, accept and write between them, and every request in flight gets a statement in
 * turn. (An oldest-request-first queue was tried too: see the README's load figures.)
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const afterIo = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await afterIo();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await afterIo();
    return exec(...args);
  };
  client.transaction = async <T>(callback: Parameters<typeof transaction<T>>[0]): Promise<T> => {
    await afterIo();
    return transaction(callback);
  };
}

/** The PGlite client behind a Database (tests dump their template from it). */
export const pgliteClient = (database: Database): PGlite => (database.db as unknown as { $client: PGlite }).$client;
