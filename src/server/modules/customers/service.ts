import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  BlacklistEntry,
  BlacklistQuery,
  BlacklistRequest,
  CustomerDetail,
  CustomerRow,
  CustomersFilterQuery,
} from '../../../contract/queries';
import { isAdminRole } from '../../../contract/roles';
import type { Tx } from '../../db/client';
import { blacklist, customers, transactions } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { customerMatch } from '../../customer-search';
import { accountOf } from '../../tenancy';
import { cappedCount, iso, pageInfo, publicInfo } from '../../listing';

/** A customer is blacklisted when an entry of their account names their email or phone. */
const isBlacklisted = sql<boolean>`EXISTS (SELECT 1 FROM ${blacklist} WHERE ${blacklist.accountId} = ${customers.accountId}
  AND ((${blacklist.type} = 'email' AND ${blacklist.value} = lower(${customers.email}))
    OR (${blacklist.type} = 'phone' AND ${blacklist.value} = ${customers.phone})))`;

const customerRow = (c: typeof customers.$inferSelect, blacklisted: boolean): CustomerRow => ({
  id: c.id,
  customer_fullname: c.fullname,
  customer_email: c.email,
  date_created: c.createdAt.toISOString(),
  phone: c.phone,
  blacklisted: Boolean(blacklisted),
});

const newestFirst = [desc(customers.createdAt), desc(customers.id)];

/**
 * The page's ids first, then only its rows are read and checked against the blacklist: an OFFSET
 * otherwise reads every row it skips and runs the blacklist check on each (page 500: 10,000 of them).
 */
const pageIds = (db: Tx, where: SQL, { limit, offset }: { limit: number; offset: number }) =>
  db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page_ids');

/** GET v2/customers/query: by name, email or phone; blacklisted=1 keeps the blocked ones. */
export async function listCustomers(db: Tx, session: SessionInfo, f: v.InferOutput<typeof CustomersFilterQuery>) {
  const accountId = accountOf(session);
  const where = and(
    eq(customers.accountId, accountId),
    f.q ? customerMatch(f.q) : undefined,
    f.blacklisted === '1' ? isBlacklisted : f.blacklisted === '0' ? sql`NOT ${isBlacklisted}` : undefined,
  )!;
  const { total, capped } = await cappedCount(db, sql`FROM ${customers} WHERE ${where}`);
  const info = pageInfo(f, total);
  const ids = pageIds(db, where, info);
  const rows =
    total === 0
      ? []
      : await db
          .select({ c: customers, blacklisted: isBlacklisted })
          .from(ids)
          .innerJoin(customers, eq(customers.id, ids.id))
          .orderBy(...newestFirst);
  return {
    customers: rows.map((r) => customerRow(r.c, r.blacklisted)),
    page_info: publicInfo(info),
    ...(capped ? { total_capped: true } : {}),
  };
}

type EntryRow = { e: typeof blacklist.$inferSelect; name: string | null };
const entryRecord = ({ e, name }: EntryRow): BlacklistEntry => ({
  id: e.id,
  type: e.type,
  value: e.value,
  reason: e.reason,
  customer_id: e.customerId,
  customer_fullname: name,
  date_created: e.createdAt.toISOString(),
});

const entrySelect = (db: Tx) =>
  db
    .select({ e: blacklist, name: customers.fullname })
    .from(blacklist)
    .leftJoin(customers, eq(customers.id, blacklist.customerId));

async function ownCustomer(db: Tx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.accountId, accountId)));
  if (!row) throw new ApiError(404, 'Customer not found');
  return row;
}

