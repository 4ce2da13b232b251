import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { LOGO_MAX_MB } from '../../../contract/transfers';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import type * as v from 'valibot';
import {
  type BusinessProfile,
  type OwnProfile,
  PROFILE_MESSAGES,
  profileEndpoints,
  UpdateBusinessProfileRequest,
  UpdateOwnProfileRequest,
} from '../../../contract/profile-settings';
import { call } from '../../lib/api-client';
import { saveCompany, saveUserName } from '../../lib/session';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { FormTextField } from '../../ui/form-fields';
import { ImageUploadField } from '../../ui/image-upload-field';
import { QueryBoundary } from '../../ui/query-boundary';
import { FormSkeleton, SkeletonButton } from '../../ui/form-skeleton';
import { toast } from '../../ui/toast';
import { businessProfileQuery, ownProfileQuery } from './api';
import { errorText } from '../../lib/error-text';
import { EMAIL_INPUT } from '../../ui/text-field';
import { validateWith } from '../../lib/form-validation';

/** The business profile's fields, as the form, the read-only list and their placeholder name them. */
const BUSINESS_FIELDS = {
  business_name: { label: 'Business name' },
  support_email: {
    label: 'Support email',
    description: 'Where customers write for help. Shown on receipts and checkout.',
  },
  support_phone: { label: 'Support phone' },
  business_address: { label: 'Address' },
  website: { label: 'Website' },
  logo: {
    label: 'Logo',
    description: `PNG, JPEG or WebP, up to ${LOGO_MAX_MB} MB. Shown to customers on checkout and receipts.`,
  },
} as const;

const OWN_EMAIL_NOTE = 'Your email is how you sign in; it cannot be changed here.';

/** Your own profile's fields, as the form and its placeholder name them. */
const OWN_FIELDS = {
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  phone: { label: 'Phone' },
} as const;

interface BusinessProfileFormProps {
  accountId: number;
  profile: BusinessProfile;
}

interface LogoFieldProps {
  /** The logo's address as it will be saved (null: none). */
  logo: string | null;
  onLogoChange: (logo: string | null) => void;
}

/** The logo: uploaded as soon as it is chosen (checked by content on the server), saved with the profile. */
function LogoField({ logo, onLogoChange }: LogoFieldProps) {
  const [src, setSrc] = useState<string | null>(logo);
  return (
    <ImageUploadField
      label={BUSINESS_FIELDS.logo.label}
      description={BUSINESS_FIELDS.logo.description}
      src={src}
      previewAlt="Business logo"
      previewClassName="business-logo-preview"
      maxMb={LOGO_MAX_MB}
      upload={(file) => {
        const form = new FormData();
        form.set('file', file);
        form.set('purpose', 'logo');
        form.set('public', 'false');
        form.set('expiry', '60');
        return call(transferEndpoints.upload, { formData: form });
      }}
      onChange={(picture) => {
        setSrc(picture?.src ?? null);
        onLogoChange(picture?.url ?? null);
      }}
      uploadingText="Uploading the logo…"
      removeLabel="Remove logo"
    />
  );
}

function BusinessProfileForm({ accountId, profile }: BusinessProfileFormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<string | null>(profile.business_logo);
  const save = useMutation({
    mutationFn: (body: v.InferOutput<typeof UpdateBusinessProfileRequest>) =>
      call(profileEndpoints.updateBusinessProfile, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(businessProfileQuery(accountId).queryKey, answer.profile);
      // The switcher lists the business by name; the stored session names it everywhere else.
      saveCompany(answer.company);
      void queryClient.invalidateQueries({ queryKey: ['subAccounts'] });
      void queryClient.invalidateQueries({ queryKey: ['audits', accountId] });
      toast.success(PROFILE_MESSAGES.businessSaved);
    },
  });
  const [form, fields] = useForm({
    id: `business-profile-${formId}`,
    defaultValue: {
      business_name: profile.business_name,
      support_email: profile.support_email ?? '',
      support_phone: profile.support_phone ?? '',
      business_address: profile.business_address ?? '',
      website: profile.website ?? '',
    },
    ...validateWith(UpdateBusinessProfileRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') save.mutate({ ...submission.value, business_logo: logo });
    },
  });
  return (
    <form {...getFormProps(form)} className="settings-form" aria-label="Business profile">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <FormTextField field={fields.business_name} {...BUSINESS_FIELDS.business_name} autoComplete="organization" />
      <FormTextField field={fields.support_email} {...BUSINESS_FIELDS.support_email} {...EMAIL_INPUT} />
      <FormTextField field={fields.support_phone} {...BUSINESS_FIELDS.support_phone} type="tel" autoComplete="off" />
      <FormTextField
        field={fields.business_address}
        {...BUSINESS_FIELDS.business_address}
        autoComplete="street-address"
      />
      <FormTextField
        field={fields.website}
        {...BUSINESS_FIELDS.website}
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://"
      />
      <LogoField logo={logo} onLogoChange={setLogo} />
      <div className="settings-actions">
        <Button type="submit" isPending={save.isPending}>
          Save business profile
        </Button>
      </div>
    </form>
  );
}

export interface BusinessProfilePanelProps {
  accountId: number;
  canEdit: boolean;
  /** Facts nobody edits here (country, ids, dates). */
  facts: { label: string; value: ReactNode }[];
}

