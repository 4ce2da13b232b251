import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type * as v from 'valibot';
import { currencyOfCountry } from '../../contract/countries';
import type { FixtureRequest, FixtureResponse } from '../../contract/sandbox';
import { nubanCheckDigit, PAYOUT_PRODUCT_ID } from '../../contract/transfers';
import { hashPassword } from '../auth/crypto';
import type { Db } from '../db/client';
import {
  accounts,
  beneficiaries,
  chargebackFines,
  chargebacks,
  compliance,
  coupons,
  customers,
  loanOffers,
  memberships,
  merchantKeys,
  merchantPreferences,
  payoutLimits,
  productCategories,
  products,
  settlementAccounts,
  settlements,
  storeAnnouncements,
  stores,
  transactionLimits,
  transactions,
  transfers,
  users,
  walletEntries,
  wallets,
} from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import {
  clock,
  customersSinceFirstPayment,
  generator,
  makeCustomers,
  makeSettlements,
  makeTransactions,
} from '../db/seed-demo';
import { ROLE_IDS } from '../modules/access';

const CHARGEBACK_REASONS = ['Unrecognised transaction', 'Goods not received', 'Duplicate charge'] as const;

/**
 * Sandbox fixtures: a whole new business per call, with its own users (password DEMO_PASSWORD) and
 * data, so journeys that change state (approvals, compliance, sign-in codes, mode switches) never
 * share it with another journey running at the same time, and a retry starts from fresh data.
 */

type Request = v.InferOutput<typeof FixtureRequest>;
type Answer = v.InferOutput<typeof FixtureResponse>;

const FIRST = ['Adaeze', 'Tunde', 'Ngozi', 'Kwame', 'Zanele', 'Wanjiru', 'Emeka', 'Funmi', 'Yaw', 'Halima'];
const LAST = ['Okonkwo', 'Adebayo', 'Bello', 'Mensah', 'Dlamini', 'Kamau', 'Eze', 'Balogun', 'Owusu', 'Musa'];
const REJECTION = 'Certificate of incorporation is unreadable';
const CITIES: Record<string, [state: string, city: string, address: string]> = {
  NG: ['Lagos', 'Ikeja', '3 Allen Avenue, Ikeja, Lagos'],
  GH: ['Greater Accra', 'Accra', '9 Cantonments Road, Accra'],
  KE: ['Nairobi', 'Nairobi', '14 Kenyatta Avenue, Nairobi'],
  ZA: ['Western Cape', 'Cape Town', '22 Bree Street, Cape Town'],
};
/** Opening balances of an approved business's wallets, in minor units. */
const OPENING: Record<string, number> = { NGN: 5_000_000_000, USD: 2_500_000, GHS: 10_000_000, KES: 50_000_000 };
const BENEFICIARIES: [string, string, string][] = [
  ['Chinedu Okoro', '058', 'Guaranty Trust Bank'],
  ['Halima Bello', '057', 'Zenith Bank'],
  ['Swift Dispatch Ltd', '044', 'Access Bank'],
];
const DAY_MS = 86_400_000;

/** One scrypt hash serves every fixture user (same password, and sign-in checks only the hash). */
let passwordHash: Promise<string> | undefined;

const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
const invalidNuban = (bankCode: string, serial: string) =>
  `${serial}${((nubanCheckDigit(bankCode, serial) ?? 0) + 1) % 10}`;
const isAdmin = (role: string) => role === 'Owner' || role === 'Admin' || role === 'v2-Admin';

