import { createBulkTransfers } from '../../transfers-core/bulk-create';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  BULK_VALIDATE_CHUNK,
  type BulkBatch,
  type BulkInitiateRequest,
  type BulkRow,
  type BulkStatus,
  type BulkSubmitRequest,
  type BulkValidateResponse,
  PAYOUT_PRODUCT_ID,
  TRANSFER_MESSAGES,
} from '../../../contract/transfers';
import type { Db, Tx } from '../../db/client';
import {
  bulkBatches,
  bulkRows,
  bulkValidations,
  payoutLimits,
  transferApprovals,
  transfers,
  users,
} from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { page } from '../../paging';
import { type BulkContext, type Cells, judgeRow, parseBulkCsv, reviewHash } from './bulk-rows';
import { fileOfAccount, fileTokenOf, readUpload } from '../../uploads';
import { withOtp } from './otp';
import { initiator, initiatorJoin, nameOf, toListRow, transferColumns } from './rows';
import { assertWallet, payoutContext } from '../../transfers-core/rules';

const NOT_FOUND = 'Bulk upload not found';
/** Time a validate poll may spend validating before it answers (the next poll continues). */
const VALIDATE_BUDGET_MS = 1500;
/** Transfers shown with a batch; the list endpoint pages through all of them (bulk_id filter). */
const STATUS_TRANSFERS = 100;

/** POST v2/transfers/create_bulk/initiate: parses the uploaded CSV and keeps its rows to validate. */
export async function initiateBulk(
  db: Db,
  uploadDir: string,
  session: SessionInfo,
  body: v.InferOutput<typeof BulkInitiateRequest>,
) {
  const accountId = accountOf(session);
  const token = fileTokenOf(body.csv_url);
  const file = token ? await fileOfAccount(db, accountId, token) : null;
  if (file?.purpose !== 'bulk_transfer') throw new ApiError(400, 'CSV is invalid: upload the file again');
  await assertWallet(db, accountId, body.currency, body.debit_currency);
  const { rows, rowsInFile } = parseBulkCsv(new TextDecoder().decode(await readUpload(uploadDir, file.token)));
  const ref = randomBytes(18).toString('base64url');
  await db.transaction(async (tx) => {
    const [validation] = await tx
      .insert(bulkValidations)
      .values({
        ref,
        accountId,
        userId: session.userId,
        fileId: file.id,
        currency: body.currency,
        debitCurrency: body.debit_currency,
        entity: body.entity,
        total: rows.length,
        status: 'validating',
      })
      .returning({ id: bulkValidations.id });
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(bulkRows)
        .values(
          rows.slice(i, i + 1000).map((cells, j) => ({ validationId: validation!.id, pageId: i + j + 1, cells })),
        );
    }
  });
  return { validation_ref: ref, rows_in_file: rowsInFile, rows_kept: rows.length };
}

