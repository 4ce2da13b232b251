import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, transactions, transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { type Range, rangeOf, rowsOf, within } from './range';
import { toCsv } from '../../../contract/csv';

/**
 * Reports made for download (spec 1 §4). A report is a kind plus its parameters (range, currency,
 * filters); each kind has a builder that answers a header and rows. Another area adds its own
 * kind to REPORT_BUILDERS and calls createReport: status polling and the file are shared.
 */
export interface ReportParams {
  from: string;
  to: string;
  currency: string;
  sort?: 'asc' | 'desc';
  /** Kind-specific filters (e.g. type_filter: payments | transfers). */
  filters?: Record<string, string | undefined>;
}
export interface ReportTable {
  header: string[];
  rows: (string | number)[][];
}
export type ReportBuilder = (db: Db, accountId: number, params: ReportParams, range: Range) => Promise<ReportTable>;

/** Minor units as a plain decimal ('1234.50'), which spreadsheets read as a number. */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The account summary: payments and/or transfers of one currency and range. */
const accountSummary: ReportBuilder = async (db, accountId, params, range) => {
  const type = params.filters?.type_filter;
  const order = params.sort === 'asc' ? sql`ASC` : sql`DESC`;
  const parts = [];
  if (type !== 'transfers')
    parts.push(sql`
      SELECT 'Payment' AS kind, ${transactions.createdAt} AS at, ${transactions.reference} AS reference,
             ${transactions.narration} AS narration, ${transactions.status} AS status,
             ${transactions.amount} AS amount, ${transactions.fee} AS fee, ${transactions.currency} AS currency
      FROM ${transactions}
      WHERE ${transactions.accountId} = ${accountId} AND ${transactions.currency} = ${params.currency}
        AND ${within(transactions.createdAt, range)}`);
  if (type !== 'payments')
    parts.push(sql`
      SELECT 'Transfer' AS kind, ${transfers.createdAt} AS at, ${transfers.reference} AS reference,
             ${transfers.narration} AS narration, ${transfers.status} AS status,
             ${transfers.amount} AS amount, ${transfers.fee} AS fee, ${transfers.currency} AS currency
      FROM ${transfers}
      WHERE ${transfers.accountId} = ${accountId} AND ${transfers.currency} = ${params.currency}
        AND ${within(transfers.createdAt, range)}`);
  const rows = rowsOf<{
    kind: string;
    at: string | Date;
    reference: string;
    narration: string;
    status: string;
    amount: string;
    fee: string;
    currency: string;
  }>(await db.execute(sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) r ORDER BY at ${order}, reference`));
  return {
    header: ['Type', 'Date', 'Reference', 'Narration', 'Status', 'Amount', 'Fee', 'Currency'],
    rows: rows.map((r) => [
      r.kind,
      new Date(r.at).toISOString().replace('T', ' ').slice(0, 19),
      r.reference,
      r.narration,
      r.status,
      decimal(Number(r.amount)),
      decimal(Number(r.fee)),
      r.currency,
    ]),
  };
};

export const REPORT_BUILDERS: Record<string, ReportBuilder> = { transactions_balance: accountSummary };

/** A report as CSV, through the product's one CSV writer (formula cells escaped, no exemptions). */
export function reportCsv(table: ReportTable): string {
  return toCsv(table.header, table.rows);
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');
/** A claim older than this is taken over (the instance making it died). */
const STALE_CLAIM_SECONDS = 60;
/** A minted download link works this long. */
const LINK_TTL_MS = 10 * 60_000;

export async function createReport(
  db: Db,
  session: SessionInfo,
  kind: string,
  params: ReportParams,
): Promise<{ file: string }> {
  if (!REPORT_BUILDERS[kind]) throw new ApiError(400, 'Report type is invalid');
  rangeOf(params);
  const file = `${kind}-${randomBytes(12).toString('base64url')}`;
  await db.insert(reports).values({
    file,
    accountId: session.accountId!,
    userId: session.userId,
    kind,
    params: params as unknown as Record<string, unknown>,
    status: 'download-pending',
    secretHash: hash(randomBytes(24).toString('hex')),
  });
  // Start making it now; a later status poll takes it over if this instance stops first.
  setTimeout(() => void buildReport(db, file).catch(() => undefined), 0);
  return { file };
}

/** Claims the report (pending, or a stale claim) and makes its CSV; one instance wins the claim. */
export async function buildReport(db: Db, file: string): Promise<void> {
  const [claimed] = await db
    .update(reports)
    .set({ status: 'downloading', claimedAt: new Date() })
    .where(
      and(
        eq(reports.file, file),
        sql`(${reports.status} = 'download-pending' OR (${reports.status} = 'downloading' AND ${reports.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})))`,
      ),
    )
    .returning();
  if (!claimed) return;
  try {
    const params = claimed.params as unknown as ReportParams;
    const table = await REPORT_BUILDERS[claimed.kind]!(db, claimed.accountId, params, rangeOf(params));
    await db
      .update(reports)
      .set({ status: 'complete', body: reportCsv(table), rows: table.rows.length })
      .where(eq(reports.file, file));
  } catch (error) {
    console.error(`[reports] ${file} failed:`, error);
    await db.update(reports).set({ status: 'download-failed' }).where(eq(reports.file, file));
  }
}

/** Status for the poller; a complete report gets a fresh one-time link (only the newest works). */
export async function reportStatus(db: Db, session: SessionInfo, file: string) {
  const [row] = await db
    .update(reports)
    .set({ attempts: sql`${reports.attempts} + 1` })
    .where(and(eq(reports.file, file), eq(reports.accountId, session.accountId!)))
    .returning({ status: reports.status, claimedAt: reports.claimedAt });
  if (!row) throw new ApiError(404, 'Download not found');
  if (row.status === 'download-pending' || row.status === 'downloading') {
    void buildReport(db, file).catch(() => undefined);
    return { file, status: row.status, url: 'N/A' };
  }
  if (row.status === 'download-failed') return { file, status: row.status, url: null };
  const key = randomBytes(24).toString('base64url');
  await db
    .update(reports)
    .set({ secretHash: hash(key), claimedAt: new Date() })
    .where(eq(reports.file, file));
  return { file, status: row.status, url: `/api/v2/downloads/${file}/file?key=${key}` };
}

/** The CSV itself, for the browser's navigation to the minted link. */
export async function reportFile(db: Db, file: string, key: string): Promise<{ name: string; body: string }> {
  const [row] = await db.select().from(reports).where(eq(reports.file, file));
  const fresh = row?.claimedAt && Date.now() - row.claimedAt.getTime() < LINK_TTL_MS;
  if (row?.status !== 'complete' || row.body == null || row.secretHash !== hash(key) || !fresh)
    throw new ApiError(404, 'Download not found or expired');
  const params = row.params as unknown as ReportParams;
  return {
    name: `${row.kind}-${params.currency}-${params.from.slice(0, 10)}-${params.to.slice(0, 10)}.csv`,
    body: row.body,
  };
}
