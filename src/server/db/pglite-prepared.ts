import { plannedEachRunOnPglite } from './plans';
import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite, which plans every query anew: its `query` sends Parse,
 * Describe, Bind, Describe, Execute and Sync as six calls into the WebAssembly Postgres for every
 * statement. Here each distinct SQL text is parsed and described once (its parameter types kept),
 * and every later run is one call: Bind, Describe, Execute, Sync on the named statement, so
 * Postgres reuses its plan. Values are serialized exactly as PGlite's own `query` does (by the
 * parameter types the server inferred) and results parsed by PGlite's own parser, so answers are
 * the same; only the round trips and the planning go.
 *
 * The run answers Postgres' raw protocol bytes and `parseAnswer` turns them into rows, so the two
 * halves can sit on different threads (pglite-worker.ts runs, pglite-thread.ts parses).
 *
 * A statement with a LIKE pattern runs as the unnamed statement instead, parsed with the learnt types
 * in the same call, which Postgres plans with each run's values: after five runs of a named statement
 * it may keep a generic plan, made without the values, and a generic plan of `reference LIKE $1`
 * cannot use the prefix index. On a million payments that made searches 20-100 times slower (the
 * 1M-row bench, p50: 2-50 ms → 0.3-1.3 s). Planning every statement anew (plan_cache_mode =
 * force_custom_plan for the session) fixed searches too but cost two thirds of the load test's
 * throughput: planning in PGlite's WebAssembly Postgres is not cheap, and the cached plans were most
 * of what naming statements bought.
 *
 * One private method of PGlite is used: `_runExclusiveTransaction`, the lock that keeps a statement
 * out of another's open transaction (PGlite's own `query` takes it the same way; there is no public
 * equivalent). PGlite is therefore pinned to one version and pglite-pin.test.ts fails on any other,
 * saying what to check (docs/decisions/pglite-worker-and-parser.md).
 */

/** Beyond this many distinct texts, further ones run through PGlite's own path (bounded memory). */
const MAX_STATEMENTS = 2000;

export type Parsers = Record<number | string, (text: string, typeId?: number) => unknown>;

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The half that runs statements, beside PGlite. */
export interface PreparedRunner {
  /** Whether `run` takes this statement (else PGlite's own query runs it). */
  usable(text: string, options?: QueryOptions): boolean;
  /**
   * Runs one statement and answers the backend's raw messages. Outside a transaction it takes
   * PGlite's locks itself; inside one the transaction holds them.
   */
  run(text: string, params: unknown[], inTransaction: boolean): Promise<Uint8Array<ArrayBuffer>>;
}

