/** The messages between the HTTP thread (pglite-thread.ts) and the PGlite worker (pglite-worker.ts). */

export interface ThreadStart {
  dataDir?: string;
  /** A data-dir dump to start from (tests' template database). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

export type ThreadRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types whose text is returned as it is (drizzle's parsers for dates, intervals and numerics). */
      rawTypes: number[];
      /** The open transaction the statement belongs to; none runs it on its own. */
      tx?: number;
    }
  | { op: 'exec'; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** An error as plain data: the database's fields (code, constraint, detail…) survive the crossing. */
export interface ThreadError {
  message: string;
  name?: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadReply = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: ThreadError });
