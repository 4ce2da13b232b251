import { and, asc, eq, ne } from 'drizzle-orm';
import {
  type AddSettlementAccountRequest,
  SETTLEMENT_ACCOUNT_MESSAGES,
  type SettlementAccountChangeRequest,
} from '../../../contract/settlement-accounts';
import { bankByCode, TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Actor } from '../../audit';
import type { Db, Tx } from '../../db/client';
import { accounts, settlementAccounts } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { resolveAccountName } from '../../sandbox/bank-directory';
import { accountOf } from '../../tenancy';
import { settlementRefusal } from '../../../contract/settlement-preferences';
import { acceptedSettlementOf, auditedAccount, withOwnerCode } from './service';

type Row = typeof settlementAccounts.$inferSelect;

/** The shape of GET merchant/config/settlement/account's entries. */
const listed = (r: Row) => ({
  id: r.id,
  account_number: r.accountNumber,
  bank_code: r.bankCode,
  bank_name: r.bankName,
  account_name: r.accountName,
  country: r.country,
  is_default: r.isDefault,
});

/** One of this business's accounts, locked for the change; another business's id is a 404. */
async function ownAccount(tx: Tx, accountId: number, id: number, lock: boolean): Promise<Row> {
  const query = tx
    .select()
    .from(settlementAccounts)
    .where(and(eq(settlementAccounts.id, id), eq(settlementAccounts.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'Bank account not found');
  return row;
}

/**
 * merchant/config/settlement/account/add: the account's holder is resolved again here, so the name the
 * owners are mailed and settlements are paid under is the bank's, never one typed by the user.
 */
export async function addSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: AddSettlementAccountRequest,
) {
  const accountId = accountOf(session);
  const check = async (tx: Tx) => {
    const [business] = await tx.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
    const bank = bankByCode(body.bankCode);
    if (!bank || bank.country !== business?.country) throw new ApiError(400, TRANSFER_MESSAGES.resolveNoBank);
    const refusal = settlementRefusal(await acceptedSettlementOf(tx, accountId, business.country), bank);
    if (refusal) throw new ApiError(400, refusal);
    const resolved = resolveAccountName(bank, body.accountNumber);
    if ('problem' in resolved) throw new ApiError(400, resolved.problem);
    if (resolved.name.toUpperCase() !== body.accountName.toUpperCase())
      throw new ApiError(400, SETTLEMENT_ACCOUNT_MESSAGES.nameMismatch);
    const [same] = await tx
      .select({ id: settlementAccounts.id })
      .from(settlementAccounts)
      .where(
        and(
          eq(settlementAccounts.accountId, accountId),
          eq(settlementAccounts.bankCode, bank.code),
          eq(settlementAccounts.accountNumber, body.accountNumber),
        ),
      );
    if (same) throw new ApiError(409, SETTLEMENT_ACCOUNT_MESSAGES.duplicate);
    return {
      bank,
      business: business!,
      target: { bankCode: bank.code, accountNumber: body.accountNumber, accountName: resolved.name },
    };
  };
  const existing = await db.$count(settlementAccounts, eq(settlementAccounts.accountId, accountId));
  // A business's first account is where it is paid, whatever was asked.
  const makeDefault = body.isDefault === 1 || existing === 0;
  const row = await withOwnerCode(
    db,
    session,
    body.otp,
    makeDefault ? 'pay' : 'add',
    async (tx) => (await check(tx)).target,
    async (tx) => {
      const { bank, business, target } = await check(tx);
      if (makeDefault) {
        await tx
          .update(settlementAccounts)
          .set({ isDefault: false })
          .where(eq(settlementAccounts.accountId, accountId));
      }
      const [inserted] = await tx
        .insert(settlementAccounts)
        .values({
          accountId,
          accountNumber: target.accountNumber,
          bankCode: bank.code,
          bankName: bank.name,
          accountName: target.accountName,
          country: business.country,
          isDefault: makeDefault,
        })
        .returning();
      return inserted!;
    },
    {
      actor,
      action: makeDefault ? 'settlement_account.default_set' : 'settlement_account.added',
      data: auditedAccount,
    },
  );
  return listed(row);
}

/** merchant/config/settlement/account/default: settlements are paid to this account from now on. */
export async function setDefaultSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: SettlementAccountChangeRequest,
) {
  const accountId = accountOf(session);
  const check = async (tx: Tx, lock: boolean) => {
    const row = await ownAccount(tx, accountId, body.accountId, lock);
    if (row.isDefault) throw new ApiError(409, SETTLEMENT_ACCOUNT_MESSAGES.alreadyDefault);
    return row;
  };
  const row = await withOwnerCode(
    db,
    session,
    body.otp,
    'pay',
    (tx) => check(tx, false),
    async (tx) => {
      const row = await check(tx, true);
      await tx
        .update(settlementAccounts)
        .set({ isDefault: false })
        .where(and(eq(settlementAccounts.accountId, accountId), ne(settlementAccounts.id, row.id)));
      const [updated] = await tx
        .update(settlementAccounts)
        .set({ isDefault: true })
        .where(eq(settlementAccounts.id, row.id))
        .returning();
      return updated!;
    },
    { actor, action: 'settlement_account.default_set', data: auditedAccount },
  );
  return listed(row);
}

/** merchant/config/settlement/account/remove: never the default, so a business is never left unpaid. */
export async function removeSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: SettlementAccountChangeRequest,
) {
  const accountId = accountOf(session);
  const check = async (tx: Tx, lock: boolean) => {
    const row = await ownAccount(tx, accountId, body.accountId, lock);
    if (row.isDefault) throw new ApiError(409, SETTLEMENT_ACCOUNT_MESSAGES.removeDefault);
    return row;
  };
  const row = await withOwnerCode(
    db,
    session,
    body.otp,
    'remove',
    (tx) => check(tx, false),
    async (tx) => {
      const row = await check(tx, true);
      await tx.delete(settlementAccounts).where(eq(settlementAccounts.id, row.id));
      return row;
    },
    { actor, action: 'settlement_account.removed', data: auditedAccount },
  );
  return { id: row.id };
}

/** The business's accounts, default first (for tests and the list). */
export async function settlementAccountsOf(db: Db, accountId: number) {
  return (
    await db
      .select()
      .from(settlementAccounts)
      .where(eq(settlementAccounts.accountId, accountId))
      .orderBy(asc(settlementAccounts.id))
  ).map(listed);
}
