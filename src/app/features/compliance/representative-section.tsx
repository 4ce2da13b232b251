import { useState } from 'react';
import type { OwnerMeta } from '../../../contract/compliance';
import {
  identityPerson,
  alphaOnly,
  COMPLETION_FLAGS,
  COMPLIANCE_UPLOAD_MAX_MB,
  canAddOwner,
  idTypesFor,
  MAX_ADDITIONAL_OWNERS,
  OWNER_META_NAMES,
  ownerBlocksAfterAnswer,
  ownerProblems,
  type PersonValues,
  type Problems,
  signerProblems,
  splitFullname,
} from '../../../contract/compliance-rules';
import { COUNTRIES } from '../../../contract/countries';
import { digitsOnly } from '../../../contract/validators';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { BvnTip } from './bvn-tip';
import { IdentityModal } from './identity-modal';
import { SectionActions } from './section-frame';
import type { SectionProps } from './section-types';
import { UploadField } from './upload-field';
import { useRulesForm } from '../../ui/use-rules-form';

const emptyPerson = (country: string): PersonValues => ({
  fullname: '',
  bvn: '',
  phone: '',
  email: '',
  address: '',
  country,
  state: '',
  city: '',
  validDocumentType: '',
  validIDCard: '',
});
const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: c.fullname }));

interface PersonFieldsProps {
  prefix: string;
  values: PersonValues;
  errors: Problems;
  withId: boolean;
  onChange: (field: keyof PersonValues, value: string) => void;
}

