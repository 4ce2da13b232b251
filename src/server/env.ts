import { join } from 'node:path';
import { DEFAULT_UNAUTHENTICATED_LIMITS } from './auth/unauthenticated-limits';
import * as v from 'valibot';

/** API requests running at once by default: enough to keep the HTTP thread and the database busy. */
const DEFAULT_API_CONCURRENCY = 32;

/** The server's configuration, read from process.env in this one place and parsed at start-up. */
const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a URL'))),
  /** Sandbox mode (default on): the outbox of mails and codes, the sandbox pages. SANDBOX=0 turns it off. */
  SANDBOX: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s !== '0' && s.toLowerCase() !== 'false'),
    ),
    '1',
  ),
  /**
   * The sandbox answers only requests from this machine (loopback); 1 opens it to the network, e.g. a
   * phone on the desk's Wi-Fi trying the demo. Anyone who reaches it can then read every code.
   */
  SANDBOX_OPEN_TO_NETWORK: v.optional(v.picklist(['0', '1'], 'SANDBOX_OPEN_TO_NETWORK must be 0 or 1'), '0'),
  /**
   * The server refuses to start in sandbox mode where it looks deployed (PUBLIC_URL https, or
   * NODE_ENV=production) unless this says the operator means it: the sandbox hands every account's
   * codes and reset links to whoever can reach it.
   */
  I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  NODE_ENV: v.optional(v.string(), 'development'),
  /** Base of links in emails; defaults to http://localhost:PORT. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  /**
   * How long a session read from the database may answer for its token from memory (ms; 0 turns it off).
   * Default 5000 on both engines; on PostgreSQL only while the instance hears the database's notices of
   * session changes (src/server/auth/session-changes.ts), as several instances may share the database.
   */
  SESSION_CACHE_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(60_000))),
  /** How many API requests run at once; more wait their turn (src/server/admission.ts). 0: no limit. */
  API_CONCURRENCY: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(10_000)),
    String(DEFAULT_API_CONCURRENCY),
  ),
  /** Where uploaded files' bytes live (default DATA_DIR/uploads); instances sharing a database share it. */
  UPLOAD_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Where the built app lives. */
  STATIC_DIR: v.optional(v.string(), './dist'),
  /** Web-push VAPID key pair (base64url); without them the server makes one once and keeps it in the database. */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY is invalid'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY is invalid'))),
  /** Contact of the push sender (mailto: or https:), shown to push services. */
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be mailto: or https:')),
  ),
});

/**
 * Sessions answered from memory for this long after they were read, unless SESSION_CACHE_MS says: on
 * PostgreSQL only while the instance hears every session change (auth/session-changes.ts).
 */
const DEFAULT_SESSION_CACHE_MS = 5000;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sandbox: boolean;
  /** The sandbox answers requests from other machines too (default: only from this one). */
  sandboxOpenToNetwork?: boolean;
  /** NODE_ENV=production: answers are not checked against the contract. */
  production?: boolean;
  publicUrl: string;
  staticDir: string;
  /** Limits on attempts without a session per address and overall (auth/unauthenticated-limits.ts); unset: none. */
  unauthenticatedLimits?: import('./auth/unauthenticated-limits').UnauthenticatedLimits;
  /** Push service hosts (host:port) allowed besides the browsers' public ones: a test's stand-in service. */
  pushServiceHosts?: readonly string[];
  /** Where uploaded files' bytes live (uploads.ts); unset: DATA_DIR/uploads. */
  uploadDir?: string;
  /** Sessions answered from memory for this long after they were read; unset or 0: every request reads. */
  sessionCacheMs?: number;
  /** API requests that run at once (admission.ts); unset or 0: no limit. */
  apiConcurrency?: number;
  /** Set when both VAPID keys come from the environment. */
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject?: string;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable counts as unset (DATABASE_URL= forces the embedded database).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(EnvSchema, set);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Invalid configuration: ${issue.path?.map((p) => p.key).join('.') ?? ''} ${issue.message}`);
  }
  const e = parsed.output;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const production = e.NODE_ENV === 'production';
  if (e.SANDBOX && (publicUrl.startsWith('https:') || production)) {
    if (e.I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT !== '1') {
      throw new Error(
        `Refusing to start: SANDBOX is on (the default) and ${production ? 'NODE_ENV=production' : `PUBLIC_URL is ${publicUrl}`}. ` +
          "The sandbox hands every account's sign-in codes and reset links to whoever reaches it. " +
          'Set SANDBOX=0 for a real deployment, or I_UNDERSTAND_THE_SANDBOX_EXPOSES_EVERY_ACCOUNT=1 for a demo.',
      );
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sandbox: e.SANDBOX,
    sandboxOpenToNetwork: e.SANDBOX_OPEN_TO_NETWORK === '1',
    production,
    publicUrl,
    staticDir: e.STATIC_DIR,
    uploadDir: e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads'),
    unauthenticatedLimits: DEFAULT_UNAUTHENTICATED_LIMITS,
    sessionCacheMs: e.SESSION_CACHE_MS ?? DEFAULT_SESSION_CACHE_MS,
    apiConcurrency: e.API_CONCURRENCY,
    ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } }
      : {}),
    ...(e.VAPID_SUBJECT ? { vapidSubject: e.VAPID_SUBJECT } : {}),
  };
}