async function validationOf(tx: Tx, accountId: number, ref: string, lock = false) {
  const query = tx
    .select()
    .from(bulkValidations)
    .where(and(eq(bulkValidations.ref, ref), eq(bulkValidations.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, NOT_FOUND);
  return row;
}

async function contextOf(tx: Tx, validation: typeof bulkValidations.$inferSelect): Promise<BulkContext> {
  const [limit] = await tx
    .select({ value: payoutLimits.singleTransactionLimit })
    .from(payoutLimits)
    .where(
      and(
        eq(payoutLimits.accountId, validation.accountId),
        eq(payoutLimits.productId, PAYOUT_PRODUCT_ID),
        eq(payoutLimits.currency, validation.currency),
      ),
    );
  return {
    currency: validation.currency,
    debitCurrency: validation.debitCurrency,
    entity: validation.entity as BulkContext['entity'],
    limit: limit?.value ?? 0,
  };
}

/** Validates one chunk of rows still without a verdict, in the caller's transaction; answers how many. */
async function validateChunk(tx: Tx, validation: typeof bulkValidations.$inferSelect, ctx: BulkContext) {
  const pending = await tx
    .select({ pageId: bulkRows.pageId, cells: bulkRows.cells })
    .from(bulkRows)
    .where(and(eq(bulkRows.validationId, validation.id), isNull(bulkRows.isValid)))
    .orderBy(asc(bulkRows.pageId))
    .limit(BULK_VALIDATE_CHUNK);
  if (pending.length === 0) return { done: 0, valid: 0 };
  const verdicts = pending.map((r) => ({ pageId: r.pageId, ...judgeRow(r.cells as Cells, ctx) }));
  const values = sql.join(
    verdicts.map(
      (x) =>
        sql`(${x.pageId}::int, ${x.isValid}::boolean, ${x.error}::text, ${x.accountName}::text, ${x.bankName}::text, ${x.amount}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${bulkRows} AS r
    SET is_valid = v.is_valid, error = v.error, account_name = v.account_name, bank_name = v.bank_name, amount = v.amount
    FROM (VALUES ${values}) AS v(page_id, is_valid, error, account_name, bank_name, amount)
    WHERE r.validation_id = ${validation.id} AND r.page_id = v.page_id`);
  return { done: verdicts.length, valid: verdicts.filter((x) => x.isValid).length };
}

function toBulkRow(validation: typeof bulkValidations.$inferSelect, r: typeof bulkRows.$inferSelect): BulkRow {
  const c = r.cells as Cells;
  return {
    page_id: r.pageId,
    review_hash: reviewHash(c),
    is_valid: r.isValid,
    error: r.error,
    account_number: c.account_number ?? '',
    bank_code: c.bank_code ?? '',
    bank_name: r.bankName,
    bank_branch: c.bank_branch ?? '',
    amount: r.amount ?? 0,
    account_name: r.accountName,
    narration: c.narration ?? '',
    meta: {
      MobileNumber: c.mobile_number ?? '',
      Address: c.address ?? '',
      Sender: c.sender ?? '',
      SenderCountry: c.sender_country ?? '',
    },
    currency: validation.currency,
    debit_currency: validation.debitCurrency,
    fullname: c.beneficiary_name || r.accountName,
    status: r.isValid === null ? 'pending' : r.isValid ? 'valid' : 'invalid',
  };
}

/**
 * POST v2/transfers/create_bulk/validate: each poll validates further chunks (one
 * transaction each, the validation row locked so two polls never judge a row twice) until
 * its time budget is spent, then answers the stats and the rows that have a verdict.
 */
export async function validateBulk(db: Db, session: SessionInfo, ref: string): Promise<BulkValidateResponse> {
  const accountId = accountOf(session);
  const started = Date.now();
  let validation = await validationOf(db, accountId, ref);
  while (validation.status === 'validating' && Date.now() - started < VALIDATE_BUDGET_MS) {
    validation = await db.transaction(async (tx) => {
      const locked = await validationOf(tx, accountId, ref, true);
      if (locked.status !== 'validating') return locked;
      const { done, valid } = await validateChunk(tx, locked, await contextOf(tx, locked));
      const processed = locked.processed + done;
      const [updated] = await tx
        .update(bulkValidations)
        .set({
          processed,
          valid: locked.valid + valid,
          invalid: locked.invalid + (done - valid),
          status: processed >= locked.total ? 'done' : 'validating',
        })
        .where(eq(bulkValidations.id, locked.id))
        .returning();
      return updated!;
    });
  }
  const judged = await db
    .select()
    .from(bulkRows)
    .where(and(eq(bulkRows.validationId, validation.id), isNotNull(bulkRows.isValid)))
    .orderBy(asc(bulkRows.pageId));
  return {
    stats: {
      processed: validation.processed,
      total: validation.total,
      valid: validation.valid,
      invalid: validation.invalid,
    },
    payouts: judged.map((r) => toBulkRow(validation, r)),
    is_done: validation.status !== 'validating',
  };
}

/**
 * POST v2/transfers/create_bulk: one transaction makes the batch and a transfer per valid
 * row. Transfers needing approval wait as NEW; otherwise the wallet pays them all at once
 * (refused whole with 'Insufficient balance' when it cannot).
 */
export async function submitBulk(
  db: Db,
  session: SessionInfo,
  body: v.InferOutput<typeof BulkSubmitRequest>,
): Promise<{ status: BulkStatus; awaitingApproval: { firstId: number; count: number; total: number } | null }> {
  const ctx = await payoutContext(db, session);
  const first = await validationOf(db, ctx.accountId, body.validation_ref);
  if (first.status === 'submitted') throw new ApiError(409, 'This bulk upload was already submitted');
  if (first.status !== 'done') throw new ApiError(409, TRANSFER_MESSAGES.bulkNotReviewed);
  if (first.valid === 0) throw new ApiError(400, TRANSFER_MESSAGES.bulkNoValidRows);
  let waits = ctx.requiresApproval;
  const batchId = await withOtp(db, session, body.otp, async (tx) => {
    const validation = await validationOf(tx, ctx.accountId, body.validation_ref, true);
    if (validation.status !== 'done') throw new ApiError(409, 'This bulk upload was already submitted');
    const valid = await tx
      .select()
      .from(bulkRows)
      .where(and(eq(bulkRows.validationId, validation.id), eq(bulkRows.isValid, true)))
      .orderBy(asc(bulkRows.pageId));
    const out = await createBulkTransfers(tx, session, ctx, {
      validationId: validation.id,
      currency: validation.currency,
      debitCurrency: validation.debitCurrency,
      entity: validation.entity,
      rows: valid.map((r) => {
        const c = r.cells as Cells;
        return {
          pageId: r.pageId,
          amount: r.amount ?? 0,
          narration: c.narration || 'Bulk transfer',
          fullname: c.beneficiary_name || r.accountName,
          accountNumber: c.account_number ?? '',
          bankCode: c.bank_code ?? '',
          bankName: r.bankName,
          meta: Object.fromEntries(
            (
              [
                ['sender', c.sender],
                ['sender_country', c.sender_country],
                ['mobile_number', c.mobile_number],
                ['address', c.address],
              ] as const
            ).filter(([, value]) => value),
          ) as Record<string, string>,
        };
      }),
    });
    waits = out.waits;
    await tx.update(bulkValidations).set({ status: 'submitted' }).where(eq(bulkValidations.id, validation.id));
    return out.batchId;
  });
  const status = await bulkStatus(db, session, batchId);
  const firstTransfer = status.transfers.at(-1);
  return {
    status,
    awaitingApproval:
      waits && firstTransfer
        ? { firstId: firstTransfer.id, count: status.batch.count, total: status.batch.total_amount }
        : null,
  };
}

const batchColumns = {
  batch: bulkBatches,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
  successful: sql<number>`(SELECT count(*)::int FROM ${transfers} t WHERE t.bulk_id = ${bulkBatches.id} AND t.status = 'SUCCESSFUL')`,
  failed: sql<number>`(SELECT count(*)::int FROM ${transfers} t WHERE t.bulk_id = ${bulkBatches.id} AND t.status IN ('FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'))`,
  awaiting: sql<number>`(SELECT count(*)::int FROM ${transfers} t WHERE t.bulk_id = ${bulkBatches.id} AND t.status = 'NEW')`,
  // A batch is approved as its transfers are, each by the rule it was made under (one rule for the batch).
  requiredApprovals: sql<number>`(SELECT coalesce(max(t.required_approvals), 1)::int FROM ${transfers} t WHERE t.bulk_id = ${bulkBatches.id})`,
  // Who approved its waiting transfers so far, each once, in the order they first approved.
  approverNames: sql<string[]>`(SELECT coalesce(json_agg(x.name ORDER BY x.first), '[]'::json) FROM (
    SELECT trim(u.first_name || ' ' || u.last_name) AS name, min(a.id) AS first
    FROM ${transferApprovals} a JOIN ${transfers} t ON t.id = a.transfer_id JOIN ${users} u ON u.id = a.user_id
    WHERE t.bulk_id = ${bulkBatches.id} AND t.status = 'NEW'
    GROUP BY u.id, u.first_name, u.last_name) x)`,
};

type BatchRow = {
  batch: typeof bulkBatches.$inferSelect;
  creatorFirst: string | null;
  creatorLast: string | null;
  successful: number;
  failed: number;
  awaiting: number;
  requiredApprovals: number;
  approverNames: string[];
};

function toBatch(r: BatchRow): BulkBatch {
  const pending = r.batch.count - r.successful - r.failed;
  return {
    id: r.batch.id,
    currency: r.batch.currency,
    debit_currency: r.batch.debitCurrency,
    entity: r.batch.entity,
    status: r.awaiting > 0 ? 'awaiting_approval' : pending > 0 ? 'processing' : 'completed',
    count: r.batch.count,
    total_amount: r.batch.totalAmount,
    successful: r.successful,
    failed: r.failed,
    pending,
    created_by: nameOf(r.creatorFirst, r.creatorLast),
    date_created: r.batch.createdAt.toISOString(),
    required_approvals: r.requiredApprovals,
    approved_by_names: r.awaiting > 0 ? r.approverNames : [],
  };
}

/** GET v2/transfers/bulk/:id: the batch, its counts and its first transfers. */
export async function bulkStatus(db: Tx, session: SessionInfo, id: number): Promise<BulkStatus> {
  const accountId = accountOf(session);
  const [row] = await db
    .select(batchColumns)
    .from(bulkBatches)
    .leftJoin(users, eq(users.id, bulkBatches.createdBy))
    .where(and(eq(bulkBatches.id, id), eq(bulkBatches.accountId, accountId)));
  if (!row) throw new ApiError(404, NOT_FOUND);
  const list = await db
    .select(transferColumns)
    .from(transfers)
    .leftJoin(initiator, initiatorJoin)
    .where(and(eq(transfers.accountId, accountId), eq(transfers.bulkId, id)))
    .orderBy(desc(transfers.id))
    .limit(STATUS_TRANSFERS);
  return { batch: toBatch(row), transfers: list.map(toListRow) };
}

/** GET v2/transfers/bulk_queued: the business's batches, newest first. */
export async function bulkQueued(db: Db, session: SessionInfo, paging: { page?: number; page_size?: number }) {
  const where = eq(bulkBatches.accountId, accountOf(session));
  const result = await page(
    paging,
    () => db.$count(bulkBatches, where),
    (limit, offset) =>
      db
        .select(batchColumns)
        .from(bulkBatches)
        .leftJoin(users, eq(users.id, bulkBatches.createdBy))
        .where(where)
        .orderBy(desc(bulkBatches.createdAt), desc(bulkBatches.id))
        .limit(limit)
        .offset(offset),
  );
  return { batches: result.rows.map(toBatch), page_info: result.page_info };
}