/** The fields every person of the section has (the signer and each additional owner). */
function PersonFields({ prefix, values, errors, withId, onChange }: PersonFieldsProps) {
  return (
    <>
      <TextField
        id={`${prefix}-fullname`}
        label="Full name"
        autoComplete="name"
        value={values.fullname}
        error={errors.fullname}
        onChange={(e) => onChange('fullname', alphaOnly(e.currentTarget.value))}
      />
      <SelectField
        id={`${prefix}-country`}
        label="Country"
        placeholder="Select a country"
        value={values.country}
        error={errors.country}
        options={countryOptions}
        onChange={(e) => onChange('country', e.currentTarget.value)}
      />
      {values.country === 'NG' ? (
        <TextField
          id={`${prefix}-bvn`}
          label="BVN"
          inputMode="numeric"
          maxLength={11}
          value={values.bvn}
          error={errors.bvn}
          description={
            <>
              <BvnTip /> 11 digits. Dial *565*0# to get it.
            </>
          }
          onChange={(e) => onChange('bvn', digitsOnly(e.currentTarget.value))}
        />
      ) : null}
      <TextField
        id={`${prefix}-phone`}
        label="Phone number"
        type="tel"
        inputMode="tel"
        maxLength={19}
        value={values.phone}
        error={errors.phone}
        onChange={(e) => onChange('phone', e.currentTarget.value.replace(/[^\d+]/g, ''))}
      />
      <TextField
        id={`${prefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange('email', e.currentTarget.value)}
      />
      <TextField
        id={`${prefix}-address`}
        label="Street address"
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(e) => onChange('address', e.currentTarget.value)}
      />
      <TextField
        id={`${prefix}-state`}
        label="State"
        value={values.state}
        error={errors.state}
        onChange={(e) => onChange('state', alphaOnly(e.currentTarget.value))}
      />
      <TextField
        id={`${prefix}-city`}
        label="City"
        value={values.city}
        error={errors.city}
        onChange={(e) => onChange('city', alphaOnly(e.currentTarget.value))}
      />
      {withId ? (
        <>
          <SelectField
            id={`${prefix}-id-type`}
            label="Type of identity"
            placeholder="Select type of identity"
            value={values.validDocumentType}
            error={errors.validDocumentType}
            options={idTypesFor(values.country || 'NG').map((t) => ({ value: t.value, label: t.name }))}
            onChange={(e) => onChange('validDocumentType', e.currentTarget.value)}
          />
          <UploadField
            id={`${prefix}-id-file`}
            label="Valid ID"
            accept="image/*,application/pdf"
            maxSizeMb={COMPLIANCE_UPLOAD_MAX_MB}
            files={values.validIDCard ? [{ name: 'Valid ID (uploaded)', url: values.validIDCard }] : []}
            error={errors.validIDCard}
            onFinished={(files) => files[0] && onChange('validIDCard', files[0].url)}
          />
        </>
      ) : null}
    </>
  );
}

/** The form's name of an owner's field (owner blocks come and go, so their errors are keyed by place). */
const ownerField = (index: number, field: string) => `owner-${index}-${field}`;

/** What each owner's block still needs, by the form's names. */
function ownersProblems(owners: readonly PersonValues[]): Problems {
  const found: Problems = {};
  owners.forEach((owner, index) => {
    for (const [field, message] of Object.entries(ownerProblems(owner))) found[ownerField(index, field)] = message;
  });
  return found;
}

/** Authorised business representative verification with up to four more owners (spec 2 §2, §3, §4, §5). */
export function RepresentativeSection({ info, onLeft, onSubmit }: SectionProps) {
  const v0 = info.values;
  const savedOwner = info.business_owner_meta.find((m) => m.name === 'isSignerAndBusinessOwner')?.value;
  const [owners, setOwners] = useState<PersonValues[]>(() =>
    OWNER_META_NAMES.flatMap((name) => {
      const entry = info.business_owner_meta.find((m) => m.name === name);
      return entry && typeof entry.value === 'object' ? [{ ...(entry.value as OwnerMeta) }] : [];
    }),
  );
  // One form: the signer's fields by name, each owner's as owner-<index>-<field>.
  const signer = useRulesForm({
    id: 'compliance-representative',
    onLeft,
    initial: () => ({
      fullname: `${v0.signer_firstname ?? ''} ${v0.signer_lastname ?? ''}`.trim(),
      bvn: v0.signer_bvn ?? '',
      phone: v0.signer_phone ?? '',
      email: v0.signer_email ?? '',
      address: v0.signer_address ?? '',
      country: v0.signer_country ?? info.country,
      state: v0.signer_state ?? '',
      city: v0.signer_city ?? '',
      validDocumentType: v0.signer_valid_id ?? '',
      validIDCard: v0.signer_valid_url ?? '',
      job_title: v0.signer_job_title ?? '',
      is_owner: savedOwner === true ? 'yes' : savedOwner === false ? 'no' : '',
    }),
    rules: (typed) => ({ ...signerProblems(typed), ...ownersProblems(owners) }),
    onSubmit: () => void save(),
  });
  const [saving, setSaving] = useState(false);
  // A signer who owns the business completes the identity session before the section is submitted
  // (spec 2 §6: the account creator of a business verifies; §7: the owner flow sends the middle name).
  const [awaitingIdentity, setAwaitingIdentity] = useState<Record<string, unknown> | null>(null);

  const { left } = signer;
  const isOwner = signer.values.is_owner === 'yes';

  function answer(value: 'yes' | 'no') {
    signer.set('is_owner', value);
    const blocks = ownerBlocksAfterAnswer(value, owners.length);
    setOwners((current) =>
      blocks > current.length ? [...current, emptyPerson(info.country)] : current.slice(0, blocks),
    );
  }
  function changeOwner(index: number, field: keyof PersonValues, value: string) {
    setOwners((current) => current.map((o, i) => (i === index ? { ...o, [field]: value } : o)));
    signer.clearErrors([ownerField(index, field)]);
  }
  function removeLastOwner() {
    const index = owners.length - 1;
    setOwners((current) => current.slice(0, -1));
    signer.clearErrors(Object.keys(signer.shown).filter((name) => name.startsWith(ownerField(index, ''))));
  }
  function addOwner() {
    if (!canAddOwner(owners.length, left === 0)) {
      signer.showProblems();
      return;
    }
    setOwners((current) => [...current, emptyPerson(info.country)]);
  }
  /** The errors on screen of one owner's fields. */
  const ownerErrors = (index: number): Problems => {
    const prefix = ownerField(index, '');
    return Object.fromEntries(
      Object.entries(signer.shown)
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, message]) => [name.slice(prefix.length), message]),
    );
  };

  async function save() {
    const complete = left === 0;
    const s = signer.values;
    const { first, last } = splitFullname(s.fullname);
    const mirror = isOwner
      ? {
          owner_firstname: first,
          owner_lastname: last,
          owner_bvn: s.bvn,
          owner_phone: s.phone,
          owner_email: s.email,
          owner_address: s.address,
          owner_country: s.country,
          owner_state: s.state,
          owner_city: s.city,
          owner_valid_id: s.validDocumentType,
          owner_valid_url: s.validIDCard,
        }
      : {};
    const payload: Record<string, unknown> = {
      signer_firstname: first,
      signer_lastname: last,
      signer_bvn: s.country === 'NG' ? s.bvn : '',
      signer_job_title: isOwner ? '' : s.job_title,
      signer_phone: s.phone,
      signer_email: s.email,
      signer_address: s.address,
      signer_country: s.country,
      signer_state: s.state,
      signer_city: s.city,
      signer_valid_id: isOwner ? s.validDocumentType : '',
      signer_valid_url: isOwner ? s.validIDCard : '',
      ...mirror,
      business_owner_meta: [
        { name: 'isSignerAndBusinessOwner', value: isOwner },
        ...owners.map((o, i) => ({ name: OWNER_META_NAMES[i]!, value: { ...o, bvn: o.bvn ?? '' } })),
      ],
      compliance_meta: complete ? [{ name: COMPLETION_FLAGS.representative, value: true }] : [],
      completed: complete,
    };
    if (complete && isOwner) {
      setAwaitingIdentity(payload);
      return;
    }
    await submit(payload);
  }

  async function submit(payload: Record<string, unknown>) {
    setSaving(true);
    try {
      await onSubmit('representative', payload, left);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="compliance-form" {...signer.formProps}>
      <fieldset className="compliance-question">
        <legend>Do you own more than 25% of the business?</legend>
        <div className="choice-row">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="is_owner"
                value={value}
                checked={signer.values.is_owner === value}
                onChange={() => answer(value)}
              />
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        {signer.shown.is_owner ? <p className="field-error">{signer.shown.is_owner}</p> : null}
      </fieldset>
      <PersonFields
        prefix="signer"
        values={signer.values}
        errors={signer.shown}
        withId={isOwner}
        onChange={(field, value) => signer.set(field, value)}
      />
      {signer.values.is_owner === 'no' ? (
        <TextField
          id="signer-job-title"
          label="Job title"
          value={signer.values.job_title}
          error={signer.shown.job_title}
          onChange={(e) => signer.set('job_title', alphaOnly(e.currentTarget.value))}
        />
      ) : null}
      {owners.map((owner, index) => (
        <fieldset key={OWNER_META_NAMES[index]} className="owner-block">
          <legend>Business owner {index + 1}</legend>
          {index === owners.length - 1 ? (
            <Button
              variant="ghost"
              className="owner-remove"
              aria-label={`Remove business owner ${index + 1}`}
              onClick={removeLastOwner}
            >
              ✕ Remove
            </Button>
          ) : null}
          <PersonFields
            prefix={`owner-${index + 1}`}
            values={owner}
            errors={ownerErrors(index)}
            withId
            onChange={(field, value) => changeOwner(index, field, value)}
          />
        </fieldset>
      ))}
      {owners.length < MAX_ADDITIONAL_OWNERS ? (
        <Button variant="secondary" onClick={addOwner}>
          Add another Business owner
        </Button>
      ) : null}
      <SectionActions>
        <Button type="submit" fullWidth isPending={saving}>
          {left === 0 ? 'Submit' : 'Save'}
        </Button>
      </SectionActions>
      {awaitingIdentity ? (
        <IdentityModal
          person={identityPerson(signer.values.fullname)}
          onCancel={() => setAwaitingIdentity(null)}
          onFinish={() => {
            const payload = awaitingIdentity;
            setAwaitingIdentity(null);
            void submit(payload);
          }}
        />
      ) : null}
    </form>
  );
}
