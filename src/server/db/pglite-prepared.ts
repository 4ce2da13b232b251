import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite, which plans every query anew: its `query` sends Parse,
 * Describe, Bind, Describe, Execute and Sync as six calls into the WebAssembly Postgres for every
 * statement. Here each distinct SQL text is parsed and described once (its parameter types kept),
 * and every later run is one call: Bind, Describe, Execute, Sync on the named statement, so
 * Postgres reuses its plan. Values are serialized exactly as PGlite's own `query` does (by the
 * parameter types the server inferred) and results parsed by PGlite's own parser, so answers are
 * the same; only the round trips and the planning go.
 */

/** Beyond this many distinct texts, further ones run through PGlite's own path (bounded memory). */
const MAX_STATEMENTS = 2000;

interface Statement {
  name: string;
  paramTypes: number[];
}

type Serializer = (value: unknown) => string;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

export function prepareStatementsOnce(pg: PGlite): void {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const { serialize } = protocol;
  const plainQuery = pg.query.bind(pg);
  const plainTransaction = pg.transaction.bind(pg);

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `ps_${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /** One statement, under PGlite's query lock (the caller holds the transaction lock when needed). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    return pg
      ._runExclusiveQuery(() => runLocked<T>(text, params, options, inTransaction))
      .catch((err: unknown) => {
        // The error PGlite's own query throws: the database's error with the query attached.
        if (err instanceof Error && 'code' in err) Object.assign(err, { query: text, params, queryOptions: options });
        throw err;
      });
  }

  async function runLocked<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = (options?.serializers?.[oid] ?? pg.serializers[oid]) as Serializer | undefined;
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await pg.syncToFs();
    // drizzle passes `parsers: {}`, for which PGlite copies its whole parser table on every query.
    const parseOptions = options?.parsers && isEmpty(options.parsers) ? { ...options, parsers: undefined } : options;
    return parse.parseResults(messages, pg.parsers, parseOptions)[0] as Results<T>;
  }

  const usable = (text: string, options?: QueryOptions) =>
    !options?.blob && (statements.has(text) || statements.size < MAX_STATEMENTS);

  pg.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!usable(text, options)) return plainQuery<T>(text, params, options);
    await pg.waitReady;
    return pg._runExclusiveTransaction(() => run<T>(text, params, options, false));
  }) as PGlite['query'];

  pg.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction<T>((tx) => {
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!usable(text, options)) return tx.query<R>(text, params, options);
            return run<R>(text, params, options, true);
          },
        },
      });
      return callback(prepared);
    })) as PGlite['transaction'];
}