/** The business profile: a form for the admins, the same facts read-only for everyone else. */
export function BusinessProfilePanel({ accountId, canEdit, facts }: BusinessProfilePanelProps) {
  return (
    <Panel title="Business profile">
      <QueryBoundary what="the business profile" pending={<BusinessProfileSkeleton canEdit={canEdit} />}>
        <BusinessProfileBody accountId={accountId} canEdit={canEdit} />
      </QueryBoundary>
      {canEdit ? null : <p className="settings-muted">Only an Owner or Admin can edit the business profile.</p>}
      <div className="settings-divider">
        <DetailList items={facts} />
      </div>
    </Panel>
  );
}

/** The business profile's place while it loads: the form's (or the list's) own shape and height. */
function BusinessProfileSkeleton({ canEdit }: { canEdit: boolean }) {
  const label = 'Loading the business profile';
  if (!canEdit) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{label}</span>
        <div aria-hidden="true">
          <DetailList items={BUSINESS_LIST_FIELDS.map((field) => ({ label: field.label, value: '…' }))} />
        </div>
      </div>
    );
  }
  return (
    <FormSkeleton label={label} fields={Object.values(BUSINESS_FIELDS)} className="settings-form">
      <div className="settings-actions">
        <SkeletonButton />
      </div>
    </FormSkeleton>
  );
}

/** The read-only business profile's rows (the logo is the form's alone). */
const BUSINESS_LIST_FIELDS = [
  BUSINESS_FIELDS.business_name,
  BUSINESS_FIELDS.support_email,
  BUSINESS_FIELDS.support_phone,
  BUSINESS_FIELDS.business_address,
  BUSINESS_FIELDS.website,
];

function OwnProfileForm({ profile }: { profile: OwnProfile }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: v.InferOutput<typeof UpdateOwnProfileRequest>) =>
      call(profileEndpoints.updateOwnProfile, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownProfileQuery().queryKey, answer);
      saveUserName(answer.first_name, answer.last_name);
      toast.success(PROFILE_MESSAGES.profileSaved);
    },
  });
  const [form, fields] = useForm({
    id: `own-profile-${formId}`,
    defaultValue: { first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone ?? '' },
    ...validateWith(UpdateOwnProfileRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') save.mutate(submission.value);
    },
  });
  return (
    <form {...getFormProps(form)} className="settings-form" aria-label="Your profile">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <FormTextField field={fields.first_name} {...OWN_FIELDS.first_name} autoComplete="given-name" />
      <FormTextField field={fields.last_name} {...OWN_FIELDS.last_name} autoComplete="family-name" />
      <FormTextField field={fields.phone} {...OWN_FIELDS.phone} type="tel" autoComplete="tel" />
      <DetailList items={[{ label: 'Email', value: profile.email }]} />
      <p className="settings-muted">{OWN_EMAIL_NOTE}</p>
      <div className="settings-actions">
        <Button type="submit" isPending={save.isPending}>
          Save your profile
        </Button>
      </div>
    </form>
  );
}

function BusinessProfileBody({ accountId, canEdit }: { accountId: number; canEdit: boolean }) {
  const { data: profile } = useSuspenseQuery(businessProfileQuery(accountId));
  // Keyed by what was read: a refetch that brings other values (after a cached first paint) starts the form on them.
  if (canEdit) return <BusinessProfileForm key={JSON.stringify(profile)} accountId={accountId} profile={profile} />;
  return (
    <DetailList
      items={[
        { label: BUSINESS_FIELDS.business_name.label, value: profile.business_name },
        { label: BUSINESS_FIELDS.support_email.label, value: profile.support_email ?? 'Not Available' },
        { label: BUSINESS_FIELDS.support_phone.label, value: profile.support_phone ?? 'Not Available' },
        { label: BUSINESS_FIELDS.business_address.label, value: profile.business_address ?? 'Not Available' },
        { label: BUSINESS_FIELDS.website.label, value: profile.website ?? 'Not Available' },
      ]}
    />
  );
}

/** Your own name and phone: every member edits their own. */
export function OwnProfilePanel({ role }: { role: string | null }) {
  return (
    <Panel title="Your profile">
      <QueryBoundary what="your profile" pending={<OwnProfileSkeleton />}>
        <OwnProfileBody />
      </QueryBoundary>
      <p className="settings-muted">Your role here: {role ?? 'Not Available'}</p>
    </Panel>
  );
}

/** Your profile's place while it loads: the form's own shape and height (the email row waits for its value). */
function OwnProfileSkeleton() {
  return (
    <FormSkeleton label="Loading your profile" fields={Object.values(OWN_FIELDS)} className="settings-form">
      <div className="settings-form">
        <DetailList items={[{ label: 'Email', value: '…' }]} />
        <p className="settings-muted">{OWN_EMAIL_NOTE}</p>
        <div className="settings-actions">
          <SkeletonButton />
        </div>
      </div>
    </FormSkeleton>
  );
}

function OwnProfileBody() {
  const { data: profile } = useSuspenseQuery(ownProfileQuery());
  return <OwnProfileForm key={JSON.stringify(profile)} profile={profile} />;
}
