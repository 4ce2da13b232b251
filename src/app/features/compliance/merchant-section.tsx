import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { COMPLIANCE_TOASTS, fullCompliancePayload } from '../../../contract/compliance';
import {
  BUSINESS_CATEGORIES,
  COMPLETION_FLAGS,
  convertSalesBand,
  MONTHLY_SALES_BANDS,
  merchantNeedsSsn,
  merchantProblems,
} from '../../../contract/compliance-rules';
import { formatMoney } from '../../lib/money';
import { storage } from '../../lib/storage';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { changeProfileName, usdRateQuery } from './api';
import { PasswordModal } from './password-modal';
import { SectionActions } from './section-frame';
import { merchantIdOf, type SectionProps } from './section-types';
import { useRulesForm } from '../../ui/use-rules-form';

/** Merchant information, individuals only (spec 2 §2, §5). */
export function MerchantSection({ info, onLeft, onSubmit }: SectionProps) {
  const v0 = info.values;
  const user = storage.get('userDetails');
  const [profileName, setProfileName] = useState(`${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim());
  const [askPassword, setAskPassword] = useState(false);
  const ctx = { currency: info.currency, showMonthlySales: info.show_monthly_sale };
  const form = useRulesForm({
    id: 'compliance-merchant',
    onLeft,
    rules: (typed) => merchantProblems(typed, ctx),
    onSubmit: () => requestSave(),
    initial: () => ({
      contact_name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
      registered_name: v0.registered_name ?? '',
      business_description: v0.business_description ?? '',
      registered_address: v0.registered_address ?? '',
      industry: v0.industry ?? '',
      ssn: v0.ssn ?? '',
      projected_monthly_sale: v0.projected_monthly_sale ?? '',
    }),
  });
  const { values, set, shown } = form;
  const { left } = form;
  const [saving, setSaving] = useState(false);
  const rate = useQuery({ ...usdRateQuery(info.currency, info.usd_rate), enabled: info.show_monthly_sale });
  const usdRate = rate.data ?? info.usd_rate;

  /** A changed profile name needs the password first (Password Verification). */
  function requestSave() {
    const name = values.contact_name.trim().replace(/\s+/g, ' ');
    if (name !== '' && name !== profileName) setAskPassword(true);
    else void save();
  }

  async function save() {
    const complete = left === 0;
    setSaving(true);
    try {
      await onSubmit(
        'merchant',
        fullCompliancePayload(
          'individual',
          info.values,
          {
            registered_name: values.registered_name,
            trading_name: values.registered_name,
            registered_address: values.registered_address,
            operational_address: values.registered_address,
            company_type: 'individual',
            contact_name: values.contact_name.trim(),
            contact_email: user?.email ?? '',
            country: info.country,
            industry: values.industry,
            products: values.industry,
            merchant_id: merchantIdOf(),
            business_description: values.business_description,
            projected_monthly_sale: values.projected_monthly_sale,
            ...(merchantNeedsSsn(ctx) ? { ssn: values.ssn } : {}),
            bvn: info.settlement_account?.account_meta.find((m) => m.name === 'bvn')?.value ?? '',
            account_number: info.settlement_account?.account_number ?? '',
            bank_code: info.settlement_account?.bank_code ?? '',
          },
          complete ? [{ name: COMPLETION_FLAGS.merchant, value: true }] : [],
        ),
        left,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="compliance-form" {...form.formProps}>
      <h3 className="compliance-subheading">Compliance Information</h3>
      <TextField
        id="merchant-contact-name"
        label="Your full name"
        autoComplete="name"
        description="Changing it asks for your password."
        value={values.contact_name}
        onChange={(e) => set('contact_name', e.currentTarget.value)}
      />
      <TextField
        id="merchant-name"
        label="Registered business name"
        autoComplete="organization"
        value={values.registered_name}
        error={shown.registered_name}
        onChange={(e) => set('registered_name', e.currentTarget.value)}
      />
      <TextField
        id="merchant-description"
        label="Describe your business"
        value={values.business_description}
        error={shown.business_description}
        onChange={(e) => set('business_description', e.currentTarget.value)}
      />
      <TextField
        id="merchant-address"
        label="Residential address"
        autoComplete="street-address"
        value={values.registered_address}
        error={shown.registered_address}
        onChange={(e) => set('registered_address', e.currentTarget.value)}
      />
      <SelectField
        id="merchant-industry"
        label="Industry"
        placeholder="Select an industry"
        value={values.industry}
        error={shown.industry}
        options={BUSINESS_CATEGORIES.map((c) => ({ value: c, label: c }))}
        onChange={(e) => set('industry', e.currentTarget.value)}
      />
      {merchantNeedsSsn(ctx) ? (
        <TextField
          id="merchant-ssn"
          label="SSN"
          inputMode="numeric"
          maxLength={25}
          value={values.ssn}
          error={shown.ssn}
          onChange={(e) => set('ssn', e.currentTarget.value)}
        />
      ) : null}
      {info.show_monthly_sale ? (
        <SelectField
          id="merchant-monthly-sales"
          label="Monthly sales"
          placeholder="Select your monthly sales"
          value={values.projected_monthly_sale}
          error={shown.projected_monthly_sale}
          options={MONTHLY_SALES_BANDS.map((band) => {
            const { min, max } = convertSalesBand(band, usdRate);
            const label =
              max === null
                ? `${formatMoney(min * 100, info.currency)} and above`
                : `${formatMoney(min * 100, info.currency)} – ${formatMoney(max * 100, info.currency)}`;
            return { value: band.value, label };
          })}
          onChange={(e) => set('projected_monthly_sale', e.currentTarget.value)}
        />
      ) : null}
      <SectionActions>
        <Button type="submit" fullWidth isPending={saving}>
          {left === 0 ? 'Submit' : 'Save'}
        </Button>
      </SectionActions>
      {askPassword ? (
        <PasswordModal
          onCancel={() => setAskPassword(false)}
          onConfirm={async (password) => {
            const done = await changeProfileName(values.contact_name.trim().replace(/\s+/g, ' '), password);
            setProfileName(done.contact_person);
            setAskPassword(false);
            toast.success(COMPLIANCE_TOASTS.accountUpdated);
            await save();
          }}
        />
      ) : null}
    </form>
  );
}
