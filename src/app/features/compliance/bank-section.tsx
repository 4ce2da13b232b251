import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COMPLIANCE_TOASTS, type ComplianceInfo } from '../../../contract/compliance';
import {
  BANK_MESSAGES,
  type BankContext,
  bankNeedsAccountName,
  bankNeedsAccountNumber,
  bankNeedsBvn,
  bankNeedsRouting,
  bankNeedsSwift,
  bankProblems,
  fieldsLeft,
  isMobileMoney,
  OTP_RESEND_SECONDS,
  phoneChars,
  phoneIsValid,
  withoutDigits,
} from '../../../contract/compliance-rules';
import { countryByCode } from '../../../contract/countries';
import { ERROR_CODES } from '../../../contract/envelope';
import { BANKS, bankByCode, TRANSFER_MESSAGES } from '../../../contract/transfers';
import { digitsOnly } from '../../../contract/validators';
import { isApiError } from '../../lib/api-client';
import { useActionKey } from '../../lib/idempotency-key';
import { useCountdown } from '../../lib/use-countdown';
import { accountResolveQuery } from '../../queries/account-resolve';
import { banksQuery } from '../../queries/banks';
import { bvnCheckQuery, phoneCodeQuery, useSaveBankAccount, useVerifyPhoneCode } from '../../queries/bank-verification';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useRulesForm } from '../../ui/use-rules-form';
import { branchesQuery } from './api';
import { BvnTip } from './bvn-tip';
import { SectionActions } from './section-frame';

export interface BankSectionProps {
  info: ComplianceInfo;
  /** Set by the page when another section was saved with an invalid bank section. */
  forceErrors: boolean;
  generalMessage: string | null;
  onLeft: (left: number) => void;
  onSaved: () => void;
}

const metaOf = (info: ComplianceInfo, name: string) =>
  info.settlement_account?.account_meta.find((m) => m.name === name)?.value ?? '';

/** The typed values of the section (the account name too, where it is typed rather than resolved). */
type BankTyped = Record<
  | 'phone'
  | 'otp'
  | 'bankCountry'
  | 'bankCode'
  | 'branchCode'
  | 'accountNumber'
  | 'accountName'
  | 'bvn'
  | 'swiftCode'
  | 'routingNumber'
  | 'ownerCode',
  string
>;

const messageOf = (err: unknown, fallback: string) => (isApiError(err) ? err.message : fallback);

