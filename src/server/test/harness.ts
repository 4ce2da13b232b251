import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { resetSessionCache } from '../auth/session-cache';
import { hearSessionChanges } from '../auth/session-changes';
import { type Database, openPglite, openPostgres } from '../db/client';
import { sessions, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import type { ServerConfig } from '../env';
import type { FixtureRequest, FixtureResponse } from '../../contract/sandbox';
import { withDatabase } from './global-setup';

export const TEST_CONFIG: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  sandbox: true,
  publicUrl: 'http://app.test',
  staticDir: './dist-does-not-exist',
};

let counter = 0;

/** node-postgres answers { rows }, PGlite through drizzle too; either way, the rows. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A fresh database with migrations and the demo seed, on the engine of this test project. */
export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_ENGINE === 'pg') {
    const url = process.env.DATABASE_URL!;
    // Under the run's template name (itself unique per run): the run's teardown drops what a crash left.
    const name = `${inject('pgTemplate')}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite(undefined, new Blob([dump]));
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; the server already checks them against the contract.
  body: { status: 'success' | 'error'; message: string; code?: string; data?: any };
  headers: Headers;
}

/** The app over a fresh database, with a small client speaking the envelope. */
/** A fixture request as tests write it: roles as plain strings (the server checks them). */
export type LooseFixture = Omit<FixtureRequest, 'users'> & {
  users: (Omit<NonNullable<FixtureRequest['users']>[number], 'role'> & { role: string })[];
};

export async function testServer(config: Partial<ServerConfig> = {}) {
  const database = await freshDatabase();
  // Each server its own upload store, removed with it.
  mkdirSync(resolve('.tmp'), { recursive: true });
  const uploadDir = config.uploadDir ?? mkdtempSync(join(resolve('.tmp'), 'uploads-'));
  // Sessions from memory only where a test asks for it (sessionCacheMs), heard as main.ts hears them,
  // from an empty cache (the test files of a worker share the process, and their ids repeat).
  if (config.sessionCacheMs) resetSessionCache();
  const sessionChanges = config.sessionCacheMs ? hearSessionChanges(database) : undefined;
  const app = buildApp({
    db: database.db,
    config: { ...TEST_CONFIG, uploadDir, ...config },
    checkResponses: true,
    sessionChanges,
  });

  /**
   * A request as @hono/node-server hands it to the app, from a peer address (default this machine's
   * loopback, as a test run on one machine is).
   */
  const request = (path: string, init: RequestInit = {}, from = '127.0.0.1') =>
    app.request(path, init, { incoming: { socket: { remoteAddress: from } } });

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string>; from?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await request(
      `/api/${path}`,
      {
        method,
        headers,
        body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      },
      options.from,
    );
    const text = await res.text();
    let body: Answer['body'];
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`Not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body, headers: res.headers };
  }

  /** Signs in and chooses the account; answers the account session. */
  async function signIn(email: string, options: { account?: number; password?: string } = {}) {
    const { account, password = DEMO_PASSWORD } = options;
    const login = await call('POST', 'login', { body: { identifier: email, password } });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.body.message}`);
    const loginToken: string = login.body.data['flw-auth-token'];
    const chosen = account ?? login.body.data.company.id;
    const tokens = await call('POST', 'merchant/tokens/create', { token: loginToken, body: { account: chosen } });
    if (tokens.status !== 200 || !tokens.body.data.token) {
      throw new Error(`tokens ${email}: ${tokens.status} ${JSON.stringify(tokens.body)}`);
    }
    return tokens.body.data as { token: string; refresh_token: string; company: { id: number } };
  }

  /**
   * A business of the test's own (POST sandbox/fixtures) with its users signed in to it, in the order
   * asked: tokens[i] and emails[i] are users[i]'s (no token for one with an authenticator). Throws with the fixture's message when refused.
   */
  async function business(body: LooseFixture) {
    const made = await call('POST', 'sandbox/fixtures', { body });
    if (made.status >= 300) throw new Error(`fixture: ${made.status} ${made.body.message}`);
    const data = made.body.data as FixtureResponse;
    const tokens: string[] = [];
    for (const user of data.users) {
      // A user with an authenticator signs in with a code of their own: the test does it, not this.
      tokens.push(
        user.totp_secret ? '' : (await signIn(user.email, { account: data.account_id, password: data.password })).token,
      );
    }
    return { ...data, accountId: data.account_id, tokens, emails: data.users.map((user) => user.email) };
  }

  /**
   * Posts a sandbox page's form as a browser on this machine does: the page's form cookie and its
   * hidden field, from the page's own origin.
   */
  async function sandboxForm(path: string, fields: Record<string, string> = {}): Promise<Response> {
    const page = await request('/sandbox/compliance');
    const cookie = page.headers.get('set-cookie')?.match(/sandbox_form=([^;]+)/)?.[1] ?? '';
    return request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `sandbox_form=${cookie}`,
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ ...fields, _sandbox_form: cookie }).toString(),
    });
  }

  /** Newest outbox message to an address. */
  async function lastMail(to: string) {
    const res = await call('GET', `sandbox/outbox?to=${encodeURIComponent(to)}`);
    return res.body.data[0] as { code: string | null; link: string | null; subject: string; body: string } | undefined;
  }

  /** A checksum per table, every table but the attempt counter (failed attempts are meant to be recorded). */
  async function tableSums(): Promise<Map<string, string>> {
    const tables = rowsOf<{ tablename: string }>(
      await database.db.execute(
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'auth_attempts' ORDER BY tablename`,
      ),
    );
    const sums = new Map<string, string>();
    for (const { tablename } of tables) {
      const [row] = rowsOf<{ sum: string | null }>(
        await database.db.execute(
          sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${tablename}" t`),
        ),
      );
      sums.set(tablename, row?.sum ?? '');
    }
    return sums;
  }

  /**
   * Ends a user's sessions in the database behind the server's back, with the trigger that announces it
   * (migration 0010) off for this one transaction: a change nobody hears, the only kind a server's
   * session cache may miss.
   */
  async function revokeUnannounced(email: string): Promise<void> {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_notify_change`);
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
      await tx.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_notify_change`);
    });
  }

  /** A checksum of every table but the attempt counter. */
  async function checksum(): Promise<string> {
    return [...(await tableSums())].map(([table, sum]) => `${table}:${sum}`).join(',');
  }

  return {
    app,
    request,
    sandboxForm,
    database,
    db: database.db,
    call,
    signIn,
    business,
    lastMail,
    checksum,
    tableSums,
    revokeUnannounced,
    sessionChanges,
    uploadDir,
    close: async () => {
      await database.close();
      if (!config.uploadDir) rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof testServer>>;
