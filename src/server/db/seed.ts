import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/crypto';
import type { Db, Tx } from './client';
import { ACCOUNT } from './seed-demo';
import { seedChargebackFines } from './seed-chargeback-fines';
import { seedPayroll } from './seed-payroll';
import { seedPromotions } from './seed-promotions';
import { seedSubaccounts } from './seed-subaccounts';
import { seedQueries } from './seed-queries';
import { seedShell } from './seed-shell';
import { seedTransfers } from './seed-transfers';
import { accounts, memberships, merchantKeys, merchantPreferences, seedSteps, users, whitelabels } from './schema';
import { SETTLEMENT_PREFERENCES } from '../../contract/settlement-preferences';

/** Every demo user's password (DEMO.md). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Fixed ids, so every machine has the same data (defined beside the area seeds that use them). */
export { ACCOUNT as DEMO_ACCOUNTS };

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
const meta = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }));
/** Deterministic bytes from a label: same salts and keys on every machine. */
const det = (label: string, length = 24) => createHash('sha256').update(`demo:${label}`).digest('hex').slice(0, length);

interface DemoUser {
  id: number;
  email: string;
  first: string;
  last: string;
  activated?: boolean;
  access?: boolean;
  totp?: string;
}

const USERS: DemoUser[] = [
  { id: 1, email: 'owner@demo.test', first: 'Ada', last: 'Okafor' },
  { id: 2, email: 'admin@demo.test', first: 'Bola', last: 'Adeyemi' },
  { id: 3, email: 'member@demo.test', first: 'Chidi', last: 'Eze' },
  { id: 4, email: 'otp@demo.test', first: 'Dayo', last: 'Balogun' },
  { id: 5, email: 'totp@demo.test', first: 'Efua', last: 'Mensah', totp: DEMO_TOTP_SECRET },
  { id: 6, email: 'unverified@demo.test', first: 'Femi', last: 'Ola', activated: false },
  { id: 7, email: 'newbie@demo.test', first: 'Grace', last: 'Nwosu' },
  { id: 8, email: 'za@demo.test', first: 'Thabo', last: 'Nkosi' },
  { id: 9, email: 'noaccess@demo.test', first: 'Ike', last: 'Obi', access: false },
];

