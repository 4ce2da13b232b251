import { and, eq, gt, isNull, like, or } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type ComplianceCallResponse,
  type ComplianceInfo,
  COMPLIANCE_FILE_FIELDS,
  type CompliancePayload,
  COMPLIANCE_TOASTS,
  completionFlagOf,
  type EditSettlementAccountRequest,
  type IdentitySessionRequest,
  type MetaEntry,
  type NewSettlementAccountRequest,
  PASSWORD_VERIFICATION,
  type ProfileUpdateCompleteRequest,
  type ProfileUpdateRequest,
  type OwnerMeta,
  OTP_COMPLETED_MESSAGE,
  payloadSection,
  type RegMetaRequest,
  type SendOtpRequest,
  type ValidateAccountRequest,
  type VerifyOtpRequest,
} from '../../../contract/compliance';
import {
  BANK_MESSAGES,
  type BankValues,
  bankProblems,
  businessProblems,
  COMPLETION_FLAGS,
  documentProblems,
  isSectionLocked,
  merchantProblems,
  namesMatch,
  OWNER_META_NAMES,
  ownerProblems,
  type Problems,
  SECTION_LOCKED_MESSAGE,
  type SectionId,
  signerProblems,
  splitFullname,
  visibleSections,
} from '../../../contract/compliance-rules';
import { countryByCode } from '../../../contract/countries';
import { ERROR_CODES } from '../../../contract/envelope';
import { isAdminRole } from '../../../contract/roles';
import { businessTypeOf } from '../../../contract/merchant';
import {
  acceptedSettlement,
  type AcceptedSettlement,
  settlementRefusal,
} from '../../../contract/settlement-preferences';
import { bankByCode } from '../../../contract/transfers';
import type { AuditAction } from '../../../contract/team';
import { type Actor, recordAudit } from '../../audit';
import { countSend, failAttempt, forgiveAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { newNumericCode, newToken, sameSecret, sha256 } from '../../auth/crypto';
import type { Db, Tx } from '../../db/client';
import {
  accounts,
  compliance,
  memberships,
  merchantPreferences,
  oneTimeCodes,
  sessions,
  settlementAccounts,
  users,
  whitelabels,
} from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { accountOf } from '../../tenancy';
import { fileOfAccount, fileTokenOf } from '../../uploads';

type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** What the compliance row's info column keeps. */
interface StoredInfo {
  values?: Record<string, string>;
  compliance_meta?: MetaEntry[];
  business_owner_meta?: { name: string; value: boolean | OwnerMeta }[];
  /** The phone number last verified with a one-time password. */
  phone_verified?: string;
  identity_session?: { id: string; status: 'created' | 'finished' | 'canceled' };
}

/** Sandbox USD rates for the monthly-sales bands (a real deployment reads GET fxrates). */
const USD_RATES: Record<string, number> = { NGN: 1550, GHS: 15.5, KES: 129, ZAR: 18.2, XOF: 605, XAF: 605, UGX: 3700 };
/** Banks with branches to pick from (spec 2 §3 Branch). */
const BRANCHES: Record<string, { Id: number; BranchCode: string; BranchName: string; SwiftCode: string }[]> = {
  GH280100: [
    { Id: 1, BranchCode: 'GH280101', BranchName: 'Accra Main', SwiftCode: 'ABNGGHAC' },
    { Id: 2, BranchCode: 'GH280102', BranchName: 'Kumasi', SwiftCode: 'ABNGGHAC' },
  ],
  GH230100: [
    { Id: 3, BranchCode: 'GH230101', BranchName: 'High Street', SwiftCode: 'GHCBGHAC' },
    { Id: 4, BranchCode: 'GH230102', BranchName: 'Tema', SwiftCode: 'GHCBGHAC' },
  ],
};
/** GET fxrates: sandbox rates from USD (a real deployment asks the rates service). */
export function usdRate(currency: string, amount: string): { Rate: number } {
  const rate = currency === 'USD' ? 1 : USD_RATES[currency];
  if (rate === undefined) throw new ApiError(404, 'No rate for this currency');
  return { Rate: rate * Number(amount) };
}
export const branchesOf = (bankCode: string) => BRANCHES[bankCode] ?? [];

const OTP_TTL_MS = 10 * 60_000;
const OTP_PURPOSE = 'compliance_phone';

async function context(db: Tx, session: SessionInfo) {
  const accountId = accountOf(session);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Not found');
  const [row] = await db.select().from(compliance).where(eq(compliance.accountId, accountId));
  const info = (row?.info ?? {}) as StoredInfo;
  return {
    accountId,
    account,
    businessType: businessTypeOf(account.regMeta),
    info,
    row: row ?? null,
  };
}
type Context = Awaited<ReturnType<typeof context>>;

const metaFlag = (meta: readonly MetaEntry[] | undefined, name: string): boolean =>
  meta?.some((m) => m.name === name && (m.value === true || m.value === 'true')) ?? false;
const signerIsOwner = (info: StoredInfo): boolean =>
  info.business_owner_meta?.some((m) => m.name === 'isSignerAndBusinessOwner' && m.value === true) ?? false;

async function defaultAccount(db: Tx, accountId: number) {
  const rows = await db.select().from(settlementAccounts).where(eq(settlementAccounts.accountId, accountId));
  return rows.find((r) => r.isDefault) ?? rows[0] ?? null;
}

/** Where this business's settlements may go: its preferences and the white label's banks_allowed (spec 2 §6). */
export async function acceptedSettlementOf(db: Tx, accountId: number, country: string): Promise<AcceptedSettlement> {
  const prefs = await db
    .select({ setting_name: merchantPreferences.settingName, preference_value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(eq(merchantPreferences.accountId, accountId));
  const [brand] = await db
    .select({ banksAllowed: whitelabels.banksAllowed })
    .from(whitelabels)
    .where(eq(whitelabels.id, 'default'));
  return acceptedSettlement(prefs, country, brand?.banksAllowed ?? null);
}

/** GET v2/compliance/info: what was saved, so the accordion resumes where the merchant left. */
export async function complianceInfo(db: Db, session: SessionInfo): Promise<ComplianceInfo> {
  const ctx = await context(db, session);
  const bank = await defaultAccount(db, ctx.accountId);
  const [brand] = await db.select().from(whitelabels).where(eq(whitelabels.id, 'default'));
  const values = ctx.info.values ?? {};
  const accepted = await acceptedSettlementOf(db, ctx.accountId, ctx.account.country);
  return {
    completed: ctx.row?.completed ?? false,
    filled: ctx.row?.filled ?? false,
    status: ctx.account.complianceStatus,
    rejection_reason: ctx.account.complianceStatus === 'RE' ? ctx.account.rejectionReason : null,
    business_type: ctx.businessType,
    country: ctx.account.country,
    currency: ctx.account.currency,
    values,
    compliance_meta: ctx.info.compliance_meta ?? [],
    business_owner_meta: ctx.info.business_owner_meta ?? [],
    contact_phone_verified: Boolean(values.contact_phone) && values.contact_phone === ctx.info.phone_verified,
    settlement_account: bank
      ? {
          id: bank.id,
          account_number: bank.accountNumber,
          bank_code: bank.bankCode,
          account_name: bank.accountName,
          account_meta: bank.accountMeta,
        }
      : null,
    show_monthly_sale: brand?.showMonthlySale ?? false,
    usd_rate: USD_RATES[ctx.account.currency] ?? 1,
    settlement_countries: accepted.countries,
    settlement_banks: accepted.banks,
  };
}

// ── Section checks on the merged values, with the contract's rules ────────────
const val = (values: Record<string, string>, key: string) => values[key] ?? '';

function sectionProblems(section: SectionId, ctx: Context, info: StoredInfo, showMonthlySales: boolean): Problems {
  const values = info.values ?? {};
  const country = ctx.account.country;
  const currency = ctx.account.currency;
  switch (section) {
    case 'merchant':
      return merchantProblems(
        {
          registered_name: val(values, 'registered_name'),
          business_description: val(values, 'business_description'),
          registered_address: val(values, 'registered_address'),
          industry: val(values, 'industry'),
          ssn: val(values, 'ssn'),
          projected_monthly_sale: val(values, 'projected_monthly_sale'),
        },
        { currency, showMonthlySales },
      );
    case 'business':
      return businessProblems(
        {
          registered_name: val(values, 'registered_name'),
          contact_email: val(values, 'contact_email'),
          registered_no: val(values, 'registered_no'),
          product_url: val(values, 'product_url'),
          business_description: val(values, 'business_description'),
          business_address: val(values, 'business_address'),
          tax_id_number: val(values, 'tax_id_number'),
          industry: val(values, 'industry'),
          reg_document_url: val(values, 'reg_document_url'),
          shareholder1: val(values, 'shareholder1'),
          other_valid_doc: val(values, 'other_valid_doc'),
          verified_proof_documents: val(values, 'verified_proof_documents'),
        },
        { country, currency, businessType: ctx.businessType },
      );
    case 'representative': {
      const owner = signerIsOwner(info);
      const problems = signerProblems({
        fullname: `${val(values, 'signer_firstname')} ${val(values, 'signer_lastname')}`.trim(),
        bvn: val(values, 'signer_bvn'),
        phone: val(values, 'signer_phone'),
        email: val(values, 'signer_email'),
        address: val(values, 'signer_address'),
        country: val(values, 'signer_country'),
        state: val(values, 'signer_state'),
        city: val(values, 'signer_city'),
        validDocumentType: owner ? val(values, 'signer_valid_id') : '',
        validIDCard: owner ? val(values, 'signer_valid_url') : '',
        job_title: val(values, 'signer_job_title'),
        is_owner: owner ? 'yes' : 'no',
      });
      for (const name of OWNER_META_NAMES) {
        const entry = info.business_owner_meta?.find((m) => m.name === name);
        if (!entry || typeof entry.value !== 'object') continue;
        const o = entry.value;
        const p = ownerProblems({ ...o, bvn: o.bvn ?? '' });
        for (const [field, message] of Object.entries(p)) problems[`${name}.${field}`] = message;
      }
      return problems;
    }
    case 'documents':
      return documentProblems(
        {
          signer_valid_id: val(values, 'means_of_identification') || val(values, 'signer_valid_id'),
          signer_valid_url: val(values, 'signer_valid_url'),
        },
        country,
      );
    default:
      return {};
  }
}

export const MERCHANT_ID_MESSAGE = 'Merchant id is not this business';
export const FILE_GONE_MESSAGE = 'The uploaded file was not found or has expired. Please upload it again.';

/** Newly referenced files must be live uploads of this business (tenant isolation, expiry). */
async function checkFiles(tx: Tx, ctx: Context, payload: Out<typeof CompliancePayload>): Promise<void> {
  const stored = ctx.info.values ?? {};
  const urls: string[] = [];
  for (const field of COMPLIANCE_FILE_FIELDS) {
    const url = payload[field];
    if (url && url !== stored[field]) urls.push(url);
  }
  const storedOwnerFiles = new Set(
    (ctx.info.business_owner_meta ?? []).flatMap((m) => (typeof m.value === 'object' ? [m.value.validIDCard] : [])),
  );
  for (const entry of payload.business_owner_meta ?? []) {
    if (typeof entry.value === 'object' && entry.value.validIDCard && !storedOwnerFiles.has(entry.value.validIDCard)) {
      urls.push(entry.value.validIDCard);
    }
  }
  for (const url of urls) {
    const token = fileTokenOf(url);
    if (!token || !(await fileOfAccount(tx, ctx.accountId, token))) throw new ApiError(400, FILE_GONE_MESSAGE);
  }
}

const SECTION_TOASTS: Record<SectionId | 'phone', string> = {
  bank: COMPLIANCE_TOASTS.bankSaved,
  merchant: COMPLIANCE_TOASTS.merchant,
  business: COMPLIANCE_TOASTS.business,
  representative: COMPLIANCE_TOASTS.owner,
  documents: COMPLIANCE_TOASTS.compliance,
  phone: COMPLIANCE_TOASTS.compliance,
};

function withFlag(meta: MetaEntry[], name: string, done: boolean): MetaEntry[] {
  const rest = meta.filter((m) => m.name !== name);
  return done ? [...rest, { name, value: true }] : rest;
}

/**
 * POST cc/compliance and the compliance service: stores one section's payload. A section
 * marked completed must pass the contract's rules; when every shown section is complete,
 * the compliance is submitted and goes to review (IR).
 */
export async function submitCompliance(
  db: Db,
  session: SessionInfo,
  payload: Out<typeof CompliancePayload>,
): Promise<{ data: ComplianceCallResponse; message: string }> {
  return db.transaction(async (tx) => {
    const ctx = await context(tx, session);
    const section = payloadSection(payload, ctx.businessType);
    const individual = ctx.businessType === 'individual';
    if (section === 'merchant' && !individual) throw new ApiError(400, 'Merchant information is for individuals');
    if ((section === 'business' || section === 'representative') && individual) {
      throw new ApiError(400, 'Business information is for businesses');
    }
    const bank = await defaultAccount(tx, ctx.accountId);
    if (section !== 'phone' && !bank) throw new ApiError(400, BANK_MESSAGES.general);
    const meta = ctx.info.compliance_meta ?? [];
    if (section === 'representative' && !metaFlag(meta, COMPLETION_FLAGS.business)) {
      throw new ApiError(409, 'Please complete your business information first.');
    }
    if (section === 'documents' && !individual && !metaFlag(meta, COMPLETION_FLAGS.business)) {
      throw new ApiError(409, 'Please complete your business information first.');
    }

    // merchant_id of the full payloads names the business the sections belong to: this one only.
    if (payload.merchant_id && payload.merchant_id !== String(ctx.accountId)) {
      throw new ApiError(400, MERCHANT_ID_MESSAGE);
    }
    await checkFiles(tx, ctx, payload);
    const { compliance_meta, business_owner_meta, completed, ...scalars } = payload;
    // A submitted section is locked (spec 2 §4): a change is refused; the same submission again (an app
    // retrying after a lost answer) is answered as the first one was, and writes nothing.
    const sectionFlag = section === 'phone' ? null : completionFlagOf(section);
    if (sectionFlag && isSectionLocked(metaFlag(meta, sectionFlag), ctx.account.complianceStatus)) {
      const stored = ctx.info.values ?? {};
      const same =
        Object.entries(scalars).every(([key, value]) => typeof value !== 'string' || stored[key] === value) &&
        (!business_owner_meta || JSON.stringify(business_owner_meta) === JSON.stringify(ctx.info.business_owner_meta));
      if (!same) throw new ApiError(409, SECTION_LOCKED_MESSAGE);
      const responsemessage = SECTION_TOASTS[section];
      const wasCompleted = ctx.row?.completed ?? false;
      return {
        data: {
          responsecode: wasCompleted ? '06' : '00',
          compliance_status: ctx.account.complianceStatus,
          responsemessage,
          completed: wasCompleted,
        },
        message: responsemessage,
      };
    }
    const values: Record<string, string> = { ...(ctx.info.values ?? {}) };
    for (const [key, value] of Object.entries(scalars)) if (typeof value === 'string') values[key] = value;
    if (section === 'phone') {
      if (!values.contact_phone || values.contact_phone !== ctx.info.phone_verified) {
        throw new ApiError(400, BANK_MESSAGES.phoneUnverified);
      }
    }
    const info: StoredInfo = { ...ctx.info, values };
    if (business_owner_meta) info.business_owner_meta = business_owner_meta;

    let nextMeta = meta;
    const flag = section === 'phone' ? null : completionFlagOf(section);
    if (flag) {
      const [brand] = await tx.select().from(whitelabels).where(eq(whitelabels.id, 'default'));
      const problems = sectionProblems(section as SectionId, ctx, info, brand?.showMonthlySale ?? false);
      const wantsComplete = completed === true || metaFlag(compliance_meta, flag);
      const first = Object.values(problems)[0];
      if (wantsComplete && first) throw new ApiError(400, first);
      nextMeta = withFlag(meta, flag, first === undefined);
    }
    info.compliance_meta = nextMeta;

    const owner = signerIsOwner(info);
    const wasCompleted = ctx.row?.completed ?? false;
    const shown = visibleSections({
      businessType: ctx.businessType,
      signerIsOwner: owner,
      completed: false,
      status: ctx.account.complianceStatus,
    }).filter((s): s is Exclude<SectionId, 'bank'> => s !== 'bank');
    const allDone = Boolean(bank) && shown.every((s) => metaFlag(nextMeta, COMPLETION_FLAGS[s]));
    const nowCompleted = wasCompleted || allDone;
    let status = ctx.account.complianceStatus;
    // A full submission, or the re-upload of rejected documents, goes (back) to review.
    if (allDone && (status === 'RE' || !wasCompleted) && status !== 'AA') status = 'IR';
    if (section === 'documents' && ctx.account.complianceStatus === 'RE' && flag && metaFlag(nextMeta, flag))
      status = 'IR';

    await tx
      .insert(compliance)
      .values({
        accountId: ctx.accountId,
        filled: true,
        completed: nowCompleted,
        info: info as Record<string, unknown>,
      })
      .onConflictDoUpdate({
        target: compliance.accountId,
        set: { filled: true, completed: nowCompleted, info: info as Record<string, unknown>, updatedAt: new Date() },
      });
    if (status !== ctx.account.complianceStatus) {
      await tx
        .update(accounts)
        .set({ complianceStatus: status, rejectionReason: status === 'RE' ? ctx.account.rejectionReason : null })
        .where(eq(accounts.id, ctx.accountId));
    }
    const responsemessage = SECTION_TOASTS[section];
    return {
      data: {
        responsecode: wasCompleted ? '06' : '00',
        compliance_status: status,
        responsemessage,
        completed: nowCompleted,
      },
      message: responsemessage,
    };
  });
}

/** POST compliance validate-account: the BVN holder's name must match the bank account's name. */
export async function validateAccount(db: Db, session: SessionInfo, body: Out<typeof ValidateAccountRequest>) {
  const accountId = accountOf(session);
  const attempt = await takeAttempt(db, `bvn:${accountId}`);
  // The sandbox BVN registry: test BVNs starting 222 belong to the bank account's holder;
  // any other belongs to the signed-in user (a real provider asks the bureau).
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  const holder = body.bvn.startsWith('222')
    ? body.bank_account_name
    : `${user?.firstName ?? ''} ${user?.lastName ?? ''}`;
  const ok = namesMatch(holder, body.bank_account_name);
  await (ok ? forgiveAttempt(db, attempt) : failAttempt(db, attempt));
  return ok;
}

/** POST v2/onboarding/regmeta: South Africa's registration meta, merged into reg_meta. */
export async function saveRegMeta(db: Db, session: SessionInfo, body: Out<typeof RegMetaRequest>) {
  return db.transaction(async (tx) => {
    const ctx = await context(tx, session);
    if (ctx.account.country !== 'ZA') throw new ApiError(400, 'Registration meta is only for South African businesses');
    const names = new Set(body.meta.map((m) => m.name));
    const regMeta = [...ctx.account.regMeta.filter((m) => !names.has(m.name as never)), ...body.meta];
    await tx.update(accounts).set({ regMeta }).where(eq(accounts.id, ctx.accountId));
    return regMeta;
  });
}

// ── Phone one-time passwords ──────────────────────────────────────────────────
export async function sendPhoneOtp(db: Db, session: SessionInfo, body: Out<typeof SendOtpRequest>) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    await countSend(tx, `phone-otp-send:${accountId}`, 10);
    const code = newNumericCode(6);
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        userId: session.userId,
        accountId,
        purpose: `${OTP_PURPOSE}:${body.identifier}`,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      })
      .returning({ id: oneTimeCodes.id });
    await send(tx, {
      channel: 'sms',
      to: body.identifier,
      subject: 'Your verification code',
      body: `${code} is your code to verify this phone number. It expires in 10 minutes.`,
      code,
    });
    return { otp_reference: `OTP-${row!.id}` };
  });
}

