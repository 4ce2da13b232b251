import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type AccountUpdateRequest,
  MODE_MESSAGES,
  NEW_BUSINESS_MESSAGES,
  NO_INDIVIDUAL_COUNTRIES,
  type NewBusinessRequest,
} from '../../../contract/accounts';
import { currencyOfCountry, WALLET_CURRENCIES } from '../../../contract/countries';
import { businessTypeOf } from '../../../contract/merchant';
import { isAdminRole, isAccountCreator } from '../../../contract/roles';
import { isToggleAllowed } from '../../../contract/rules';
import type { Db } from '../../db/client';
import {
  accounts,
  compliance,
  memberships,
  merchantKeys,
  merchantPreferences,
  settlementAccounts,
  transactionLimits,
  wallets,
} from '../../db/schema';
import { grantNewBusinessPass } from '../../auth/new-business-pass';
import { ApiError, type SessionInfo } from '../../http';
import { rewardReferrer } from '../../referral-rewards';
import { membershipOn, membershipsOf } from '../access';
import { accountOf } from '../../tenancy';

/**
 * GET v2/accounts: every business the user belongs to, with role, merchant id and type.
 * The current one is included (the switcher's caption reads it) and the switcher omits
 * it from the list it shows (spec 1 §2).
 */
export async function subAccounts(db: Db, session: SessionInfo) {
  accountOf(session);
  const rows = await membershipsOf(db, session.userId);
  return rows.map(({ account, membership }) => ({
    id: account.id,
    business_name: account.businessName,
    role: membership.role,
    merchant_id: account.merchantId,
    business_type: businessTypeOf(account.regMeta),
  }));
}

const key = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}-X`;

/**
 * POST merchant/accounts/new (spec 2 §3, §5): only the account creator may add a business.
 * The new business belongs to the same main account, starts in test mode and in review,
 * with the user as its Owner; copy_parent copies the main account's preferences and bank.
 */
/** Namespace of the advisory lock a user's new business takes (the second half is the user's id). */
const NEW_BUSINESS_LOCK_SPACE = 7202;

export async function newBusiness(db: Db, session: SessionInfo, body: v.InferOutput<typeof NewBusinessRequest>) {
  const currentId = accountOf(session);
  const current = await membershipOn(db, session.userId, currentId);
  if (!current) throw new ApiError(403, 'You do not have access to this business');
  if (!isAccountCreator(current.membership.roleId)) {
    throw new ApiError(403, 'Only the account creator can add a business');
  }
  const businessType = body.reg_meta[0].value;
  if (businessType === 'individual' && (NO_INDIVIDUAL_COUNTRIES as readonly string[]).includes(body.country)) {
    throw new ApiError(400, NEW_BUSINESS_MESSAGES.noType);
  }
  if (
    body.currency !== currencyOfCountry(body.country) &&
    !(WALLET_CURRENCIES as readonly string[]).includes(body.currency)
  ) {
    throw new ApiError(400, 'Currency is invalid');
  }
  const mainId = current.account.parentAccountId ?? current.account.id;

  return db.transaction(async (tx) => {
    // One new business per user at a time (a lock per user until this transaction ends), so that two
    // racing requests cannot both find the name free.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEW_BUSINESS_LOCK_SPACE}, ${session.userId})`);
    const owned = await membershipsOf(tx, session.userId);
    if (owned.some(({ account }) => account.businessName.toLowerCase() === body.business_name.toLowerCase())) {
      throw new ApiError(409, 'You already have a business with this name');
    }
    const [created] = await tx
      .insert(accounts)
      .values({
        businessName: body.business_name,
        businessEmail: body.business_email,
        country: body.country,
        currency: body.currency,
        contactPerson: body.contact_person || null,
        parentAccountId: mainId,
        merchantEnv: 'test',
        complianceStatus: 'IR',
        regMeta: [{ name: 'business_type', value: businessType }],
      })
      .returning({ id: accounts.id, businessName: accounts.businessName });
    if (!created) throw new Error('The new business was not stored');
    await tx
      .insert(memberships)
      .values({ accountId: created.id, userId: session.userId, role: 'Owner', roleId: null, isOwner: true });
    await grantNewBusinessPass(tx, session.userId, created.id);
    await tx
      .insert(merchantKeys)
      .values({ accountId: created.id, testKey: key('FLWPUBK_TEST'), testSecret: key('FLWSECK_TEST') });
    await tx.insert(wallets).values({ accountId: created.id, currency: body.currency });
    await tx.insert(compliance).values({ accountId: created.id });
    if (body.copy_parent) {
      // The same account settings as the main account; sign-in security stays per business.
      await tx.execute(sql`
        INSERT INTO merchant_preferences (account_id, setting_name, preference_value)
        SELECT ${created.id}, setting_name, preference_value FROM merchant_preferences
        WHERE account_id = ${mainId} AND setting_name <> 'require_2factor'`);
      const banks = await tx.select().from(settlementAccounts).where(eq(settlementAccounts.accountId, mainId));
      for (const { id: _id, createdAt: _at, ...bank } of banks) {
        await tx.insert(settlementAccounts).values({ ...bank, accountId: created.id });
      }
    }
    return { id: created.id, business_name: created.businessName };
  });
}

