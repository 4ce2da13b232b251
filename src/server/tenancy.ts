import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db/client';
import { accounts } from './db/schema';
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
 * Locks the business's row until the transaction ends and answers its name: the changes that must not
 * run side by side for one business queue here (two team changes at once could each see two Owners and
 * leave none; two new invoices at once could take the same reference).
 */
export async function lockedBusiness(tx: Tx, accountId: number): Promise<string> {
  const [account] = await tx
    .select({ name: accounts.businessName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw new ApiError(404, 'Not found');
  return account.name;
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