export async function verifyPhoneOtp(db: Db, session: SessionInfo, body: Out<typeof VerifyOtpRequest>) {
  const accountId = accountOf(session);
  const key = `phone-otp:${accountId}`;
  // Counted before the code is compared: parallel guesses get no more tries than sequential ones.
  const attempt = await takeAttempt(db, key);
  const id = Number(body.otp_reference.slice(4));
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.id, id),
        eq(oneTimeCodes.accountId, accountId),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    );
  if (!row?.purpose.startsWith(`${OTP_PURPOSE}:`) || !sameSecret(row.codeHash, sha256(body.otp))) {
    await failAttempt(db, attempt);
    throw new ApiError(400, COMPLIANCE_TOASTS.invalidOtp, 'OTP_FAILED', { responsecode: '02' });
  }
  const identifier = row.purpose.slice(OTP_PURPOSE.length + 1);
  await db.transaction(async (tx) => {
    await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, id));
    const ctx = await context(tx, session);
    const info: StoredInfo = { ...ctx.info, phone_verified: identifier };
    await tx
      .insert(compliance)
      .values({ accountId, info: info as Record<string, unknown> })
      .onConflictDoUpdate({ target: compliance.accountId, set: { info: info as Record<string, unknown> } });
    await succeedAttempt(tx, key, attempt);
  });
  return { data: { identifier, responsecode: '11' }, message: OTP_COMPLETED_MESSAGE };
}