type AccountInsert = typeof accounts.$inferInsert;
const A = ACCOUNT;
const ACCOUNTS: AccountInsert[] = [
  {
    id: A.demoStores,
    businessName: 'Demo Stores Ltd',
    businessEmail: 'hello@demostores.test',
    country: 'NG',
    currency: 'NGN',
    businessAddress: '12 Admiralty Way, Lekki, Lagos',
    contactPerson: 'Ada Okafor',
    merchantEnv: 'prod',
    complianceStatus: 'AA',
    merchantId: 'DMS20001',
    createdAt: day('2024-03-04'),
    regMeta: meta({
      business_type: 'business',
      about_business: 'Retail stores for home and office goods',
      business_website: 'https://demostores.test',
      state: 'Lagos',
      city: 'Lekki',
      business_address: '12 Admiralty Way, Lekki, Lagos',
    }),
  },
  {
    id: A.demoEvents,
    businessName: 'Demo Events Co',
    businessEmail: 'events@demostores.test',
    country: 'NG',
    currency: 'NGN',
    businessAddress: '4 Ozumba Mbadiwe Ave, Victoria Island, Lagos',
    contactPerson: 'Ada Okafor',
    merchantEnv: 'test',
    complianceStatus: 'IR',
    merchantId: 'DME20002',
    createdAt: day('2025-01-15'),
    regMeta: meta({
      business_type: 'events',
      about_business: 'Concerts and conference tickets',
      state: 'Lagos',
      city: 'Victoria Island',
    }),
  },
  {
    id: A.demoFoods,
    businessName: 'Demo Foods',
    businessEmail: 'foods@demostores.test',
    country: 'KE',
    currency: 'KES',
    businessAddress: '21 Moi Avenue, Nairobi',
    contactPerson: 'Ada Okafor',
    merchantEnv: 'test',
    complianceStatus: 'RE',
    rejectionReason: 'Certificate of incorporation is unreadable',
    merchantId: null,
    createdAt: day('2025-06-02'),
    regMeta: meta({ business_type: 'business', about_business: 'Packaged foods', state: 'Nairobi', city: 'Nairobi' }),
  },
  {
    id: A.demoTravel,
    businessName: 'Demo Travel',
    businessEmail: 'travel@demo.test',
    country: 'NG',
    currency: 'NGN',
    businessAddress: '8 Broad Street, Lagos Island',
    contactPerson: 'Dayo Balogun',
    merchantEnv: 'prod',
    complianceStatus: 'AA',
    merchantId: 'DMT20004',
    createdAt: day('2024-09-10'),
    regMeta: meta({
      business_type: 'business',
      about_business: 'Travel agency: flights and tours',
      industry: 'Travel Agencies/Tour',
      state: 'Lagos',
      city: 'Lagos Island',
    }),
  },
  {
    id: A.demoGadgets,
    businessName: 'Demo Gadgets',
    businessEmail: 'gadgets@demo.test',
    country: 'GH',
    currency: 'GHS',
    businessAddress: '5 Oxford Street, Osu, Accra',
    contactPerson: 'Efua Mensah',
    merchantEnv: 'prod',
    complianceStatus: 'AA',
    merchantId: 'DMG20005',
    createdAt: day('2024-11-20'),
    regMeta: meta({
      business_type: 'business',
      about_business: 'Phones and accessories',
      state: 'Greater Accra',
      city: 'Accra',
    }),
  },
  {
    id: A.unverified,
    businessName: 'Femi Ola Ventures',
    businessEmail: 'unverified@demo.test',
    country: 'NG',
    currency: 'NGN',
    contactPerson: 'Femi Ola',
    merchantEnv: 'test',
    complianceStatus: 'IR',
    createdAt: day('2026-11-01'),
    regMeta: meta({ business_type: 'business' }),
  },
  {
    id: A.newbie,
    businessName: 'Grace Nwosu',
    businessEmail: 'newbie@demo.test',
    country: 'NG',
    currency: 'NGN',
    contactPerson: 'Grace Nwosu',
    merchantEnv: 'test',
    complianceStatus: 'IR',
    createdAt: day('2026-10-28'),
    regMeta: meta({ business_type: 'individual' }),
  },
  {
    id: A.demoCape,
    businessName: 'Demo Cape',
    businessEmail: 'cape@demo.test',
    country: 'ZA',
    currency: 'ZAR',
    businessAddress: '1 Long Street, Cape Town',
    contactPerson: 'Thabo Nkosi',
    merchantEnv: 'test',
    complianceStatus: 'IR',
    merchantId: 'DMC20008',
    createdAt: day('2026-08-14'),
    regMeta: meta({
      business_type: 'business',
      business_address: '1 Long Street, Cape Town',
      za_reg_no: '2019/123456/07',
      state: 'Western Cape',
      city: 'Cape Town',
    }),
  },
  {
    id: A.noAccess,
    businessName: 'Ike Obi Enterprises',
    businessEmail: 'noaccess@demo.test',
    country: 'NG',
    currency: 'NGN',
    contactPerson: 'Ike Obi',
    merchantEnv: 'test',
    complianceStatus: 'IR',
    createdAt: day('2025-02-02'),
    regMeta: meta({ business_type: 'business' }),
  },
];

const MEMBERSHIPS: (typeof memberships.$inferInsert)[] = [
  { accountId: A.demoStores, userId: 1, role: 'Owner', roleId: null, isOwner: true, createdAt: day('2024-03-04') },
  { accountId: A.demoEvents, userId: 1, role: 'Owner', roleId: null, isOwner: true, createdAt: day('2025-01-15') },
  { accountId: A.demoFoods, userId: 1, role: 'Owner', roleId: null, isOwner: true, createdAt: day('2025-06-02') },
  { accountId: A.demoStores, userId: 2, role: 'Admin', roleId: 2, isOwner: false, createdAt: day('2024-04-01') },
  { accountId: A.demoStores, userId: 3, role: 'User', roleId: 5, isOwner: false, createdAt: day('2024-05-01') },
  { accountId: A.demoTravel, userId: 4, role: 'Owner', roleId: null, isOwner: true },
  { accountId: A.demoGadgets, userId: 5, role: 'Owner', roleId: null, isOwner: true },
  { accountId: A.unverified, userId: 6, role: 'Owner', roleId: null, isOwner: true },
  { accountId: A.newbie, userId: 7, role: 'Owner', roleId: null, isOwner: true },
  { accountId: A.demoCape, userId: 8, role: 'Owner', roleId: null, isOwner: true },
  { accountId: A.noAccess, userId: 9, role: 'Owner', roleId: null, isOwner: true },
];

