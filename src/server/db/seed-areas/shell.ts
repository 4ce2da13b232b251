import { compliance, merchantPreferences, settlementAccounts, transactionLimits, wallets } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

const PREFERENCES: Record<number, Record<string, string>> = {
  [ACCOUNT.demoStores]: {
    bills_enabled: '1',
    capital_enabled: '1',
    enabled_for_payroll: '1',
    instagram_store_enabled: '1',
    merchant_can_make_posrequests: '1',
    hook_as_json: '1',
    cache_hook_data_on_error: '1',
    can_use_v3_webhook: '1',
  },
};

/** Merchant preferences, compliance, daily limits, wallets and settlement banks. */
export async function seedAccountSettings(s: DemoSeed): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;

  for (const [accountId, prefs] of Object.entries(PREFERENCES)) {
    for (const [settingName, preferenceValue] of Object.entries(prefs)) {
      await tx
        .insert(merchantPreferences)
        .values({ accountId: Number(accountId), settingName, preferenceValue })
        .onConflictDoNothing();
    }
  }

  // Compliance: filled (some section submitted) and completed (every section).
  await tx.insert(compliance).values([
    { accountId: A.demoStores, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.demoEvents, filled: true, completed: true, info: { status: 'in-review' } },
    { accountId: A.demoFoods, filled: true, completed: true, info: { status: 'rejected' } },
    { accountId: A.demoTravel, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.demoGadgets, filled: true, completed: true, info: { status: 'approved' } },
    { accountId: A.unverified, filled: false, completed: false },
    { accountId: A.newbie, filled: false, completed: false },
    { accountId: A.demoCape, filled: true, completed: true, info: { status: 'in-review' } },
    { accountId: A.noAccess, filled: false, completed: false },
  ]);

  // Daily limits of the approved accounts (0 = Unlimited); the others follow the type/status default.
  await tx.insert(transactionLimits).values([
    { accountId: A.demoStores, entity: 'currency', entityValue: 'NGN', limitDaily: 0 },
    { accountId: A.demoTravel, entity: 'currency', entityValue: 'NGN', limitDaily: 0 },
    { accountId: A.demoGadgets, entity: 'currency', entityValue: 'GHS', limitDaily: 0 },
  ]);

  // Wallets: ledger balance and available balance, in minor units.
  await tx.insert(wallets).values([
    { accountId: A.demoStores, currency: 'NGN', ledgerBalance: 4_825_075_035, availableBalance: 4_612_950_035 },
    { accountId: A.demoStores, currency: 'USD', ledgerBalance: 1_254_300, availableBalance: 1_198_050 },
    { accountId: A.demoEvents, currency: 'NGN', ledgerBalance: 35_000_000, availableBalance: 35_000_000 },
    { accountId: A.demoFoods, currency: 'KES', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.demoTravel, currency: 'NGN', ledgerBalance: 1_893_420_000, availableBalance: 1_850_000_000 },
    { accountId: A.demoGadgets, currency: 'GHS', ledgerBalance: 8_754_210, availableBalance: 8_700_000 },
    { accountId: A.unverified, currency: 'NGN', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.newbie, currency: 'NGN', ledgerBalance: 0, availableBalance: 0 },
    { accountId: A.demoCape, currency: 'ZAR', ledgerBalance: 0, availableBalance: 0 },
  ]);

  // Settlement bank accounts. Demo Gadgets (AA) has none: the add-a-bank banner shows there.
  await tx.insert(settlementAccounts).values([
    {
      id: 1,
      accountId: A.demoStores,
      accountNumber: '0123456789',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountName: 'DEMO STORES LTD',
      country: 'NG',
      isDefault: true,
      accountMeta: [
        { name: 'phoneNumber', value: '+2348012345678' },
        { name: 'phoneNumberIsVerified', value: '1' },
      ],
      createdAt: c.at(380),
    },
    {
      id: 2,
      accountId: A.demoTravel,
      accountNumber: '2034567891',
      bankCode: '057',
      bankName: 'Zenith Bank',
      accountName: 'DEMO TRAVEL',
      country: 'NG',
      isDefault: true,
      createdAt: c.at(300),
    },
    {
      id: 3,
      accountId: A.demoEvents,
      accountNumber: '1029384756',
      bankCode: '044',
      bankName: 'Access Bank',
      accountName: 'DEMO EVENTS CO',
      country: 'NG',
      isDefault: true,
      createdAt: c.at(200),
    },
  ]);
}