// ── Identity verification session (sandbox provider) ──────────────────────────
export async function createIdentitySession(db: Db, session: SessionInfo, _body: Out<typeof IdentitySessionRequest>) {
  return db.transaction(async (tx) => {
    const ctx = await context(tx, session);
    const id = newToken();
    const info: StoredInfo = { ...ctx.info, identity_session: { id, status: 'created' } };
    await tx
      .insert(compliance)
      .values({ accountId: ctx.accountId, info: info as Record<string, unknown> })
      .onConflictDoUpdate({ target: compliance.accountId, set: { info: info as Record<string, unknown> } });
    return { session: { id, url: `/sandbox/identity/${id}`, status: 'created' as const } };
  });
}

export async function identitySession(db: Db, session: SessionInfo, id: string) {
  const ctx = await context(db, session);
  const s = ctx.info.identity_session;
  if (!s || s.id !== id) throw new ApiError(404, 'Not found');
  return { session: { id: s.id, url: `/sandbox/identity/${s.id}`, status: s.status } };
}

/** The sandbox verification page finishes or cancels a session; answers false when there is none. */
export async function decideIdentitySession(db: Db, id: string, status: 'finished' | 'canceled'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(compliance);
    const row = rows.find((r) => (r.info as StoredInfo).identity_session?.id === id);
    if (!row) return false;
    const info = { ...(row.info as StoredInfo), identity_session: { id, status } };
    await tx.update(compliance).set({ info }).where(eq(compliance.accountId, row.accountId));
    return true;
  });
}