/**
 * POST merchant/accounts/update: the test/live switch (spec 1 §4). Only approved (AA)
 * accounts may switch, only when allow_dashboard_toggle is 1 or unset, and only admins.
 */
export async function accountUpdate(db: Db, session: SessionInfo, body: v.InferOutput<typeof AccountUpdateRequest>) {
  const accountId = accountOf(session);
  if (!isAdminRole(session.role)) {
    throw new ApiError(403, 'Only an Owner or Admin can switch between test and live mode');
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Not found');
  if (account.complianceStatus !== 'AA') {
    throw new ApiError(403, 'Your account must be approved before you can switch between test and live mode');
  }
  const [toggle] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(
      and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, 'allow_dashboard_toggle')),
    );
  if (!isToggleAllowed(toggle?.value)) {
    throw new ApiError(403, 'Switching between test and live mode is turned off for this account');
  }
  const env = body.merchant_status;
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ merchantEnv: env }).where(eq(accounts.id, accountId));
    if (env === 'prod') {
      // Live keys exist once an account goes live.
      await tx
        .update(merchantKeys)
        .set({ liveKey: key('FLWPUBK'), liveSecret: key('FLWSECK') })
        .where(and(eq(merchantKeys.accountId, accountId), sql`${merchantKeys.liveKey} IS NULL`));
      // A business that was referred earns its referrer the reward the first time it goes live.
      await rewardReferrer(tx, account.businessEmail);
    }
  });
  return { data: { merchant_env: env }, message: env === 'prod' ? MODE_MESSAGES.live : MODE_MESSAGES.test };
}

/**
 * POST v2/merchant/transaction_limits: limits set for the account. limit_daily is in whole
 * NGN as dailyLimitText reads it (0 = Unlimited); an empty list means the type/status default.
 */
export async function limits(db: Db, session: SessionInfo) {
  return db
    .select({
      entity: transactionLimits.entity,
      entity_value: transactionLimits.entityValue,
      limit_daily: transactionLimits.limitDaily,
    })
    .from(transactionLimits)
    .where(eq(transactionLimits.accountId, accountOf(session)))
    .orderBy(asc(transactionLimits.entity), asc(transactionLimits.entityValue));
}

/** POST v2/merchant/wallets: ledger and available balances, the account's own currency first. */
export async function walletList(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  // The account's own currency first: one statement, the account joined rather than read before.
  const rows = await db
    .select({
      currency: wallets.currency,
      ledgerBalance: wallets.ledgerBalance,
      availableBalance: wallets.availableBalance,
    })
    .from(wallets)
    .innerJoin(accounts, eq(accounts.id, wallets.accountId))
    .where(eq(wallets.accountId, accountId))
    .orderBy(sql`${wallets.currency} = ${accounts.currency} DESC`, asc(wallets.currency));
  return rows.map((w) => ({
    wallet_currency_code: w.currency,
    balance: w.ledgerBalance,
    available_balance: w.availableBalance,
  }));
}
