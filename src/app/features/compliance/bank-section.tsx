import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
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
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { useActionKey } from '../../lib/idempotency-key';
import { FormAlert } from '../../ui/form-alert';
import { resolveAccountName } from '../../queries/account-resolve';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { branchesQuery, saveBankAccount, sendPhoneOtp, submitContactPhone, validateBvn, verifyPhoneOtp } from './api';
import { BvnTip } from './bvn-tip';
import { SectionActions } from './section-frame';
import { banksQuery } from '../../queries/banks';

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

/** Add a bank account (spec 2 §2, §4 phone and BVN, §5 bank rules). */
export function BankSection({ info, forceErrors, generalMessage, onLeft, onSaved }: BankSectionProps) {
  const country = info.country;
  const dialCode = countryByCode(country)?.phone ?? '+';
  const saved = info.settlement_account;
  const initialPhone = metaOf(info, 'phoneNumber') || info.values.contact_phone || dialCode;
  const [phone, setPhone] = useState(initialPhone);
  const [phoneVerified, setPhoneVerified] = useState(
    info.contact_phone_verified && initialPhone === info.values.contact_phone,
  );
  const [otpReference, setOtpReference] = useState<string | null>(null);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [wait, setWait] = useState(0);
  // The bank may be in another country than the business when its preferences accept it (spec 2 §6).
  const acceptedCountries = info.settlement_countries.length > 0 ? info.settlement_countries : [country];
  const [bankCountry, setBankCountry] = useState(() => {
    const savedCountry = saved ? bankByCode(saved.bank_code)?.country : undefined;
    return savedCountry && acceptedCountries.includes(savedCountry) ? savedCountry : acceptedCountries[0]!;
  });
  const [bankCode, setBankCode] = useState(saved?.bank_code ?? '');
  const [branchCode, setBranchCode] = useState(metaOf(info, 'branchCode'));
  const [accountNumber, setAccountNumber] = useState(saved?.account_number ?? '');
  const [accountName, setAccountName] = useState(saved?.account_name ?? '');
  const [resolving, setResolving] = useState(false);
  const [bvn, setBvn] = useState(metaOf(info, 'bvn'));
  const [bvnVerified, setBvnVerified] = useState(metaOf(info, 'bvnIsVerified') === 'true');
  const [swiftCode, setSwiftCode] = useState(metaOf(info, 'swiftCode'));
  const [routingNumber, setRoutingNumber] = useState(metaOf(info, 'routingNumber'));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  // Changing an existing payout account: the server mails the business's owners a code and asks for it.
  const [ownerCodeSentTo, setOwnerCodeSentTo] = useState<string[] | null>(null);
  const [ownerCode, setOwnerCode] = useState('');
  const action = useActionKey();

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
  const problems = bankProblems(
    { phone, phoneVerified, bankCode, branchCode, accountNumber, accountName, bvn, swiftCode, routingNumber },
    ctx,
  );
  const left = fieldsLeft(problems);
  useEffect(() => onLeft(left), [left, onLeft]);
  const showing = attempted || forceErrors;
  const errorOf = (field: string) => (showing && !cleared.has(field) ? problems[field] : undefined);
  const change = (field: string, apply: () => void) => {
    apply();
    setCleared((current) => new Set(current).add(field));
  };

  // The OTP is sent automatically once the number is valid (spec 2 §4).
  const sending = useRef(false);
  useEffect(() => {
    if (phoneVerified || sentFor === phone || sending.current || !phoneIsValid(country, phone, dialCode)) return;
    sending.current = true;
    sendPhoneOtp(phone)
      .then((answer) => {
        setOtpReference(answer.otp_reference);
        setSentFor(phone);
        setWait(OTP_RESEND_SECONDS);
        toast.success(COMPLIANCE_TOASTS.otpSent);
      })
      .catch((err: unknown) => toast.error(isApiError(err) ? err.message : COMPLIANCE_TOASTS.invalidOtp))
      .finally(() => {
        sending.current = false;
      });
  }, [phone, phoneVerified, sentFor, country, dialCode]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  async function resend() {
    try {
      const answer = await sendPhoneOtp(phone);
      setOtpReference(answer.otp_reference);
      setWait(OTP_RESEND_SECONDS);
      toast.success(COMPLIANCE_TOASTS.otpSent);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : COMPLIANCE_TOASTS.invalidOtp);
    }
  }
  async function verify() {
    if (!otpReference) return;
    try {
      await verifyPhoneOtp(otp, otpReference);
      setPhoneVerified(true);
      setOtp('');
      await submitContactPhone(phone).catch(() => undefined);
    } catch {
      toast.error(COMPLIANCE_TOASTS.invalidOtp);
    }
  }

  // Nigerian account names are resolved from the bank (account/resolve).
  useEffect(() => {
    if (bankCountry !== 'NG' || !bank || !/^\d{10}$/.test(accountNumber)) return;
    let live = true;
    setResolving(true);
    resolveAccountName(bank.code, accountNumber)
      .then((name) => live && setAccountName(name))
      .catch(
        (err: unknown) => live && toast.error(err instanceof Error ? err.message : TRANSFER_MESSAGES.resolveFailed),
      )
      .finally(() => live && setResolving(false));
    return () => {
      live = false;
    };
  }, [bankCountry, bank, accountNumber]);

  // BVN: verified after the name-match check; a failure resets it (spec 2 §4).
  const needsBvn = bankNeedsBvn(ctx);
  useEffect(() => {
    if (!needsBvn || bvnVerified || !/^\d{11}$/.test(bvn) || accountName === '') return;
    let live = true;
    validateBvn({ bvn, account_number: accountNumber, account_name: accountName, bank_account_name: accountName })
      .then((ok) => {
        if (!live) return;
        if (ok) setBvnVerified(true);
        else {
          toast.error(COMPLIANCE_TOASTS.bvnMismatch);
          setBvn('');
        }
      })
      .catch(() => {
        if (!live) return;
        toast.error(COMPLIANCE_TOASTS.bvnFailed);
        setBvn('');
      });
    return () => {
      live = false;
    };
  }, [needsBvn, bvn, bvnVerified, accountName, accountNumber]);

  async function save() {
    setAttempted(true);
    setCleared(new Set());
    if (left > 0 || (bankNeedsBvn(ctx) && !bvnVerified)) {
      if (left === 0) toast.error(COMPLIANCE_TOASTS.bvnFailed);
      return;
    }
    setSaving(true);
    const branch = branchList.find((b) => b.BranchCode === branchCode);
    const meta = [
      { name: 'phoneNumber', value: phone },
      { name: 'phoneNumberIsVerified', value: String(phoneVerified) },
      ...(bankNeedsSwift(ctx) ? [{ name: 'swiftCode', value: swiftCode }] : []),
      ...(branch
        ? [
            { name: 'branchName', value: branch.BranchName },
            { name: 'branchCode', value: branch.BranchCode },
          ]
        : []),
      ...(bankNeedsRouting(ctx) ? [{ name: 'routingNumber', value: routingNumber }] : []),
      ...(bankNeedsBvn(ctx)
        ? [
            { name: 'bvn', value: bvn },
            { name: 'bvnIsVerified', value: String(bvnVerified) },
          ]
        : []),
    ];
    try {
      await saveBankAccount({
        accountId: saved?.id ?? null,
        // A mobile-money account is the verified phone number.
        accountNumber: isMobileMoney(ctx) ? phone.replace(/\D/g, '') : accountNumber.trim(),
        bankCode,
        country: bankCountry,
        accountName: accountName.trim(),
        accountMeta: meta,
        ...(ownerCodeSentTo && ownerCode ? { otp: ownerCode } : {}),
        idempotencyKey: action.key,
      });
      action.renew();
      setOwnerCodeSentTo(null);
      setOwnerCode('');
      toast.success(COMPLIANCE_TOASTS.bankSaved);
      onSaved();
    } catch (err) {
      if (isApiError(err) && err.code === ERROR_CODES.stepUpRequired) {
        const sentTo = (err.data as { sent_to?: unknown } | undefined)?.sent_to;
        setOwnerCodeSentTo(Array.isArray(sentTo) ? sentTo.filter((x): x is string => typeof x === 'string') : []);
        setOwnerCode('');
        toast(err.message);
        return;
      }
      toast.error(
        isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : COMPLIANCE_TOASTS.bankFailed,
      );
    } finally {
      setSaving(false);
    }
  }

  const ng = bankCountry === 'NG';
  return (
    <form
      className="compliance-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {generalMessage && forceErrors ? <FormAlert>{generalMessage}</FormAlert> : null}
      <TextField
        id="bank-phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        error={errorOf('phone')}
        description={
          <span className="phone-state" data-verified={phoneVerified || undefined}>
            {phoneVerified ? 'VERIFIED' : 'UNVERIFIED'}
          </span>
        }
        onChange={(event) =>
          change('phone', () => {
            const next = phoneChars(event.currentTarget.value);
            setPhone(next);
            // Changing the number resets verification (spec 2 §4).
            if (next !== phone) {
              setPhoneVerified(false);
              setOtpReference(null);
              setSentFor(null);
            }
          })
        }
      />
      {!phoneVerified && otpReference && sentFor === phone ? (
        <div className="otp-row">
          <TextField
            id="bank-otp"
            label="One-time password"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={otp}
            onChange={(event) => setOtp(digitsOnly(event.currentTarget.value))}
          />
          <div className="otp-actions">
            <Button variant="secondary" onClick={() => void verify()} disabled={otp.length < 4}>
              Verify
            </Button>
            {wait > 0 ? (
              <p className="text-secondary" aria-live="polite">
                Resend Code in {wait} seconds
              </p>
            ) : (
              <Button variant="ghost" onClick={() => void resend()}>
                Resend
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {acceptedCountries.length > 1 ? (
        <SelectField
          id="bank-country"
          label="Bank country"
          value={bankCountry}
          options={acceptedCountries.map((code) => ({ value: code, label: countryByCode(code)?.fullname ?? code }))}
          onChange={(event) =>
            change('bankCode', () => {
              setBankCountry(event.currentTarget.value);
              setBankCode('');
              setBranchCode('');
              setAccountName('');
              setBvnVerified(false);
            })
          }
        />
      ) : null}
      <SelectField
        id="bank-name"
        label="Bank"
        placeholder={banks.isPending ? 'Loading banks…' : 'Select a bank'}
        value={bankCode}
        error={errorOf('bankCode')}
        options={bankList.map((b) => ({ value: b.code, label: b.name }))}
        onChange={(event) =>
          change('bankCode', () => {
            setBankCode(event.currentTarget.value);
            setBranchCode('');
            setBvnVerified(false);
            if (ng) setAccountName('');
          })
        }
      />
      {branchList.length > 0 ? (
        <SelectField
          id="bank-branch"
          label="Branch"
          placeholder="Select a branch"
          value={branchCode}
          error={errorOf('branchCode')}
          options={branchList.map((b) => ({ value: b.BranchCode, label: b.BranchName }))}
          onChange={(event) =>
            change('branchCode', () => {
              const code = event.currentTarget.value;
              setBranchCode(code);
              const swift = branchList.find((b) => b.BranchCode === code)?.SwiftCode;
              if (swift) setSwiftCode(swift);
            })
          }
        />
      ) : null}
      {bankNeedsAccountNumber(ctx) ? (
        <TextField
          id="bank-account-number"
          label="Account number"
          inputMode={ng ? 'numeric' : 'text'}
          maxLength={ng ? 10 : 35}
          value={accountNumber}
          error={errorOf('accountNumber')}
          onChange={(event) =>
            change('accountNumber', () => {
              const raw = event.currentTarget.value;
              setAccountNumber(ng ? digitsOnly(raw) : raw.replace(/[^A-Za-z0-9]/g, ''));
              setBvnVerified(false);
              if (ng) setAccountName('');
            })
          }
        />
      ) : null}
      <TextField
        id="bank-account-name"
        label="Account name"
        value={resolving ? 'Resolving…' : accountName}
        readOnly={ng}
        description={ng ? 'Filled in from your bank once the account number is complete.' : undefined}
        error={bankNeedsAccountName(ctx) ? errorOf('accountName') : undefined}
        onChange={(event) => change('accountName', () => setAccountName(withoutDigits(event.currentTarget.value)))}
      />
      {bankNeedsBvn(ctx) ? (
        <TextField
          id="bank-bvn"
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
          onChange={(event) =>
            change('bvn', () => {
              setBvn(digitsOnly(event.currentTarget.value));
              setBvnVerified(false);
            })
          }
        />
      ) : null}
      {bankNeedsSwift(ctx) ? (
        <TextField
          id="bank-swift"
          label="SWIFT code"
          maxLength={11}
          autoCapitalize="characters"
          value={swiftCode}
          error={errorOf('swiftCode')}
          onChange={(event) =>
            change('swiftCode', () =>
              setSwiftCode(event.currentTarget.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()),
            )
          }
        />
      ) : null}
      {bankNeedsRouting(ctx) ? (
        <TextField
          id="bank-routing"
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          value={routingNumber}
          error={errorOf('routingNumber')}
          onChange={(event) => change('routingNumber', () => setRoutingNumber(digitsOnly(event.currentTarget.value)))}
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
          value={ownerCode}
          onValueChange={setOwnerCode}
        />
      ) : null}
      <SectionActions>
        <Button type="submit" fullWidth isPending={saving}>
          Add account and continue
        </Button>
      </SectionActions>
    </form>
  );
}