// ── Settlement accounts ───────────────────────────────────────────────────────
type AccountRequest = Out<typeof NewSettlementAccountRequest> | Out<typeof EditSettlementAccountRequest>;

async function checkBankRequest(tx: Tx, session: SessionInfo, body: AccountRequest) {
  const ctx = await context(tx, session);
  const bank = bankByCode(body.bankCode);
  if (!bank || bank.country !== body.country) throw new ApiError(400, BANK_MESSAGES.bankEmpty);
  const refusal = settlementRefusal(await acceptedSettlementOf(tx, ctx.accountId, ctx.account.country), bank);
  if (refusal) throw new ApiError(400, refusal);
  const meta = (name: string) => body.accountMeta.find((m) => m.name === name)?.value ?? '';
  const phone = meta('phoneNumber');
  const values: BankValues = {
    phone,
    phoneVerified: phone !== '' && phone === ctx.info.phone_verified,
    bankCode: body.bankCode,
    branchCode: meta('branchCode'),
    accountNumber: body.accountNumber,
    accountName: body.accountName,
    bvn: meta('bvn'),
    swiftCode: meta('swiftCode'),
    routingNumber: meta('routingNumber'),
  };
  const problems = bankProblems(values, {
    country: ctx.account.country,
    currency: ctx.account.currency,
    businessType: ctx.businessType,
    bank,
    hasBranches: branchesOf(bank.code).length > 0,
    dialCode: countryByCode(ctx.account.country)?.phone,
    settlementCountry: bank.country,
  });
  const first = Object.values(problems)[0];
  if (first) throw new ApiError(400, first);
  const accountMeta = body.accountMeta.map((m) => (m.name === 'phoneNumberIsVerified' ? { ...m, value: 'true' } : m));
  return { ctx, bank, accountMeta };
}

