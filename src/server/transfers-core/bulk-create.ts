import { and, eq, sql } from 'drizzle-orm';
import { TEST_REFERENCE_SUFFIX, TRANSFER_MESSAGES } from '../../contract/transfers';
import type { Tx } from '../db/client';
import { bulkBatches, transfers, walletEntries, wallets } from '../db/schema';
import { ApiError, type SessionInfo } from '../http';
import { enqueueWebhooks } from '../webhooks/enqueue';
import { approvalPlanner } from './approval-plan';
import type { PayoutContext } from './rules';
import { transferFee } from './sandbox-bank';

/** One transfer of a bulk batch, its beneficiary already checked by the caller. */
export interface BulkTransferRow {
  /** The row's place in its batch: part of the transfer's reference. */
  pageId: number;
  amount: number;
  narration: string;
  fullname: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  meta: Record<string, string>;
}

export interface BulkTransferBatch {
  /** The reviewed CSV upload the batch came from (none for a payroll run). */
  validationId: number | null;
  currency: string;
  debitCurrency: string;
  entity: string;
  rows: readonly BulkTransferRow[];
  /** Every transfer of the batch waits for an approver, whoever made it (a payroll run). */
  alwaysApprove?: boolean;
}

/**
 * Writes a bulk batch and a transfer per row in the caller's transaction. A batch is approved whole:
 * when one row reaches an approval rule (or the maker or the batch needs an approver), every transfer
 * waits as NEW for the approvers of the transfers flow; otherwise the wallet pays them all at once
 * (one conditional debit, refused whole with 'Insufficient balance') with a ledger entry per transfer.
 */
export async function createBulkTransfers(
  tx: Tx,
  session: SessionInfo,
  ctx: PayoutContext,
  batchOf: BulkTransferBatch,
): Promise<{ batchId: number; waits: boolean }> {
  const { rows } = batchOf;
  const fee = transferFee(batchOf.debitCurrency);
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const planned = (await approvalPlanner(tx, ctx, batchOf.currency))(Math.max(...rows.map((r) => r.amount)));
  const plan = batchOf.alwaysApprove ? { ...planned, requiresApproval: true } : planned;
  const waits = plan.requiresApproval;
  const [batch] = await tx
    .insert(bulkBatches)
    .values({
      accountId: ctx.accountId,
      validationId: batchOf.validationId,
      currency: batchOf.currency,
      debitCurrency: batchOf.debitCurrency,
      entity: batchOf.entity,
      count: rows.length,
      totalAmount: total,
      createdBy: session.userId,
    })
    .returning({ id: bulkBatches.id });
  let ledger = 0;
  if (!waits) {
    const debit = total + fee * rows.length;
    const [wallet] = await tx
      .update(wallets)
      .set({
        ledgerBalance: sql`${wallets.ledgerBalance} - ${debit}`,
        availableBalance: sql`${wallets.availableBalance} - ${debit}`,
      })
      .where(
        and(
          eq(wallets.accountId, ctx.accountId),
          eq(wallets.currency, batchOf.debitCurrency),
          sql`${wallets.availableBalance} >= ${debit}`,
        ),
      )
      .returning({ ledger: wallets.ledgerBalance });
    if (!wallet) throw new ApiError(400, TRANSFER_MESSAGES.insufficientBalance);
    ledger = wallet.ledger + debit;
  }
  const suffix = ctx.testMode ? TEST_REFERENCE_SUFFIX : '';
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const inserted = await tx
      .insert(transfers)
      .values(
        chunk.map((r) => ({
          accountId: ctx.accountId,
          currency: batchOf.currency,
          debitCurrency: batchOf.debitCurrency,
          amount: r.amount,
          fee,
          status: waits ? 'NEW' : 'SUCCESSFUL',
          narration: r.narration,
          fullname: r.fullname,
          accountNumber: r.accountNumber,
          bankCode: r.bankCode,
          bankName: r.bankName,
          reference: `TRF${batch!.id}B${String(r.pageId).padStart(4, '0')}${suffix}`,
          requiresApproval: waits,
          requiredApprovals: plan.requiredApprovals,
          approverRoles: plan.approverRoles,
          initiatedBy: session.userId,
          meta: r.meta,
          bulkId: batch!.id,
          completeMessage: waits ? '' : 'Transfer completed',
        })),
      )
      .returning({
        id: transfers.id,
        amount: transfers.amount,
        reference: transfers.reference,
        fullname: transfers.fullname,
        accountNumber: transfers.accountNumber,
        bankCode: transfers.bankCode,
        narration: transfers.narration,
      });
    if (!waits) {
      await enqueueWebhooks(
        tx,
        ctx.accountId,
        'transfer.completed',
        inserted.map((t) => ({
          id: t.id,
          reference: t.reference,
          status: 'SUCCESSFUL',
          complete_message: 'Transfer completed',
          amount: t.amount,
          fee,
          currency: batchOf.currency,
          debit_currency: batchOf.debitCurrency,
          fullname: t.fullname,
          account_number: t.accountNumber,
          bank_code: t.bankCode,
          narration: t.narration,
        })),
      );
      await tx.insert(walletEntries).values(
        inserted.map((t) => {
          ledger -= t.amount + fee;
          return {
            accountId: ctx.accountId,
            currency: batchOf.debitCurrency,
            amount: -(t.amount + fee),
            balanceAfter: ledger,
            type: 'D' as const,
            narration: `Bulk transfer to ${t.fullname}`,
            reference: t.reference,
            transferId: t.id,
          };
        }),
      );
    }
  }
  return { batchId: batch!.id, waits };
}
