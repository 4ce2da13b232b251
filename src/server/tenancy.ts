import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { ApiError, type SessionInfo } from './http';
import { contains, newestPage, type Paging, termOf } from './paging';

/**
 * Tenancy in one place: every module scopes its reads and writes to the account this gives, so a
 * session can never reach another business's rows (the endpoint's auth level guarantees an account).
 */
export function accountOf(session: SessionInfo): number {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  return session.accountId;
}

/**
 * A page of an account's rows, newest first, optionally narrowed by a search term over
 * some text columns and by extra conditions.
 */
export async function accountPage<T extends PgTable & { accountId: PgColumn; createdAt: PgColumn; id: PgColumn }>(
  db: Db,
  table: T,
  session: SessionInfo,
  query: Paging & { q?: string },
  searchable: PgColumn[],
  extra: (SQL | undefined)[] = [],
  defaultSize?: number,
) {
  const term = termOf(query.q);
  const where = and(
    eq(table.accountId, accountOf(session)),
    term ? or(...searchable.map((column) => contains(column, term))) : undefined,
    ...extra,
  );
  return newestPage(db, table, where, query, defaultSize);
}