const savedAccount = (r: typeof settlementAccounts.$inferSelect) => ({
  id: r.id,
  account_number: r.accountNumber,
  bank_code: r.bankCode,
  account_name: r.accountName,
  account_meta: r.accountMeta,
});

// ── Step-up for a change of payout account ────────────────────────────────────
const PAYOUT_PURPOSE = 'payout_account';
const PAYOUT_CODE_TTL_MS = 10 * 60_000;

export const PAYOUT_STEP_UP_MESSAGES = {
  required: 'Enter the code we sent to the business owner to change where settlements are paid',
  invalid: 'The code is invalid or has expired',
} as const;

/** The account a payout change is about: where settlements would go, or the one removed. */
export interface PayoutTarget {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}
/** pay: settlements go to the target from now on; add: kept beside the default; remove: deleted. */
export type PayoutChange = 'pay' | 'add' | 'remove';

/**
 * The code binds one change of one destination: a code mailed for one account number cannot approve
 * another, and a code to keep an account cannot remove or pay to it.
 */
const payoutPurpose = (target: PayoutTarget, change: PayoutChange) =>
  `${PAYOUT_PURPOSE}:${change === 'pay' ? '' : `${change}:`}${sha256(`${target.bankCode.toUpperCase()}:${target.accountNumber}`)}`;