const PREFERENCES: Record<number, Record<string, string>> = {
  [A.demoStores]: {
    setup_complete: '1',
    transfer_alert: '1',
    rolling_reserve_rate: '5',
    allow_dashboard_toggle: '1',
    business_support_email: 'support@demostores.test',
    business_support_phone: '+2348012345678',
  },
  [A.demoEvents]: { allow_dashboard_toggle: '1' },
  [A.demoTravel]: { require_2factor: '1', done_pcidss: '0', setup_complete: '1' },
  [A.demoGadgets]: { setup_complete: '1' },
  [A.demoCape]: { allow_dashboard_toggle: '0' },
};

async function seedAccess(tx: Tx): Promise<void> {
  await tx.insert(whitelabels).values({
    id: 'default',
    merchantName: 'Paydesk',
    hideSignup: false,
    primaryColor: '#1f4fd1',
    supportEmail: 'support@paydesk.test',
    showMonthlySale: false,
    // Spec 1 §2: Setup, Home, Refunds and Sales mode are currently hidden.
    hiddenMenu: ['onboardingmain', 'homeguide', 'refunds', 'salesmode'],
  });
  for (const u of USERS) {
    await tx.insert(users).values({
      id: u.id,
      email: u.email,
      passwordHash: await hashPassword(DEMO_PASSWORD, Buffer.from(det(`salt:${u.email}`, 32), 'hex')),
      firstName: u.first,
      lastName: u.last,
      isActivated: u.activated ?? true,
      hasProductAccess: u.access ?? true,
      totpSecret: u.totp ?? null,
      createdAt: day('2024-03-04'),
    });
  }
  for (const account of ACCOUNTS) {
    await tx.insert(accounts).values({ ...account, parentAccountId: account.id });
    const live = account.merchantEnv === 'prod' || account.complianceStatus === 'AA';
    await tx.insert(merchantKeys).values({
      accountId: account.id!,
      testKey: `FLWPUBK_TEST-${det(`tk:${account.id}`)}-X`,
      testSecret: `FLWSECK_TEST-${det(`ts:${account.id}`)}-X`,
      liveKey: live ? `FLWPUBK-${det(`lk:${account.id}`)}-X` : null,
      liveSecret: live ? `FLWSECK-${det(`ls:${account.id}`)}-X` : null,
      v1PublicKey: live ? `FLWPUBK-${det(`v1p:${account.id}`, 32)}-X` : null,
      v1SecretKey: live ? `FLWSECK-${det(`v1s:${account.id}`, 32)}-X` : null,
    });
  }
  await tx.insert(memberships).values(MEMBERSHIPS);
  for (const [accountId, prefs] of Object.entries(PREFERENCES)) {
    for (const [settingName, preferenceValue] of Object.entries(prefs)) {
      await tx.insert(merchantPreferences).values({ accountId: Number(accountId), settingName, preferenceValue });
    }
  }
}

/**
 * Newbie's settlement may go to four Nigerian banks only (spec 2 §6, merchant preferences listing the
 * accepted settlement banks): the compliance bank section offers those four.
 */
async function seedSettlementPreferences(tx: Tx): Promise<void> {
  await tx
    .insert(merchantPreferences)
    .values({ accountId: A.newbie, settingName: SETTLEMENT_PREFERENCES.banks, preferenceValue: '044,058,057,033' });
}

/**
 * Seed steps in order. A step runs once per database (recorded in seed_steps), so a
 * new area adds its demo data by appending a step: fresh and existing databases
 * both end up with it. A step must be deterministic (fixed ids, dates and figures).
 */
export const SEED_STEPS: { name: string; run: (tx: Tx) => Promise<void> }[] = [
  { name: 'demo-access-v1', run: seedAccess },
  { name: 'demo-shell-v1', run: seedShell },
  { name: 'demo-queries-v1', run: seedQueries },
  { name: 'demo-transfers-v1', run: seedTransfers },
  { name: 'demo-promotions-v1', run: seedPromotions },
  { name: 'demo-payroll-v1', run: seedPayroll },
  { name: 'demo-subaccounts-v1', run: seedSubaccounts },
  { name: 'demo-chargeback-fines-v1', run: seedChargebackFines },
  { name: 'demo-settlement-preferences-v1', run: seedSettlementPreferences },
];

export async function seed(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const step of SEED_STEPS) {
    const ran = await db.transaction(async (tx) => {
      // Several instances may start at once on one PostgreSQL: one seeds, the others wait and skip.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
      const [done] = await tx.select().from(seedSteps).where(eq(seedSteps.name, step.name));
      if (done) return false;
      await step.run(tx);
      await tx.insert(seedSteps).values({ name: step.name });
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