/** GET v2/customers/{id}: the customer, their totals per currency and the entries that block them. */
export async function customerDetail(db: Tx, session: SessionInfo, id: number): Promise<CustomerDetail> {
  const accountId = accountOf(session);
  const c = await ownCustomer(db, accountId, id);
  const totals = await db
    .select({
      currency: transactions.currency,
      total_spent: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.status} = 'successful'), 0)`,
      payments: sql<string>`count(*) FILTER (WHERE ${transactions.status} = 'successful')`,
      refunded: sql<string>`coalesce(sum(${transactions.amountRefunded}), 0)`,
      last: sql<string | null>`max(${transactions.createdAt})`,
    })
    .from(transactions)
    .where(and(eq(transactions.customerId, c.id), eq(transactions.accountId, accountId)))
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
  const entries = await entrySelect(db)
    .where(and(eq(blacklist.accountId, accountId), entriesNaming(c)))
    .orderBy(desc(blacklist.createdAt));
  const last = totals.map((t) => t.last).filter((d): d is string => d !== null);
  const lastAt = last.length
    ? last
        .map((d) => iso(d)!)
        .sort()
        .at(-1)!
    : null;
  return {
    ...customerRow(c, entries.length > 0),
    city: c.city,
    totals: totals.map((t) => ({
      currency: t.currency,
      total_spent: Number(t.total_spent),
      payments: Number(t.payments),
      refunded: Number(t.refunded),
    })),
    last_payment_at: lastAt,
    blacklist: entries.map(entryRecord),
  };
}

function entriesNaming(c: typeof customers.$inferSelect): SQL {
  return or(
    and(eq(blacklist.type, 'email'), eq(blacklist.value, c.email.toLowerCase())),
    c.phone ? and(eq(blacklist.type, 'phone'), eq(blacklist.value, c.phone)) : undefined,
  )!;
}

/** GET v2/blacklist: entries of one type (or all), newest first. */
export async function listBlacklist(db: Tx, session: SessionInfo, f: v.InferOutput<typeof BlacklistQuery>) {
  const accountId = accountOf(session);
  const where = and(eq(blacklist.accountId, accountId), f.type ? eq(blacklist.type, f.type) : undefined)!;
  const { total } = await cappedCount(db, sql`FROM ${blacklist} WHERE ${where}`);
  const info = pageInfo(f, total);
  const rows = await entrySelect(db)
    .where(where)
    .orderBy(desc(blacklist.createdAt), desc(blacklist.id))
    .limit(info.limit)
    .offset(info.offset);
  return { entries: rows.map(entryRecord), page_info: publicInfo(info) };
}

export async function blacklistEntry(db: Tx, session: SessionInfo, id: number): Promise<BlacklistEntry> {
  const [row] = await entrySelect(db).where(and(eq(blacklist.id, id), eq(blacklist.accountId, accountOf(session))));
  if (!row) throw new ApiError(404, 'Blacklist entry not found');
  return entryRecord(row);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{7,15}$/;

/** POST v2/blacklist: blocks a customer's email (or phone), or a bare email or phone. */
export async function addBlacklist(
  db: Tx,
  session: SessionInfo,
  body: v.InferOutput<typeof BlacklistRequest>,
): Promise<BlacklistEntry> {
  const accountId = accountOf(session);
  if (!isAdminRole(session.role)) throw new ApiError(403, 'Only an Owner or Admin can blacklist customers');
  const type = body.type ?? 'email';
  return db.transaction(async (tx) => {
    let value: string;
    let customerId: number | null = null;
    if (body.customer_id !== undefined) {
      const c = await ownCustomer(tx, accountId, body.customer_id);
      customerId = c.id;
      if (type === 'phone' && !c.phone) throw new ApiError(400, 'This customer has no phone number');
      value = type === 'email' ? c.email.toLowerCase() : c.phone!;
    } else {
      const raw = body.value?.trim() ?? '';
      if (!raw) throw new ApiError(400, 'Value is empty');
      if (type === 'email' && !EMAIL.test(raw)) throw new ApiError(400, 'Email is invalid');
      if (type === 'phone' && !PHONE.test(raw)) throw new ApiError(400, 'Phone number is invalid');
      value = type === 'email' ? raw.toLowerCase() : raw;
      const [match] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.accountId, accountId),
            type === 'email' ? sql`lower(${customers.email}) = ${value}` : eq(customers.phone, value),
          ),
        )
        .limit(1);
      customerId = match?.id ?? null;
    }
    const [row] = await tx
      .insert(blacklist)
      .values({ accountId, type, value, customerId, reason: body.reason, createdBy: session.userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'This customer is already blacklisted');
    const name = customerId ? (await ownCustomer(tx, accountId, customerId)).fullname : null;
    return entryRecord({ e: row, name });
  });
}

/** DELETE v2/blacklist/{id}: unblocks. */
export async function removeBlacklist(db: Tx, session: SessionInfo, id: number) {
  const accountId = accountOf(session);
  if (!isAdminRole(session.role))
    throw new ApiError(403, 'Only an Owner or Admin can remove customers from the blacklist');
  const removed = await db
    .delete(blacklist)
    .where(and(eq(blacklist.id, id), eq(blacklist.accountId, accountId)))
    .returning({ id: blacklist.id });
  if (removed.length === 0) throw new ApiError(404, 'Blacklist entry not found');
  return { id };
}
