import { useState } from 'react';
import {
  BUSINESS_CATEGORIES,
  businessNeedsCertificate,
  businessNeedsEmail,
  businessNeedsKra,
  businessNeedsProofOfAddress,
  businessProblems,
  businessShowsIndustry,
  businessShowsTaxId,
  COMPLETION_FLAGS,
  COMPLIANCE_UPLOAD_MAX_MB,
  NON_PROFIT_INDUSTRY,
} from '../../../contract/compliance-rules';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { fullCompliancePayload } from '../../../contract/compliance';
import { storage } from '../../lib/storage';
import { saveRegMeta, storedRegMeta } from './api';
import { SectionActions } from './section-frame';
import { merchantIdOf, type SectionProps, savedFiles } from './section-types';
import { UploadField } from './upload-field';
import { useRulesForm } from '../../ui/use-rules-form';

const DOC_ACCEPT = 'image/*,application/pdf';

/** Business information, businesses and non-profits (spec 2 §2, §5). */
export function BusinessSection({ info, onLeft, onSubmit }: SectionProps) {
  const v0 = info.values;
  const ctx = { country: info.country, currency: info.currency, businessType: info.business_type };
  const form = useRulesForm({
    id: 'compliance-business',
    onLeft,
    rules: (typed) => businessProblems(typed, ctx),
    onSubmit: () => void save(),
    initial: () => ({
      registered_name: v0.registered_name ?? '',
      contact_email: v0.contact_email ?? '',
      // South Africa's registration number and address may already be in the stored registration meta.
      registered_no: v0.registered_no ?? (info.country === 'ZA' ? storedRegMeta('za_reg_no') : ''),
      product_url: v0.product_url ?? '',
      business_description: v0.business_description ?? '',
      business_address: v0.business_address ?? (info.country === 'ZA' ? storedRegMeta('business_address') : ''),
      tax_id_number: v0.tax_id_number ?? '',
      industry: v0.industry ?? '',
      reg_document_url: v0.reg_document_url ?? '',
      shareholder1: v0.shareholder1 ?? '',
      other_valid_doc: v0.other_valid_doc ?? '',
      verified_proof_documents: v0.verified_proof_documents ?? '',
      operating_licence_url: v0.operating_licence_url ?? '',
      director_id_url: v0.director_id_url ?? '',
      aml_policy: v0.aml_policy ?? '',
    }),
  });
  const { values, set, shown } = form;
  const user = storage.get('userDetails');
  const { left } = form;
  const [saving, setSaving] = useState(false);
  const [names, setNames] = useState<Record<string, string>>({});

  async function save() {
    const complete = left === 0;
    setSaving(true);
    try {
      const industry = businessShowsIndustry(ctx) ? values.industry : NON_PROFIT_INDUSTRY;
      await onSubmit(
        'business',
        fullCompliancePayload(
          'business',
          info.values,
          {
            ...values,
            industry,
            products: industry,
            merchant_id: merchantIdOf(),
            trading_name: values.registered_name,
            registered_address: values.business_address,
            operational_address: values.business_address,
            company_type: info.business_type,
            contact_name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
            country: info.country,
            ...(info.country === 'ZA' ? { za_reg_no: values.registered_no } : {}),
            account_number: info.settlement_account?.account_number ?? '',
            bank_code: info.settlement_account?.bank_code ?? '',
          },
          complete ? [{ name: COMPLETION_FLAGS.business, value: true }] : [],
        ),
        left,
      );
      if (info.country === 'ZA' && values.business_address && values.registered_no) {
        await saveRegMeta([
          { name: 'business_address', value: values.business_address },
          { name: 'za_reg_no', value: values.registered_no },
        ]).catch((err: unknown) => console.error('[compliance] registration meta not saved', err));
      }
    } finally {
      setSaving(false);
    }
  }

  const upload = (field: keyof typeof values, label: string) => (
    <UploadField
      id={`business-${field}`}
      label={label}
      accept={DOC_ACCEPT}
      maxSizeMb={COMPLIANCE_UPLOAD_MAX_MB}
      files={
        values[field]
          ? [{ name: names[field] ?? `${label} (uploaded)`, url: values[field] }]
          : savedFiles(undefined, label)
      }
      error={shown[field]}
      onFinished={(files) => {
        const file = files[0];
        if (!file) return;
        setNames((n) => ({ ...n, [field]: file.name }));
        set(field, file.url);
      }}
    />
  );

  return (
    <form className="compliance-form" {...form.formProps}>
      <TextField
        id="business-name"
        label="Business name"
        autoComplete="organization"
        value={values.registered_name}
        error={shown.registered_name}
        onChange={(e) => set('registered_name', e.currentTarget.value)}
      />
      <TextField
        id="business-email"
        label={businessNeedsEmail(ctx) ? 'Business email' : 'Business email (optional)'}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.contact_email}
        error={shown.contact_email}
        onChange={(e) => set('contact_email', e.currentTarget.value)}
      />
      <TextField
        id="business-registration"
        label="Registration number"
        value={values.registered_no}
        error={shown.registered_no}
        onChange={(e) => set('registered_no', e.currentTarget.value)}
      />
      <TextField
        id="business-website"
        label="Business website"
        type="url"
        inputMode="url"
        value={values.product_url}
        error={shown.product_url}
        onChange={(e) => set('product_url', e.currentTarget.value)}
      />
      <TextField
        id="business-description"
        label="Describe your business"
        value={values.business_description}
        error={shown.business_description}
        onChange={(e) => set('business_description', e.currentTarget.value)}
      />
      <TextField
        id="business-address"
        label="Business address"
        autoComplete="street-address"
        value={values.business_address}
        error={shown.business_address}
        onChange={(e) => set('business_address', e.currentTarget.value)}
      />
      {businessShowsTaxId(ctx) ? (
        <TextField
          id="business-tin"
          label="Tax Identification Number"
          maxLength={9}
          value={values.tax_id_number}
          error={shown.tax_id_number}
          onChange={(e) => set('tax_id_number', e.currentTarget.value)}
        />
      ) : null}
      {businessShowsIndustry(ctx) ? (
        <SelectField
          id="business-industry"
          label="Industry"
          placeholder="Select an industry"
          value={values.industry}
          error={shown.industry}
          options={BUSINESS_CATEGORIES.map((c) => ({ value: c, label: c }))}
          onChange={(e) => set('industry', e.currentTarget.value)}
        />
      ) : null}
      {businessNeedsCertificate(ctx) ? upload('reg_document_url', 'Certificate of incorporation') : null}
      {upload('shareholder1', 'Memorandum of association')}
      {businessNeedsKra(ctx) ? upload('other_valid_doc', 'KRA PIN certificate') : null}
      {businessNeedsProofOfAddress(ctx) ? upload('verified_proof_documents', 'Proof of address') : null}
      {upload('operating_licence_url', 'Operating licence (optional)')}
      {upload('director_id_url', "A director's ID (optional)")}
      {upload('aml_policy', 'Anti-money-laundering policy (optional)')}
      <SectionActions>
        <Button type="submit" fullWidth isPending={saving}>
          {left === 0 ? 'Submit business information' : 'Save business information'}
        </Button>
      </SectionActions>
    </form>
  );
}
