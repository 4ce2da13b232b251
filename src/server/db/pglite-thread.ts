import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { parseAnswer, parsersFor, parsersWithArrays, rawTypesOf } from './pglite-prepared';
import type { ThreadError, ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

/** What drizzle's PGlite driver calls on its client, and what the server's Database needs besides. */
export interface PgliteThread {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<void>;
  transaction<T>(callback: (tx: { query: PgliteThread['query']; closed: boolean }) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * PGlite in a worker thread (pglite-worker.ts), for the server: the HTTP thread then spends its time
 * on HTTP, validation and drizzle, and the database works on the machine's other core meanwhile.
 * Statements and transactions are messages; PGlite's own lock orders them in the worker as before.
 * Tests keep PGlite in their own thread (openPglite) and a test here checks both answer the same.
 */
export async function openPgliteThread(
  start: ThreadStart,
  /** Called if the thread dies while open: every later statement would fail (the server exits). */
  onLost?: (err: Error) => void,
): Promise<PgliteThread> {
  const [source, sourceOptions] = workerSource();
  const worker = new Worker(source, {
    ...sourceOptions,
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir.buffer as ArrayBuffer] : [],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  let closing = false;

  const ready = new Promise<{ oid: number; typarray: number }[]>((resolve, reject) => {
    waiting.set(0, { resolve: (arrayTypes) => resolve(arrayTypes as { oid: number; typarray: number }[]), reject });
  });
  worker.on('message', (reply: ThreadReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.result);
    else call.reject(revive(reply.error));
  });
  const fail = (err: Error) => {
    if (!failure && !closing) onLost?.(err);
    failure = err;
    for (const call of waiting.values()) call.reject(err);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit ${code})`)));
  const parsers = parsersWithArrays(await ready);

  function call(request: Request): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number) {
    const rawTypes = rawTypesOf(options);
    const answer = await call({ op: 'query', text, params, rowMode: options?.rowMode, rawTypes, tx });
    if (!(answer instanceof Uint8Array)) return answer as Results<T>;
    return parseAnswer<T>(answer, parsersFor(parsers, rawTypes), options?.rowMode, text, params);
  }

  return {
    query: (text, params, options) => query(text, params, options),
    exec: async (text) => {
      await call({ op: 'exec', text });
    },
    async transaction(callback) {
      const tx = (await call({ op: 'begin' })) as number;
      const handle = {
        closed: false,
        query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (handle.closed) return Promise.reject(new Error('Transaction is closed'));
          return query<T>(text, params, options, tx);
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(handle);
      } catch (err) {
        handle.closed = true;
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      handle.closed = true;
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    dumpDataDir: async () => new Blob([(await call({ op: 'dump' })) as Uint8Array<ArrayBuffer>]),
    async close() {
      if (failure) return;
      closing = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await call({ op: 'close' });
      await exited;
    },
  };
}

/**
 * Built, the worker is dist-server/pglite-worker.js beside main.js. From the .ts sources (development
 * and tests) it is loaded through tsx's loader, registered in the worker first.
 */
function workerSource(): [string | URL, { eval?: boolean }] {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./pglite-worker.js', import.meta.url), {}];
  // require.resolve finds the CommonJS build; the worker imports its ES module twin beside it.
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); })`;
  return [boot, { eval: true }];
}

/** The database's error again, with its fields (code, constraint, detail…) as PGlite gives them. */
function revive(error: ThreadError): Error {
  const err = new Error(error.message);
  if (error.name) err.name = error.name;
  return Object.assign(err, error.fields);
}
