import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { type RetryRequest, TEST_REFERENCE_SUFFIX, TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { insertTransfer } from './create';
import { transferDetail } from './detail';
import { authTypeOf, sendTransferOtp, withOtp } from './otp';
import { assertPurposeCode, assertWallet, assertWithinLimit, bankFor, payoutContext } from '../../transfers-core/rules';
import { resolveAccountName } from '../../transfers-core/sandbox-bank';

const RETRYABLE = ['FAILED', 'FAILED:INVALID_ACCOUNT'];

/**
 * POST v2/transfers/retry (spec 2 §3 transfer for retry, §4): without a code it sends one
 * (or points to the authenticator) and answers otp_sent; with a valid code it makes a new
 * transfer from the failed one's corrected details, once per failed transfer.
 */
export async function retryTransfer(db: Db, session: SessionInfo, body: v.InferOutput<typeof RetryRequest>) {
  const accountId = accountOf(session);
  const [failed] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, body.id), eq(transfers.accountId, accountId)));
  if (!failed) throw new ApiError(404, TRANSFER_MESSAGES.notFound);
  if (!RETRYABLE.includes(failed.status)) throw new ApiError(409, TRANSFER_MESSAGES.retryNotFailed);
  if (failed.meta.retried_as) throw new ApiError(409, 'This transfer was already retried');
  const ctx = await payoutContext(db, session);
  const bank = bankFor(body.bank_code, body.account_number, body.currency);
  if (body.debit_currency !== 'NGN' && failed.fullname.trim() === '') {
    throw new ApiError(400, TRANSFER_MESSAGES.beneficiaryNameRequired);
  }
  await assertWithinLimit(db, accountId, body.currency, body.amount);
  await assertWallet(db, accountId, body.currency, body.debit_currency);
  await assertPurposeCode(db, body.currency, body.meta);

  if (!body.otp) {
    const authType = await authTypeOf(db, session.userId);
    if (authType === 'email') await sendTransferOtp(db, session);
    return {
      data: { otp_sent: true as const, auth_type: authType },
      message: authType === 'email' ? TRANSFER_MESSAGES.otpSent : 'Enter the code from your authenticator app to retry',
    };
  }

  const sameAccount = failed.bankCode === bank.code && failed.accountNumber === body.account_number;
  const resolved = resolveAccountName(bank, body.account_number);
  const fullname = sameAccount ? failed.fullname : 'name' in resolved ? resolved.name : failed.fullname;
  const reference = `TRF${randomBytes(9).toString('hex').toUpperCase()}${ctx.testMode ? TEST_REFERENCE_SUFFIX : ''}`;
  const row = await withOtp(db, session, body.otp, async (tx) => {
    // Claim the failed transfer for this retry: a second retry racing this one finds it claimed.
    const claimed = await tx
      .update(transfers)
      .set({ meta: { ...failed.meta, retried_as: reference } })
      .where(and(eq(transfers.id, failed.id), sql`(${transfers.meta} ->> 'retried_as') IS NULL`))
      .returning({ id: transfers.id });
    if (claimed.length === 0) throw new ApiError(409, 'This transfer was already retried');
    return insertTransfer(tx, session, ctx, {
      currency: body.currency,
      debitCurrency: body.debit_currency,
      amount: body.amount,
      narration: body.narration,
      fullname,
      accountNumber: body.account_number,
      bankCode: bank.code,
      bankName: bank.name,
      reference,
      meta: {
        ...(Object.fromEntries(
          Object.entries(body.meta ?? failed.meta).filter(([k, value]) => value !== undefined && k !== 'retried_as'),
        ) as Record<string, string>),
        retry_of: String(failed.id),
      },
    });
  });
  return {
    data: { otp_sent: false as const, transfer: await transferDetail(db, session, row.id) },
    message: TRANSFER_MESSAGES.retryQueued,
    awaitingApproval: row.status === 'NEW' ? row : null,
  };
}