export function preparedRunner(pg: PGlite): PreparedRunner {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const { serialize } = protocol;

  async function prepare(text: string): Promise<Statement> {
    // The unnamed statement ('') is replaced by the next Parse: it only tells the parameter types here.
    const name = plannedEachRunOnPglite(text) ? '' : `ps_${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function runLocked(text: string, params: unknown[], inTransaction: boolean) {
    // A statement Postgres refuses to parse throws here, with the database's error and code.
    const { paramTypes, name } = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]!] as ((value: unknown) => string) | undefined;
      return serializer ? serializer(value) : String(value);
    });
    // The raw stream skips PGlite's own message parsing: the rows are parsed once, where they are read.
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(
      concat([
        ...(name === '' ? [serialize.parse({ name, text, types: paramTypes })] : []),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      {
        syncToFs: false,
        onRawData: (chunk) => {
          chunks.push(chunk.slice());
        },
      },
    );
    if (!inTransaction) await pg.syncToFs();
    return concat(chunks);
  }

  return {
    usable: (text, options) =>
      !options?.blob && !options?.paramTypes && (statements.has(text) || statements.size < MAX_STATEMENTS),
    run: (text, params, inTransaction) => {
      // runExclusive is PGlite's public name for its statement lock (_runExclusiveQuery).
      const locked = () => pg.runExclusive(() => runLocked(text, params, inTransaction));
      return inTransaction ? locked() : pg.waitReady.then(() => pg._runExclusiveTransaction(locked));
    },
  };
}

/**
 * The parsers for an answer: PGlite's, with the types the caller wants as text left as text. drizzle
 * passes a parser per date, interval and numeric-array type that returns the text as it is; only
 * their type ids are kept, so the choice can cross threads and one merged table serves every query
 * (PGlite itself copies its whole table for every query that passes parsers).
 */
export function parsersFor(base: Parsers, rawTypes: readonly number[]): Parsers {
  const key = rawTypes.join(',');
  const byKey = mergedTables.get(base) ?? new Map<string, Parsers>();
  mergedTables.set(base, byKey);
  let table = byKey.get(key);
  if (!table) {
    table = { ...base };
    for (const oid of rawTypes) table[oid] = (text: string) => text;
    byKey.set(key, table);
  }
  return table;
}
const mergedTables = new WeakMap<Parsers, Map<string, Parsers>>();

/** The type ids whose values stay text, from a query's options (see parsersFor). */
export const rawTypesOf = (options?: QueryOptions): number[] => Object.keys(options?.parsers ?? {}).map(Number);

/** PGlite's parsers for a database whose array types are these (element oid, array oid) pairs. */
export function parsersWithArrays(arrayTypes: readonly { oid: number; typarray: number }[]): Parsers {
  const table: Parsers = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes) {
    table[typarray] = (text: string) => types.arrayParser(text, table[oid] as types.Parser, typarray);
  }
  return table;
}

/** The query PGlite runs at start-up to learn the array types, for parsersWithArrays. */
export const ARRAY_TYPES_SQL = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

/** Commands whose CommandComplete count PGlite reports as affectedRows. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Turns a run's raw answer into PGlite's result, or throws the database's error as PGlite's query does.
 *
 * Reads the messages it needs itself (RowDescription, DataRow, CommandComplete) straight from the
 * bytes and builds what PGlite's parseResults builds. PGlite's own Parser copies every field into a
 * new ArrayBuffer before decoding it: under load that was a tenth of the HTTP thread. An answer
 * holding an error goes through PGlite's Parser, so the error thrown is PGlite's own.
 */
export function parseAnswer<T>(
  raw: Uint8Array,
  parsers: Parsers,
  rowMode: QueryOptions['rowMode'],
  text: string,
  params: unknown[],
): Results<T> {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let result: Results<T> | undefined;
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let p = at + 5;
    if (type === 0x45 /* E: ErrorResponse */) return parseError(raw, text, params);
    if (result) {
      // PGlite answers the first statement's result; later messages are only checked for errors.
    } else if (type === 0x54 /* T: RowDescription */) {
      const count = bytes.readInt16BE(p);
      p += 2;
      fields = new Array(count);
      for (let i = 0; i < count; i++) {
        const nul = bytes.indexOf(0, p);
        const name = bytes.toString('utf8', p, nul);
        const dataTypeID = bytes.readInt32BE(nul + 7);
        fields[i] = { name, dataTypeID };
        p = nul + 19;
      }
    } else if (type === 0x44 /* D: DataRow */) {
      const count = bytes.readInt16BE(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length === -1) {
          values[i] = null;
          continue;
        }
        const value = bytes.toString('utf8', p, p + length);
        p += length;
        const typeId = fields[i]!.dataTypeID;
        const parser = parsers[typeId];
        values[i] = parser ? parser(value, typeId) : value;
      }
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (type === 0x43 /* C: CommandComplete */) {
      const words = bytes.toString('utf8', p, end - 1).split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const affectedRows = COUNTED.has(command) ? count : 0;
      result = {
        rows,
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>;
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}

/** An answer holding an error: the error PGlite's own query throws, with the query attached. */
function parseError(raw: Uint8Array, text: string, params: unknown[]): never {
  const answer: messages.BackendMessage[] = [];
  new protocol.Parser().parse(raw, (message) => answer.push(message));
  const error = answer.find((message) => message.name === 'error');
  throw Object.assign(error ?? new Error('The database answered an error it could not read'), { query: text, params });
}

/** Makes one PGlite's own query and transaction use the prepared path (tests, seeding, the bench). */
export function prepareStatementsOnce(pg: PGlite): void {
  const runner = preparedRunner(pg);
  const plainQuery = pg.query.bind(pg);
  const plainTransaction = pg.transaction.bind(pg);

  async function query<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    const raw = await runner.run(text, params, inTransaction).catch((err: unknown) => {
      throw err instanceof Error ? Object.assign(err, { query: text, params }) : err;
    });
    return parseAnswer<T>(raw, parsersFor(pg.parsers, rawTypesOf(options)), options?.rowMode, text, params);
  }

  pg.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!runner.usable(text, options)) return plainQuery<T>(text, params, options);
    return query<T>(text, params, options, false);
  }) as PGlite['query'];

  pg.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction<T>((tx) => {
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!runner.usable(text, options)) return tx.query<R>(text, params, options);
            return query<R>(text, params, options, true);
          },
        },
      });
      return callback(prepared);
    })) as PGlite['transaction'];
}
