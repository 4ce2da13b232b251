import { and, asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type AccountResolveRequest,
  type AccountResolveResponse,
  BANKS,
  type Bank,
  bankByCode,
  type FederatorRequest,
  PAYOUT_PRODUCT_ID,
  type PayoutLimitEntry,
  type PurposeCode,
  TRANSFER_MESSAGES,
  type WalletHistoryQuery,
} from '../../../contract/transfers';
import type { Db } from '../../db/client';
import { payoutLimits, purposeCodes, walletEntries, whitelabels } from '../../db/schema';
import { walletEntryOut } from '../../wallet';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf, accountPage } from '../../tenancy';
import { resolveAccountName } from '../../transfers-core/sandbox-bank';
import { listAnswer } from '../../paging';

/** GET v2/banks/:country (ISO code, upper case): the country's banks and mobile-money operators. */
export async function banksOf(db: Db, country: string): Promise<Bank[]> {
  // A white-label may restrict the banks offered (spec 2 §6 banks_allowed).
  const [brand] = await db
    .select({ allowed: whitelabels.banksAllowed })
    .from(whitelabels)
    .where(eq(whitelabels.id, 'default'));
  const allowed = brand?.allowed && brand.allowed.length > 0 ? new Set(brand.allowed) : null;
  const banks = BANKS.filter((b) => b.country === country && (!allowed || allowed.has(b.code)));
  if (banks.length === 0) throw new ApiError(404, 'No banks are available for this country');
  return banks;
}

/** POST account/resolve with the spec's messages (spec 2 §8 account resolve). */
export function resolveAccount(body: v.InferOutput<typeof AccountResolveRequest>): AccountResolveResponse {
  const bankCode = body.destbankcode ?? '';
  const account = body.recipientaccount ?? '';
  if (bankCode === '' && account === '') throw new ApiError(400, TRANSFER_MESSAGES.resolveNeither);
  if (account === '') throw new ApiError(400, TRANSFER_MESSAGES.resolveNoAccount);
  if (bankCode === '') throw new ApiError(400, TRANSFER_MESSAGES.resolveNoBank);
  const bank = bankByCode(bankCode);
  if (!bank) throw new ApiError(400, TRANSFER_MESSAGES.resolveFailed, undefined, { reason: 'Bank is invalid' });
  const resolved = resolveAccountName(bank, account);
  // Spec 1 §8: exactly "Couldn't resolve account"; the reason rides along for the merchant's own server.
  if ('problem' in resolved)
    throw new ApiError(400, TRANSFER_MESSAGES.resolveFailed, undefined, { reason: resolved.problem });
  return {
    data: { responsecode: '00', accountnumber: account, accountname: resolved.name, responsemessage: 'Approved' },
  };
}

const PURPOSE_PATH = /^\/api\/v1\/channels\/disbursement\/([A-Z]{3})\/purpose-codes(?:\?type=([a-z]+))?$/;

/**
 * POST v2/services/request_federator: answers each request it knows (purpose codes per
 * currency and sender type, active ones only); others get status 404 and no data.
 */
export async function federate(db: Db, body: v.InferOutput<typeof FederatorRequest>) {
  const responses: Record<string, { status: number; response: { data: { Data: PurposeCode[] } } }> = {};
  for (const request of body.requests) {
    const match = request.payload.endpoint.match(PURPOSE_PATH);
    if (!match) {
      responses[request.id] = { status: 404, response: { data: { Data: [] } } };
      continue;
    }
    const [, currency, senderType] = match;
    const rows = await db
      .select()
      .from(purposeCodes)
      .where(
        and(
          eq(purposeCodes.currency, currency!),
          eq(purposeCodes.senderType, senderType ?? 'business'),
          eq(purposeCodes.isActive, true),
        ),
      )
      .orderBy(asc(purposeCodes.code));
    responses[request.id] = {
      status: 200,
      response: {
        data: { Data: rows.map((r) => ({ Code: r.code, Description: r.description, IsActive: r.isActive })) },
      },
    };
  }
  return { responses };
}

/** GET v2/payout-limits: the business's limits per product and currency. */
export async function payoutLimitList(db: Db, session: SessionInfo): Promise<PayoutLimitEntry[]> {
  const rows = await db
    .select()
    .from(payoutLimits)
    .where(and(eq(payoutLimits.accountId, accountOf(session)), eq(payoutLimits.productId, PAYOUT_PRODUCT_ID)))
    .orderBy(asc(payoutLimits.currency));
  return rows.map((r) => ({
    ProductId: r.productId,
    Currency: { ShortName: r.currency },
    SingleTransactionLimit: r.singleTransactionLimit,
  }));
}

/** GET v2/wallets/history: the ledger entries, newest first. */
export async function walletHistory(db: Db, session: SessionInfo, query: v.InferOutput<typeof WalletHistoryQuery>) {
  const result = await accountPage(
    db,
    walletEntries,
    session,
    query,
    [],
    [query.currency ? eq(walletEntries.currency, query.currency) : undefined],
  );
  return listAnswer('entries', result, walletEntryOut);
}