const maskAddress = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);
const lastDigits = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

/** The business's owners: who a payout change's code goes to, and who hears of every change. */
async function ownersOf(db: Tx, accountId: number) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), or(eq(memberships.role, 'Owner'), eq(memberships.isOwner, true))));
}

/** What a change does, in the owners' mails: "wants settlements of X paid to ..." and "set ...". */
function changeWords(change: PayoutChange, business: string, account: string) {
  switch (change) {
    case 'pay':
      return {
        wants: `wants settlements of ${business} paid to ${account}`,
        did: `set settlements of ${business} to be paid to ${account}`,
      };
    case 'add':
      return {
        wants: `wants to add ${account} to the bank accounts of ${business}`,
        did: `added ${account} to the bank accounts of ${business}`,
      };
    case 'remove':
      return {
        wants: `wants to remove ${account} from the bank accounts of ${business}`,
        did: `removed ${account} from the bank accounts of ${business}`,
      };
  }
}

/** Mails the owners a code for this change (by this user, to this destination) and asks for it with 428. */
async function askOwnerForCode(
  db: Db,
  session: SessionInfo,
  accountId: number,
  target: PayoutTarget,
  change: PayoutChange,
): Promise<never> {
  await countSend(db, `payout-otp-send:${accountId}`);
  const owners = await ownersOf(db, accountId);
  const [actor] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
  const [business] = await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  const bank = bankByCode(target.bankCode);
  const name = business?.name ?? 'your business';
  const account = `${bank?.name ?? target.bankCode} account ${lastDigits(target.accountNumber)} (${target.accountName})`;
  const code = newNumericCode(6);
  await db.transaction(async (tx) => {
    // Only the newest code of this business works.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.accountId, accountId),
          like(oneTimeCodes.purpose, `${PAYOUT_PURPOSE}:%`),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      userId: session.userId,
      accountId,
      purpose: payoutPurpose(target, change),
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + PAYOUT_CODE_TTL_MS),
    });
    for (const owner of owners) {
      await send(tx, {
        channel: 'email',
        to: owner.email,
        subject:
          change === 'pay' ? `Code to change where ${name} is paid` : `Code to change the bank accounts of ${name}`,
        body:
          `${actor?.email ?? 'A team member'} ${changeWords(change, name, account).wants}. ` +
          `If you agree, give them this code: ${code}. It expires in 10 minutes. If you did not expect this, do not share it.`,
        code,
      });
    }
  });
  throw new ApiError(428, PAYOUT_STEP_UP_MESSAGES.required, ERROR_CODES.stepUpRequired, {
    sent_to: owners.map((o) => maskAddress(o.email)),
  });
}

