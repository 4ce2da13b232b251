import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ARRAY_TYPES_SQL, parsersFor, preparedRunner } from './pglite-prepared';
import type { ThreadError, ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

/**
 * The worker thread that owns PGlite for `openPgliteThread` (pglite-thread.ts): its WebAssembly
 * Postgres, protocol serialisation and result parsing were about 60 % of the server's one thread under
 * load, so here they run beside the HTTP thread instead of between its requests. It answers one
 * message per statement; a transaction stays open across messages until the HTTP thread ends it.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const start = workerData as ThreadStart;

const loadDataDir = start.loadDataDir ? new Blob([start.loadDataDir]) : undefined;
const pg = await PGlite.create({ dataDir: start.dataDir, loadDataDir, extensions: { pg_trgm } });
const runner = preparedRunner(pg);

/** Thrown into a transaction's callback to make PGlite roll it back. */
const rollback = Symbol('rollback');
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
let nextTransaction = 0;

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { text, params, tx } = request;
      const target = tx === undefined ? pg : transactions.get(tx)?.tx;
      if (!target) throw new Error('Transaction is closed');
      // Usually the raw answer, parsed on the HTTP thread (its bytes move, they are not copied).
      if (runner.usable(text)) return runner.run(text, params, tx !== undefined);
      const options = { rowMode: request.rowMode, parsers: parsersFor(pg.parsers, request.rawTypes) };
      const { rows, fields, affectedRows } = await target.query(text, params, options);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      await pg.exec(request.text);
      return null;
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(request.tx);
      open.end(request.commit);
      return open.done.catch((err: unknown) => {
        if (err !== rollback) throw err;
        return null;
      });
    }
    case 'dump': {
      const dump = (await pg.dumpDataDir('none')) as Blob;
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/** Opens a transaction and answers once BEGIN has run; it commits or rolls back on its 'end' message. */
function begin(): Promise<number> {
  return new Promise((answer, fail) => {
    const id = ++nextTransaction;
    const done = pg.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          transactions.set(id, { tx, end: (commit) => (commit ? resolve(null) : reject(rollback)), done });
          answer(id);
        }),
    );
    // BEGIN itself failed (the callback never ran): report it to the caller of begin.
    done.catch((err: unknown) => {
      if (!transactions.has(id) && err !== rollback) fail(err);
    });
  });
}

function plain(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { message: err.message, name: err.name, fields };
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => {
      const reply: ThreadReply = { id: request.id, ok: true, result };
      port.postMessage(reply, result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []);
      // Closed: let the thread end by itself (so it finishes its work, profiles included, as a process would).
      if (request.op === 'close') port.close();
    },
    (err: unknown) => port.postMessage({ id: request.id, ok: false, error: plain(err) } satisfies ThreadReply),
  );
});
// Ready: with the array types the HTTP thread needs to parse answers as PGlite does.
const arrayTypes = (await pg.query(ARRAY_TYPES_SQL)).rows;
port.postMessage({ id: 0, ok: true, result: arrayTypes } satisfies ThreadReply);
