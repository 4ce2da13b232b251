import { and, eq } from 'drizzle-orm';
import { isApproverRole } from '../../contract/roles';
import {
  accountNumberProblem,
  type Bank,
  bankCurrencyProblem,
  bankByCode,
  PAYOUT_PRODUCT_ID,
  payoutLimitMessage,
  TEST_REFERENCE_SUFFIX,
  TRANSFER_MESSAGES,
  type TransferMeta,
} from '../../contract/transfers';
import type { Tx } from '../db/client';
import { accounts, merchantPreferences, payoutLimits, purposeCodes, wallets } from '../db/schema';
import { ApiError, type SessionInfo } from '../http';
import { accountOf } from '../tenancy';

/** A live business sends transfers only when payouts are enabled for it (spec 1 §4, spec 2 §4). */
export const PAYOUTS_DISABLED_PREFERENCE = 'not_enabled_for_payouts';
/** With this preference at '1' every transfer needs an approver, the approvers' own too (four eyes). */
export const APPROVAL_PREFERENCE = 'require_transfer_approval';

async function preference(tx: Tx, accountId: number, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, name)));
  return row?.value ?? null;
}

export interface PayoutContext {
  accountId: number;
  businessName: string;
  testMode: boolean;
  /** Transfers this user starts wait for an approver (status NEW). */
  requiresApproval: boolean;
}

/** Who may send from this business now: test mode always, live mode unless payouts are off. */
export async function payoutContext(tx: Tx, session: SessionInfo): Promise<PayoutContext> {
  const accountId = accountOf(session);
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Business not found');
  const testMode = account.merchantEnv === 'test';
  if (!testMode && (await preference(tx, accountId, PAYOUTS_DISABLED_PREFERENCE)) === '1') {
    throw new ApiError(403, TRANSFER_MESSAGES.liveNotEnabled);
  }
  const everyone = (await preference(tx, accountId, APPROVAL_PREFERENCE)) === '1';
  return {
    accountId,
    businessName: account.businessName,
    testMode,
    requiresApproval: everyone || !isApproverRole(session.role),
  };
}

export function checkReference(ctx: PayoutContext, reference: string): void {
  if (reference.endsWith(TEST_REFERENCE_SUFFIX) !== ctx.testMode)
    throw new ApiError(400, TRANSFER_MESSAGES.referenceMode);
}

export function bankFor(code: string, accountNumber: string, currency?: string): Bank {
  const bank = bankByCode(code);
  const problem = accountNumberProblem(bank, accountNumber);
  if (problem || !bank) throw new ApiError(400, problem ?? 'Bank is invalid');
  const currencyProblem = currency === undefined ? null : bankCurrencyProblem(bank, currency);
  if (currencyProblem) throw new ApiError(400, currencyProblem);
  return bank;
}

/** The payout product's single-transaction limit of the currency (0 or none: no limit). */
export async function assertWithinLimit(tx: Tx, accountId: number, currency: string, amount: number): Promise<void> {
  const [limit] = await tx
    .select({ value: payoutLimits.singleTransactionLimit })
    .from(payoutLimits)
    .where(
      and(
        eq(payoutLimits.accountId, accountId),
        eq(payoutLimits.productId, PAYOUT_PRODUCT_ID),
        eq(payoutLimits.currency, currency),
      ),
    );
  if (limit && limit.value > 0 && amount > limit.value) {
    throw new ApiError(400, payoutLimitMessage(currency, limit.value));
  }
}

export async function assertWallet(tx: Tx, accountId: number, currency: string, debitCurrency: string): Promise<void> {
  if (currency !== debitCurrency) throw new ApiError(400, 'Debit currency must be the currency of the transfer');
  const [wallet] = await tx
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, debitCurrency)));
  if (!wallet) throw new ApiError(400, `This business has no ${debitCurrency} balance to debit`);
}

export async function assertPurposeCode(tx: Tx, currency: string, meta: TransferMeta | undefined): Promise<void> {
  const code = meta?.purpose_code;
  if (!code) return;
  const [row] = await tx
    .select({ code: purposeCodes.code })
    .from(purposeCodes)
    .where(and(eq(purposeCodes.currency, currency), eq(purposeCodes.code, code), eq(purposeCodes.isActive, true)))
    .limit(1);
  if (!row) throw new ApiError(400, 'Purpose code is invalid');
}