/** Uses the owner's code for exactly this change (same requester, business and destination), once. */
async function consumeOwnerCode(
  tx: Tx,
  session: SessionInfo,
  accountId: number,
  target: PayoutTarget,
  change: PayoutChange,
  code: string,
) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, session.userId),
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, payoutPurpose(target, change)),
        eq(oneTimeCodes.codeHash, sha256(code)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/** Every owner hears of every change of the business's bank accounts, in the change's transaction. */
async function tellOwners(
  tx: Tx,
  session: SessionInfo,
  accountId: number,
  saved: { bankName: string; accountNumber: string; accountName: string },
  change: PayoutChange,
) {
  const owners = await ownersOf(tx, accountId);
  const [actor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
  const [business] = await tx.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  const name = business?.name ?? 'your business';
  const account = `${saved.bankName} account ${lastDigits(saved.accountNumber)} (${saved.accountName})`;
  for (const owner of owners) {
    await send(tx, {
      channel: 'email',
      to: owner.email,
      subject:
        change === 'pay' ? `The payout account of ${name} was changed` : `The bank accounts of ${name} were changed`,
      body:
        `${actor?.email ?? 'A team member'} ${changeWords(change, name, account).did}. ` +
        'If you did not expect this, sign in, change it back and contact support.',
    });
  }
}

class InvalidOwnerCode extends Error {}

/**
 * Makes one change of the business's bank accounts in one transaction. When the business already has a
 * payout account, the change needs a code mailed to the business's owners (asked for with 428 first,
 * counted like sign-in codes); every owner is mailed about every change, and it is audited.
 * `target` is checked before any code is mailed: an owner is never asked about an invalid change.
 */
export async function withOwnerCode<T>(
  db: Db,
  session: SessionInfo,
  otp: string | undefined,
  change: PayoutChange,
  target: (tx: Tx) => Promise<PayoutTarget>,
  write: (tx: Tx) => Promise<T & { bankName: string; accountNumber: string; accountName: string }>,
  audit: { actor: Actor; action: AuditAction; data: (row: T) => Record<string, string | null> },
): Promise<T> {
  const accountId = accountOf(session);
  const destination = await target(db);
  const guarded = (await defaultAccount(db, accountId)) !== null;
  if (guarded && !otp) await askOwnerForCode(db, session, accountId, destination, change);
  const key = `payout-otp:${accountId}`;
  const attempt = guarded ? await takeAttempt(db, key) : null;
  try {
    const row = await db.transaction(async (tx) => {
      const checked = await target(tx);
      if (guarded && !(await consumeOwnerCode(tx, session, accountId, checked, change, otp ?? ''))) {
        throw new InvalidOwnerCode();
      }
      const saved = await write(tx);
      await tellOwners(tx, session, accountId, saved, change);
      await recordAudit(tx, accountId, audit.actor, audit.action, audit.data(saved));
      return saved;
    });
    if (attempt !== null) await succeedAttempt(db, key, attempt);
    return row;
  } catch (err) {
    if (err instanceof InvalidOwnerCode) {
      if (attempt !== null) await failAttempt(db, attempt);
      throw new ApiError(400, PAYOUT_STEP_UP_MESSAGES.invalid);
    }
    if (attempt !== null) await forgiveAttempt(db, attempt);
    throw err;
  }
}

/** What the audit log keeps of a bank account: enough to know which, never the whole number. */
export const auditedAccount = (r: typeof settlementAccounts.$inferSelect) => ({
  bank: r.bankName,
  account_number: lastDigits(r.accountNumber),
  account_name: r.accountName,
});

/** The primary settlement account of the compliance accordion: new or edited, always the default. */
async function saveSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: AccountRequest & { otp?: string },
  write: (tx: Tx, ctx: Awaited<ReturnType<typeof checkBankRequest>>) => Promise<typeof settlementAccounts.$inferSelect>,
) {
  let checked: Awaited<ReturnType<typeof checkBankRequest>> | null = null;
  const row = await withOwnerCode(
    db,
    session,
    body.otp,
    'pay',
    async (tx) => {
      checked = await checkBankRequest(tx, session, body);
      return body;
    },
    (tx) => write(tx, checked!),
    { actor, action: 'settlement_account.changed', data: auditedAccount },
  );
  return savedAccount(row);
}

/** merchant/config/settlement/account/new: the primary settlement account (isDefault 1). */
export async function newSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: Out<typeof NewSettlementAccountRequest>,
) {
  return saveSettlementAccount(db, session, actor, body, async (tx, { ctx, bank, accountMeta }) => {
    await tx
      .update(settlementAccounts)
      .set({ isDefault: false })
      .where(eq(settlementAccounts.accountId, ctx.accountId));
    const [row] = await tx
      .insert(settlementAccounts)
      .values({
        accountId: ctx.accountId,
        accountNumber: body.accountNumber,
        bankCode: bank.code,
        bankName: bank.name,
        accountName: body.accountName,
        country: body.country,
        isDefault: true,
        accountMeta,
      })
      .returning();
    return row!;
  });
}

