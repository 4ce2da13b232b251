import type * as v from 'valibot';
import { TRANSFER_MESSAGES, type CreateTransferRequest, type TransferDetail } from '../../../contract/transfers';
import type { Db, Tx } from '../../db/client';
import { transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { approvalPlan } from '../../transfers-core/approval-plan';
import { transferDetail } from './detail';
import { withOtp } from './otp';
import { processTransfer } from './process';
import {
  assertPurposeCode,
  assertWallet,
  assertWithinLimit,
  bankFor,
  checkReference,
  type PayoutContext,
  payoutContext,
} from '../../transfers-core/rules';
import { resolveAccountName, transferFee } from '../../transfers-core/sandbox-bank';
import { isUniqueViolation } from '../../db/errors';

type Body = v.InferOutput<typeof CreateTransferRequest>;

export interface Created {
  transfer: TransferDetail;
  /** Set when the transfer waits for an approver: the approvers get a push after the commit. */
  awaitingApproval: boolean;
}

/** Inserts a transfer (NEW when it needs approval, else paid out at once) in the caller's transaction. */
export async function insertTransfer(
  tx: Tx,
  session: SessionInfo,
  ctx: PayoutContext,
  values: Omit<typeof transfers.$inferInsert, 'accountId' | 'status' | 'requiresApproval' | 'initiatedBy' | 'fee'>,
  initiatedBy: number | null = session.userId,
) {
  const plan = await approvalPlan(tx, ctx, values.currency, values.amount);
  const [row] = await tx
    .insert(transfers)
    .values({
      ...values,
      accountId: ctx.accountId,
      fee: transferFee(values.debitCurrency),
      status: plan.requiresApproval ? 'NEW' : 'PENDING',
      requiresApproval: plan.requiresApproval,
      requiredApprovals: plan.requiredApprovals,
      approverRoles: plan.approverRoles,
      initiatedBy,
    })
    .returning();
  return plan.requiresApproval ? row! : processTransfer(tx, row!);
}

/** How a transfer is confirmed and by whom it counts as started. */
export interface TransferOrigin {
  /** Runs the write in one transaction; the dashboard's first consumes the confirmation code. */
  confirm: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Who started it: the signed-in user; null for the merchant API (a key, not a person). */
  initiatedBy: number | null;
}

/**
 * POST v2/transfers/create (and the merchant API's POST v3/transfers, with its own origin): checks
 * mode, reference, bank and account, beneficiary name, payout limit, wallet and purpose code, then
 * consumes the confirmation code and writes the transfer in one transaction.
 */
export async function createTransfer(
  db: Db,
  session: SessionInfo,
  body: Omit<Body, 'otp'> & { otp?: string },
  origin: TransferOrigin = {
    confirm: (work) => withOtp(db, session, body.otp ?? '', work),
    initiatedBy: session.userId,
  },
): Promise<Created> {
  const ctx = await payoutContext(db, session);
  checkReference(ctx, body.reference);
  const bank = bankFor(body.account_bank, body.account_number, body.currency);
  const name = body.beneficiary_name?.trim() ?? '';
  if (body.debit_currency !== 'NGN' && name === '') throw new ApiError(400, TRANSFER_MESSAGES.beneficiaryNameRequired);
  const resolved = resolveAccountName(bank, body.account_number);
  const fullname = name !== '' ? name : 'name' in resolved ? resolved.name : body.account_number;
  await assertWithinLimit(db, ctx.accountId, body.currency, body.amount);
  await assertWallet(db, ctx.accountId, body.currency, body.debit_currency);
  await assertPurposeCode(db, body.currency, body.meta);
  try {
    const row = await origin.confirm((tx) =>
      insertTransfer(
        tx,
        session,
        ctx,
        {
          currency: body.currency,
          debitCurrency: body.debit_currency,
          amount: body.amount,
          narration: body.narration,
          fullname,
          accountNumber: body.account_number,
          bankCode: bank.code,
          bankName: bank.name,
          reference: body.reference,
          meta: Object.fromEntries(
            Object.entries(body.meta ?? {}).filter(([, value]) => value !== undefined),
          ) as Record<string, string>,
        },
        origin.initiatedBy,
      ),
    );
    return { transfer: await transferDetail(db, session, row.id), awaitingApproval: row.status === 'NEW' };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, TRANSFER_MESSAGES.duplicateReference);
    throw err;
  }
}