/** Add a bank account (spec 2 §2, §4 phone and BVN, §5 bank rules). */
export function BankSection({ info, forceErrors, generalMessage, onLeft, onSaved }: BankSectionProps) {
  const country = info.country;
  const dialCode = countryByCode(country)?.phone ?? '+';
  const saved = info.settlement_account;
  const initialPhone = metaOf(info, 'phoneNumber') || info.values.contact_phone || dialCode;
  // The bank may be in another country than the business when its preferences accept it (spec 2 §6).
  const acceptedCountries = info.settlement_countries.length > 0 ? info.settlement_countries : [country];
  const savedCountry = saved ? bankByCode(saved.bank_code)?.country : undefined;
  // The number verified last (the saved one, or one verified here): changing the number unverifies it.
  const [verifiedPhone, setVerifiedPhone] = useState(
    info.contact_phone_verified && initialPhone === info.values.contact_phone ? initialPhone : null,
  );
  // Changing an existing payout account: the server mails the business's owners a code and asks for it.
  const [ownerCodeSentTo, setOwnerCodeSentTo] = useState<string[] | null>(null);
  const action = useActionKey();
  const countdown = useCountdown();
  const verifyCode = useVerifyPhoneCode();
  const saveAccount = useSaveBankAccount();
  const ctxRef = useRef<{ ctx: BankContext; phoneVerified: boolean; accountName: string } | null>(null);

  const form = useRulesForm<BankTyped>({
    id: 'bank-section',
    initial: () => ({
      phone: initialPhone,
      otp: '',
      bankCountry: savedCountry && acceptedCountries.includes(savedCountry) ? savedCountry : acceptedCountries[0]!,
      bankCode: saved?.bank_code ?? '',
      branchCode: metaOf(info, 'branchCode'),
      accountNumber: saved?.account_number ?? '',
      accountName: saved?.account_name ?? '',
      bvn: metaOf(info, 'bvn'),
      swiftCode: metaOf(info, 'swiftCode'),
      routingNumber: metaOf(info, 'routingNumber'),
      ownerCode: '',
    }),
    rules: (typed) => {
      const current = ctxRef.current;
      if (!current) return {};
      return bankProblems(
        { ...typed, accountName: current.accountName, phoneVerified: current.phoneVerified },
        current.ctx,
      );
    },
    onSubmit: (_typed, problems) => void save(fieldsLeft(problems)),
  });
  const { values, set, update } = form;
  const { bankCountry, bankCode, accountNumber, bvn } = values;
  const ng = bankCountry === 'NG';
  const phoneVerified = verifiedPhone === values.phone;

  const banks = useQuery(banksQuery(bankCountry));
  // The contract's cached list when the call fails (spec 2 §2 bank section).
  const bankData = banks.isError ? BANKS.filter((b) => b.country === bankCountry) : banks.data;
  // Only the banks the preferences and the white label's banks_allowed accept (spec 2 §6).
  const accepted = info.settlement_banks;
  const bankList = useMemo(
    () => (bankData ?? []).filter((b) => !accepted || accepted.includes(b.code)),
    [bankData, accepted],
  );
  const bank = bankList.find((b) => b.code === bankCode);
  const branches = useQuery(branchesQuery(bankCode));
  const branchList = branches.data ?? [];

  const ctx: BankContext = {
    country,
    currency: info.currency,
    businessType: info.business_type,
    bank,
    hasBranches: branchList.length > 0,
    dialCode,
    settlementCountry: bankCountry,
  };

  // Nigerian account names are resolved from the bank (account/resolve); elsewhere they are typed.
  const resolve = useQuery({
    ...accountResolveQuery(bankCode, accountNumber),
    enabled: ng && bank !== undefined && /^\d{10}$/.test(accountNumber),
  });
  const accountName = ng ? (resolve.data ?? '') : values.accountName;
  useEffect(() => {
    if (resolve.error)
      toast.error(resolve.error instanceof Error ? resolve.error.message : TRANSFER_MESSAGES.resolveFailed);
  }, [resolve.error]);

  // The OTP is sent once the number is valid (spec 2 §4); Resend sends it again.
  const code = useQuery({
    ...phoneCodeQuery(values.phone),
    enabled: !phoneVerified && phoneIsValid(country, values.phone, dialCode),
  });
  const codeSentAt = code.dataUpdatedAt;
  const restartCountdown = countdown.restart;
  useEffect(() => {
    if (codeSentAt === 0) return;
    restartCountdown(OTP_RESEND_SECONDS);
    toast.success(COMPLIANCE_TOASTS.otpSent);
  }, [codeSentAt, restartCountdown]);
  useEffect(() => {
    if (code.error) toast.error(messageOf(code.error, COMPLIANCE_TOASTS.invalidOtp));
  }, [code.error]);
  const reference = phoneVerified ? undefined : code.data?.otp_reference;

  // BVN: verified after the name-match check; a failure resets it (spec 2 §4).
  const needsBvn = bankNeedsBvn(ctx);
  const savedBvnVerified =
    metaOf(info, 'bvnIsVerified') === 'true' &&
    bvn === metaOf(info, 'bvn') &&
    accountNumber === (saved?.account_number ?? '') &&
    bankCode === (saved?.bank_code ?? '') &&
    bankCountry === savedCountry;
  const bvnCheck = useQuery({
    ...bvnCheckQuery({ bvn, account_number: accountNumber, account_name: accountName }),
    enabled: needsBvn && !savedBvnVerified && /^\d{11}$/.test(bvn) && accountName !== '',
  });
  const bvnVerified = savedBvnVerified || bvnCheck.data === true;
  const bvnRefused =
    bvnCheck.data === false ? COMPLIANCE_TOASTS.bvnMismatch : bvnCheck.isError ? COMPLIANCE_TOASTS.bvnFailed : null;
  useEffect(() => {
    if (!bvnRefused) return;
    toast.error(bvnRefused);
    set('bvn', '');
  }, [bvnRefused, set]);

  // The rules read this at submit; the count below reads this render's context, not the last one's.
  ctxRef.current = { ctx, phoneVerified, accountName };
  const left = fieldsLeft(bankProblems({ ...values, accountName, phoneVerified }, ctx));
  useEffect(() => onLeft(left), [left, onLeft]);
  const showProblems = form.showProblems;
  useEffect(() => {
    if (forceErrors) showProblems();
  }, [forceErrors, showProblems]);
  const showing = forceErrors || Object.keys(form.shown).length > 0;

  function verify() {
    if (!reference) return;
    verifyCode.mutate(
      { phone: values.phone, otp: values.otp, reference },
      {
        onSuccess: (phone) => {
          setVerifiedPhone(phone);
          set('otp', '');
        },
        onError: () => toast.error(COMPLIANCE_TOASTS.invalidOtp),
      },
    );
  }

  function save(stillLeft: number) {
    if (stillLeft > 0 || (needsBvn && !bvnVerified)) {
      if (stillLeft === 0) toast.error(COMPLIANCE_TOASTS.bvnFailed);
      return;
    }
    const branch = branchList.find((b) => b.BranchCode === values.branchCode);
    const meta = [
      { name: 'phoneNumber', value: values.phone },
      { name: 'phoneNumberIsVerified', value: String(phoneVerified) },
      ...(bankNeedsSwift(ctx) ? [{ name: 'swiftCode', value: values.swiftCode }] : []),
      ...(branch
        ? [
            { name: 'branchName', value: branch.BranchName },
            { name: 'branchCode', value: branch.BranchCode },
          ]
        : []),
      ...(bankNeedsRouting(ctx) ? [{ name: 'routingNumber', value: values.routingNumber }] : []),
      ...(needsBvn
        ? [
            { name: 'bvn', value: bvn },
            { name: 'bvnIsVerified', value: String(bvnVerified) },
          ]
        : []),
    ];
    saveAccount.mutate(
      {
        accountId: saved?.id ?? null,
        // A mobile-money account is the verified phone number.
        accountNumber: isMobileMoney(ctx) ? values.phone.replace(/\D/g, '') : accountNumber.trim(),
        bankCode,
        country: bankCountry,
        accountName: accountName.trim(),
        accountMeta: meta,
        ...(ownerCodeSentTo && values.ownerCode ? { otp: values.ownerCode } : {}),
        idempotencyKey: action.key,
      },
      {
        onSuccess: () => {
          action.renew();
          setOwnerCodeSentTo(null);
          set('ownerCode', '');
          toast.success(COMPLIANCE_TOASTS.bankSaved);
          onSaved();
        },
        onError: (err) => {
          if (isApiError(err) && err.code === ERROR_CODES.stepUpRequired) {
            const sentTo = (err.data as { sent_to?: unknown } | undefined)?.sent_to;
            setOwnerCodeSentTo(Array.isArray(sentTo) ? sentTo.filter((x): x is string => typeof x === 'string') : []);
            set('ownerCode', '');
            toast(err.message);
            return;
          }
          toast.error(
            isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : COMPLIANCE_TOASTS.bankFailed,
          );
        },
      },
    );
  }

  const errorOf = (name: keyof BankTyped) => form.shown[name];
  return (
    <form className="compliance-form" {...form.formProps}>
      {generalMessage && forceErrors ? <FormAlert>{generalMessage}</FormAlert> : null}
      <TextField
        id="bank-phone"
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        error={errorOf('phone')}
        description={
          <span className="phone-state" data-verified={phoneVerified || undefined}>
            {phoneVerified ? 'VERIFIED' : 'UNVERIFIED'}
          </span>
        }
        // Another number is not verified (spec 2 §4): verification follows the number typed.
        onChange={(event) => set('phone', phoneChars(event.currentTarget.value))}
      />
      {reference ? (
        <div className="otp-row">
          <TextField
            id="bank-otp"
            name="otp"
            label="One-time password"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={values.otp}
            onChange={(event) => set('otp', digitsOnly(event.currentTarget.value))}
          />
          <div className="otp-actions">
            <Button variant="secondary" onClick={verify} disabled={values.otp.length < 4}>
              Verify
            </Button>
            {countdown.seconds > 0 ? (
              <p className="text-secondary" aria-live="polite">
                Resend Code in {countdown.seconds} seconds
              </p>
            ) : (
              <Button variant="ghost" onClick={() => void code.refetch()}>
                Resend
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {acceptedCountries.length > 1 ? (
        <SelectField
          id="bank-country"
          name="bankCountry"
          label="Bank country"
          value={bankCountry}
          options={acceptedCountries.map((code) => ({ value: code, label: countryByCode(code)?.fullname ?? code }))}
          onChange={(event) =>
            update({ bankCountry: event.currentTarget.value, bankCode: '', branchCode: '', accountName: '' })
          }
        />
      ) : null}
      <SelectField
        id="bank-name"
        name="bankCode"
        label="Bank"
        placeholder={banks.isPending ? 'Loading banks…' : 'Select a bank'}
        value={bankCode}
        error={errorOf('bankCode')}
        options={bankList.map((b) => ({ value: b.code, label: b.name }))}
        onChange={(event) => update({ bankCode: event.currentTarget.value, branchCode: '' })}
      />
      {branchList.length > 0 ? (
        <SelectField
          id="bank-branch"
          name="branchCode"
          label="Branch"
          placeholder="Select a branch"
          value={values.branchCode}
          error={errorOf('branchCode')}
          options={branchList.map((b) => ({ value: b.BranchCode, label: b.BranchName }))}
          onChange={(event) => {
            const branchCode = event.currentTarget.value;
            const swift = branchList.find((b) => b.BranchCode === branchCode)?.SwiftCode;
            update(swift ? { branchCode, swiftCode: swift } : { branchCode });
          }}
        />
      ) : null}
      {bankNeedsAccountNumber(ctx) ? (
        <TextField
          id="bank-account-number"
          name="accountNumber"
          label="Account number"
          inputMode={ng ? 'numeric' : 'text'}
          maxLength={ng ? 10 : 35}
          value={accountNumber}
          error={errorOf('accountNumber')}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            set('accountNumber', ng ? digitsOnly(raw) : raw.replace(/[^A-Za-z0-9]/g, ''));
          }}
        />
      ) : null}
      <TextField
        id="bank-account-name"
        name="accountName"
        label="Account name"
        value={ng && resolve.isFetching ? 'Resolving…' : accountName}
        readOnly={ng}
        description={ng ? 'Filled in from your bank once the account number is complete.' : undefined}
        error={bankNeedsAccountName(ctx) ? errorOf('accountName') : undefined}
        onChange={(event) => set('accountName', withoutDigits(event.currentTarget.value))}
      />
      {needsBvn ? (
        <TextField
          id="bank-bvn"
          name="bvn"
          label="BVN"
          inputMode="numeric"
          maxLength={11}
          value={bvn}
          error={errorOf('bvn')}
          description={
            <>
              <BvnTip /> {bvnVerified ? 'BVN verified. ' : 'Dial *565*0# to get your BVN. '}
              <a href="/dashboard/settings/general?bvn_guide=true" target="_blank" rel="noopener">
                What is a BVN?
              </a>
            </>
          }
          onChange={(event) => set('bvn', digitsOnly(event.currentTarget.value))}
        />
      ) : null}
      {bankNeedsSwift(ctx) ? (
        <TextField
          id="bank-swift"
          name="swiftCode"
          label="SWIFT code"
          maxLength={11}
          autoCapitalize="characters"
          value={values.swiftCode}
          error={errorOf('swiftCode')}
          onChange={(event) => set('swiftCode', event.currentTarget.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase())}
        />
      ) : null}
      {bankNeedsRouting(ctx) ? (
        <TextField
          id="bank-routing"
          name="routingNumber"
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          value={values.routingNumber}
          error={errorOf('routingNumber')}
          onChange={(event) => set('routingNumber', digitsOnly(event.currentTarget.value))}
        />
      ) : null}
      {showing && left > 0 ? (
        <p className="visually-hidden" role="status">
          {BANK_MESSAGES.general}
        </p>
      ) : null}
      {ownerCodeSentTo ? (
        <CodeField
          id="bank-owner-code"
          label="Code from the business owner"
          description={`Changing where settlements are paid needs the code we emailed to ${
            ownerCodeSentTo.length > 0 ? ownerCodeSentTo.join(', ') : 'the business owner'
          }.`}
          maxDigits={6}
          value={values.ownerCode}
          onValueChange={(value) => set('ownerCode', value)}
        />
      ) : null}
      <SectionActions>
        <Button type="submit" fullWidth isPending={saveAccount.isPending}>
          Add account and continue
        </Button>
      </SectionActions>
    </form>
  );
}