/** merchant/config/settlement/account/edit: another business's account id is a 404. */
export async function editSettlementAccount(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: Out<typeof EditSettlementAccountRequest>,
) {
  return saveSettlementAccount(db, session, actor, body, async (tx, { ctx, bank, accountMeta }) => {
    const [existing] = await tx
      .select()
      .from(settlementAccounts)
      .where(and(eq(settlementAccounts.id, body.accountId), eq(settlementAccounts.accountId, ctx.accountId)));
    if (!existing) throw new ApiError(404, 'Not found');
    await tx
      .update(settlementAccounts)
      .set({ isDefault: false })
      .where(eq(settlementAccounts.accountId, ctx.accountId));
    const [row] = await tx
      .update(settlementAccounts)
      .set({
        accountNumber: body.accountNumber,
        bankCode: bank.code,
        bankName: bank.name,
        accountName: body.accountName,
        country: body.country,
        isDefault: true,
        accountMeta,
      })
      .where(eq(settlementAccounts.id, existing.id))
      .returning();
    return row!;
  });
}

// ── The sandbox reviewer (approve AA / reject RE) ─────────────────────────────
export async function reviewQueue(db: Db) {
  return db
    .select({
      id: accounts.id,
      name: accounts.businessName,
      email: accounts.businessEmail,
      status: accounts.complianceStatus,
      reason: accounts.rejectionReason,
      completed: compliance.completed,
    })
    .from(compliance)
    .innerJoin(accounts, eq(accounts.id, compliance.accountId))
    .where(eq(compliance.filled, true))
    .orderBy(accounts.id);
}

export async function reviewDecision(db: Db, accountId: number, decision: 'approve' | 'reject', reason: string) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) return false;
    const status = decision === 'approve' ? 'AA' : 'RE';
    const rejectionReason = decision === 'reject' ? reason.trim().slice(0, 300) || null : null;
    await tx.update(accounts).set({ complianceStatus: status, rejectionReason }).where(eq(accounts.id, accountId));
    await send(tx, {
      channel: 'email',
      to: account.businessEmail,
      subject: decision === 'approve' ? 'Your account is verified' : 'Please re-upload your documents',
      body:
        decision === 'approve'
          ? 'Your business has been verified. Your limits are raised.'
          : `We could not verify your business. Reason: ${rejectionReason ?? 'not given'}. Sign in and re-upload your documents.`,
    });
    return true;
  });
}

// ── Profile-name change (Password Verification) ───────────────────────────────
const PROFILE_PURPOSE = 'profile_name';
const PROFILE_TTL_MS = 10 * 60_000;

/** merchant/profile/update: a pending name change, completed only after the password is re-entered. */
export async function requestProfileUpdate(db: Db, session: SessionInfo, body: Out<typeof ProfileUpdateRequest>) {
  const accountId = accountOf(session);
  if (body._v2_user_id !== session.userId) throw new ApiError(403, 'You may only change your own profile');
  const token = newToken();
  await db.insert(oneTimeCodes).values({
    userId: session.userId,
    accountId,
    purpose: `${PROFILE_PURPOSE}:${body.contact_person.replace(/\s+/g, ' ')}`,
    codeHash: sha256(token),
    expiresAt: new Date(Date.now() + PROFILE_TTL_MS),
  });
  return { token };
}

/**
 * merchant/profile/update/complete: applies the name once the user signed in with the
 * password (login?version=3.0) after the change was requested.
 */
export async function completeProfileUpdate(
  db: Db,
  session: SessionInfo,
  body: Out<typeof ProfileUpdateCompleteRequest>,
) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.codeHash, sha256(body.token)),
          eq(oneTimeCodes.userId, session.userId),
          eq(oneTimeCodes.accountId, accountId),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      );
    if (!row?.purpose.startsWith(`${PROFILE_PURPOSE}:`)) throw new ApiError(400, 'Token is invalid');
    const [confirmed] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.userId, session.userId), eq(sessions.kind, 'login'), gt(sessions.createdAt, row.createdAt)),
      )
      .limit(1);
    if (!confirmed) throw new ApiError(403, PASSWORD_VERIFICATION.expired);
    const contactPerson = row.purpose.slice(PROFILE_PURPOSE.length + 1);
    const { first, last } = splitFullname(contactPerson);
    await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
    await tx.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, session.userId));
    // The business's contact person is business data: only an admin's own rename changes it.
    if (isAdminRole(session.role)) await tx.update(accounts).set({ contactPerson }).where(eq(accounts.id, accountId));
    return { contact_person: contactPerson, first_name: first, last_name: last };
  });
}