export async function makeFixture(db: Db, body: Request): Promise<Answer> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const hash = await passwordHash;
  const suffix = randomBytes(4).toString('hex');
  const g = generator(Number.parseInt(suffix, 16));
  const c = clock(Date.now());
  const country = body.business?.country ?? 'NG';
  const type = body.business?.type ?? 'business';
  const status = body.business?.compliance ?? 'AA';
  const approved = status === 'AA';
  const live = body.business?.live ?? approved;
  const currency = currencyOfCountry(country);
  const people = body.users.map((u, i) => ({
    ...u,
    first: FIRST[(i + g.int(0, 9)) % FIRST.length]!,
    last: LAST[g.int(0, LAST.length - 1)]!,
    totp: u.two_factor === 'totp' ? new Secret({ size: 20 }).base32 : null,
  }));
  const owner = people[0]!;
  const businessName = type === 'individual' ? `${owner.first} ${owner.last}` : `Fixture ${suffix.toUpperCase()} Ltd`;
  const [state, city, address] = CITIES[country]!;

  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        businessName,
        businessEmail: `business-${suffix}@fixture.test`,
        country,
        currency,
        businessAddress: status === 'none' ? null : address,
        contactPerson: `${owner.first} ${owner.last}`,
        merchantEnv: live ? 'prod' : 'test',
        complianceStatus: status === 'none' ? 'IR' : status,
        rejectionReason: status === 'RE' ? REJECTION : null,
        merchantId: approved ? `FX${suffix.toUpperCase()}` : null,
        createdAt: c.at(120),
        regMeta: [
          { name: 'business_type', value: type },
          ...(status === 'none'
            ? []
            : [
                { name: 'state', value: state },
                { name: 'city', value: city },
                { name: 'business_address', value: address },
              ]),
          ...(body.business?.industry ? [{ name: 'industry', value: body.business.industry }] : []),
        ],
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.update(accounts).set({ parentAccountId: accountId }).where(sql`id = ${accountId}`);

    const made: Answer['users'] = [];
    for (const [i, person] of people.entries()) {
      const email = `${person.role.toLowerCase()}${i > 0 ? i : ''}-${suffix}@fixture.test`;
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: hash,
          firstName: person.first,
          lastName: person.last,
          isActivated: person.activated ?? true,
          hasProductAccess: person.access ?? true,
          totpSecret: person.totp,
        })
        .returning({ id: users.id });
      const creator = i === 0;
      await tx.insert(memberships).values({
        accountId,
        userId: user!.id,
        role: person.role,
        roleId: creator ? null : (ROLE_IDS[person.role] ?? null),
        isOwner: person.role === 'Owner',
      });
      made.push({
        id: user!.id,
        email,
        role: person.role,
        first_name: person.first,
        last_name: person.last,
        totp_secret: person.totp,
      });
    }

    const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}-X`;
    await tx.insert(merchantKeys).values({
      accountId,
      testKey: secret('FLWPUBK_TEST'),
      testSecret: secret('FLWSECK_TEST'),
      liveKey: approved ? secret('FLWPUBK') : null,
      liveSecret: approved ? secret('FLWSECK') : null,
    });
    const preferences: Record<string, string> = {
      ...(approved ? { setup_complete: '1', transfer_alert: '1', allow_dashboard_toggle: '1' } : {}),
      ...(people.some((p) => p.two_factor === 'email') ? { require_2factor: '1' } : {}),
      ...body.business?.preferences,
    };
    const prefRows = Object.entries(preferences).map(([settingName, preferenceValue]) => ({
      accountId,
      settingName,
      preferenceValue,
    }));
    if (prefRows.length > 0) await tx.insert(merchantPreferences).values(prefRows);

    const submitted = status !== 'none';
    const review = { AA: 'approved', IR: 'in-review', RE: 'rejected', none: undefined }[status];
    await tx
      .insert(compliance)
      .values({ accountId, filled: submitted, completed: submitted, info: review ? { status: review } : {} });

    // Wallets: an approved business holds an opening balance, credited once in its ledger.
    const currencies = approved && currency === 'NGN' ? ['NGN', 'USD'] : [currency];
    for (const cur of currencies) {
      const balance = approved ? (OPENING[cur] ?? 0) : 0;
      await tx.insert(wallets).values({ accountId, currency: cur, ledgerBalance: balance, availableBalance: balance });
      if (balance > 0) {
        await tx.insert(walletEntries).values({
          accountId,
          currency: cur,
          amount: balance,
          balanceAfter: balance,
          type: 'C',
          narration: 'Settlement to wallet',
          reference: `FXO${cur}${suffix.toUpperCase()}`,
          createdAt: c.at(30),
        });
      }
    }
    // Capital: an open loan offer of 1,000,000 at 5 % over 3 months, in the business's currency.
    if (body.business?.loan_offer) {
      await tx.insert(loanOffers).values({
        offerId: `OFR-FX-${suffix.toUpperCase()}`,
        accountId,
        amount: 100_000_000,
        currency,
        interestRateBp: 500,
        tenor: 3,
        tenorUnit: 'months',
        status: 'open',
      });
    }
    if (approved) {
      await tx
        .insert(transactionLimits)
        .values({ accountId, entity: 'currency', entityValue: currency, limitDaily: 0 });
      await tx.insert(payoutLimits).values(
        currencies.map((cur) => ({
          accountId,
          productId: PAYOUT_PRODUCT_ID,
          currency: cur,
          singleTransactionLimit: cur === 'USD' ? 1_000_000 : 500_000_000,
        })),
      );
      if (country === 'NG') {
        await tx.insert(settlementAccounts).values({
          accountId,
          accountNumber: nuban('058', g.digits(9)),
          bankCode: '058',
          bankName: 'Guaranty Trust Bank',
          accountName: businessName.toUpperCase(),
          country,
          isDefault: true,
          accountMeta: [
            { name: 'phoneNumber', value: '+2348012345678' },
            { name: 'phoneNumberIsVerified', value: '1' },
          ],
        });
        await tx.insert(beneficiaries).values(
          BENEFICIARIES.map(([fullName, bankCode, bankName]) => ({
            accountId,
            fullName,
            bankCode,
            bankName,
            accountNumber: nuban(bankCode, g.digits(9)),
            currency: 'NGN',
          })),
        );
      }
    }

    const successfulPayments: { reference: string; amount: number }[] = [];
    if (body.payments) {
      const customerRows = makeCustomers(g, c, accountId, 0, Math.max(1, Math.ceil(body.payments / 5)), 90).map(
        ({ id: _id, ...row }) => row,
      );
      const stored = await tx
        .insert(customers)
        .values(customerRows)
        .returning({ id: customers.id, fullname: customers.fullname, email: customers.email, city: customers.city });
      const paid = makeTransactions(g, c, {
        accountId,
        firstId: 0,
        count: body.payments,
        days: 90,
        currency,
        min: 1_500,
        max: 250_000,
        customers: stored.map((s) => ({ ...s, city: s.city ?? '' })),
        refPrefix: `F${suffix.slice(0, 3).toUpperCase()}`,
      });
      // The newest two were paid minutes ago, so "today" and "this month" hold a payment at any hour.
      for (const [i, row] of paid.slice(0, 2).entries()) {
        Object.assign(row, { status: 'successful', currency, createdAt: new Date(Date.now() - (i + 1) * 60_000) });
      }
      successfulPayments.push(...paid.filter((p) => p.status === 'successful' && p.currency === currency));
      for (let i = 0; i < paid.length; i += 500) {
        await tx.insert(transactions).values(paid.slice(i, i + 500).map(({ id: _id, ...row }) => row));
      }
      await customersSinceFirstPayment(tx, [accountId]);
      const weekly = makeSettlements(c, accountId, 0, paid, 13).map(({ id: _id, ...row }) => row);
      if (weekly.length > 0) await tx.insert(settlements).values(weekly);
      // As the demo seed does: each successful payment points at the settlement that paid it.
      await tx.execute(sql`
        UPDATE transactions t SET settlement_id = s.id FROM settlements s
        WHERE t.account_id = ${accountId} AND s.account_id = ${accountId} AND t.currency = s.currency
          AND t.status = 'successful' AND t.created_at >= s.created_at - interval '7 days' AND t.created_at < s.created_at`);
    }

    // Transfers are started by the first member who is not an approver, as four eyes expect.
    const initiator = made.find((u) => !isAdmin(u.role)) ?? made[0]!;
    const transfer = async (i: number, status: 'NEW' | 'FAILED'): Promise<Answer['awaiting_approval'][number]> => {
      const [fullname, bankCode, bankName] = BENEFICIARIES[i % BENEFICIARIES.length]!;
      const row = {
        accountId,
        currency,
        debitCurrency: currency,
        amount: (i + 1) * 1_250_000 + g.int(1, 99) * 100,
        fee: 5_375,
        status,
        narration: `${status === 'NEW' ? 'Supplier payment' : 'Logistics'} ${i + 1} ${suffix}`,
        fullname,
        // Every second failed transfer went to an account number that is not valid, which no retry can mend.
        accountNumber:
          status === 'FAILED' && i % 2 === 1 ? invalidNuban(bankCode, g.digits(9)) : nuban(bankCode, g.digits(9)),
        bankCode,
        bankName,
        reference: `TRF${suffix.toUpperCase()}${status === 'NEW' ? 'A' : 'F'}${String(i).padStart(2, '0')}`,
        requiresApproval: status === 'NEW',
        initiatedBy: initiator.id,
        completeMessage: status === 'FAILED' ? 'DISBURSE FAILED: Insufficient funds in customer wallet' : '',
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000 - DAY_MS),
      };
      const [stored] = await tx.insert(transfers).values(row).returning({ id: transfers.id });
      return {
        id: stored!.id,
        reference: row.reference,
        narration: row.narration,
        amount: row.amount,
        currency,
        fullname,
      };
    };
    const awaiting = [];
    for (let i = 0; i < (body.awaiting_approval ?? 0); i++) awaiting.push(await transfer(i, 'NEW'));
    const failed = [];
    for (let i = 0; i < (body.failed_transfers ?? 0); i++) failed.push(await transfer(i, 'FAILED'));

    let storeSlug: string | null = null;
    if (body.store) {
      storeSlug = `store-${accountId}`;
      await tx
        .insert(stores)
        .values({ accountId, name: `${businessName} Store`, slug: storeSlug, currency, shippingFee: 150_000 });
      const [bags, scarves] = await tx
        .insert(productCategories)
        .values([
          { accountId, name: 'Bags', position: 0 },
          { accountId, name: 'Scarves', position: 1 },
        ])
        .returning({ id: productCategories.id });
      const product = { accountId, channel: 'store' as const, currency, status: 'published' as const };
      await tx.insert(products).values([
        { ...product, name: 'Ankara tote', price: 1_200_000, stock: 5, categoryId: bags!.id },
        { ...product, name: 'Adire scarf', price: 850_000, stock: 1, categoryId: scarves!.id },
      ]);
    }
    if (body.store && body.promotions) {
      // A coupon and a notice a customer meets on the storefront.
      await tx.insert(coupons).values({
        accountId,
        code: 'WELCOME10',
        type: 'percent',
        value: 10,
        currency,
        startsAt: new Date(Date.now() - DAY_MS),
      });
      await tx
        .insert(storeAnnouncements)
        .values({ accountId, message: 'Free gift wrapping this week', showFrom: new Date(Date.now() - DAY_MS) });
    }

    // Chargebacks awaiting an answer, due in three days: on the newest payments, else on references of their own.
    const disputed = Array.from({ length: body.chargebacks ?? 0 }, (_, i) => ({
      accountId,
      transactionReference: successfulPayments[i]?.reference ?? `FXCB${suffix.toUpperCase()}${i + 1}`,
      amount: successfulPayments[i]?.amount ?? 500_000,
      currency,
      status: 'initiated' as const,
      reason: CHARGEBACK_REASONS[i % CHARGEBACK_REASONS.length]!,
      dueDate: new Date(Date.now() + 3 * 86_400_000),
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    }));
    const chargebackIds =
      disputed.length > 0
        ? (await tx.insert(chargebacks).values(disputed).returning({ id: chargebacks.id })).map((r) => r.id)
        : [];
    const fines = Array.from({ length: body.chargeback_fines ?? 0 }, (_, i) => ({
      accountId,
      chargebackId: chargebackIds[i] ?? null,
      transactionReference: chargebackIds[i] === undefined ? null : disputed[i]!.transactionReference,
      scheme: 'Visa',
      reason: 'Late response to a chargeback',
      amount: 100_000,
      currency,
      dueDate: new Date(Date.now() + 10 * 86_400_000),
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    }));
    const fineIds =
      fines.length > 0
        ? (await tx.insert(chargebackFines).values(fines).returning({ id: chargebackFines.id })).map((r) => r.id)
        : [];

    return {
      account_id: accountId,
      business_name: businessName,
      merchant_id: approved ? `FX${suffix.toUpperCase()}` : null,
      password: DEMO_PASSWORD,
      users: made,
      awaiting_approval: awaiting,
      failed_transfers: failed,
      store_slug: storeSlug,
      chargeback_ids: chargebackIds,
      fine_ids: fineIds,
    };
  });
}
