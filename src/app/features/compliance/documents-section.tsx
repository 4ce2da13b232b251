import { useState } from 'react';
import {
  COMPLETION_FLAGS,
  COMPLIANCE_UPLOAD_MAX_MB,
  documentProblems,
  fieldsLeft,
  idTypesFor,
} from '../../../contract/compliance-rules';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { saveRegMeta } from './api';
import { IdentityModal } from './identity-modal';
import { SectionActions } from './section-frame';
import type { SectionProps } from './section-types';
import { UploadField } from './upload-field';
import { useRulesForm } from '../../ui/use-rules-form';

export interface DocumentsSectionProps extends SectionProps {
  /** Business accounts: the account creator also completes an identity session. */
  needsIdentitySession: boolean;
  person: { first_name: string; last_name: string };
  onReopen: () => void;
}

/** Document upload: an ID of the user's country (spec 2 §2, §5). */
export function DocumentsSection({
  info,
  onLeft,
  onSubmit,
  needsIdentitySession,
  person,
  onReopen,
}: DocumentsSectionProps) {
  const rejected = info.status === 'RE';
  const form = useRulesForm({
    id: 'compliance-documents',
    onLeft,
    initial: () => ({
      signer_valid_id: rejected ? '' : (info.values.means_of_identification ?? info.values.signer_valid_id ?? ''),
      signer_valid_url: rejected ? '' : (info.values.signer_valid_url ?? ''),
    }),
    rules: (typed) => documentProblems(typed, info.country),
    onSubmit: (_typed, problems) => save(fieldsLeft(problems)),
  });
  const { values, set, shown } = form;
  const [fileName, setFileName] = useState('');
  const types = idTypesFor(info.country);
  const [saving, setSaving] = useState(false);
  const [identityOpen, setIdentityOpen] = useState(false);

  async function send() {
    setSaving(true);
    try {
      await onSubmit(
        'documents',
        {
          means_of_identification: values.signer_valid_id,
          signer_valid_id: values.signer_valid_id,
          signer_valid_url: values.signer_valid_url,
          ...(info.values.reg_document_url ? { reg_document_url: info.values.reg_document_url } : {}),
          ...(info.country === 'ZA' ? { zar_valid_id: values.signer_valid_id } : {}),
          compliance_meta: [{ name: COMPLETION_FLAGS.documents, value: true }],
          completed: true,
        },
        0,
      );
      if (info.country === 'ZA' && values.signer_valid_id) {
        await saveRegMeta([{ name: 'zar_valid_id', value: values.signer_valid_id }]).catch((err: unknown) =>
          console.error('[compliance] registration meta not saved', err),
        );
      }
    } finally {
      setSaving(false);
    }
  }

  /** Sent only complete; conform has shown what is missing. */
  function save(stillLeft: number) {
    if (stillLeft > 0) return;
    if (needsIdentitySession) setIdentityOpen(true);
    else void send();
  }

  return (
    <form className="compliance-form" {...form.formProps}>
      {rejected ? (
        <p className="compliance-rejected" role="note">
          Your documents were not accepted{info.rejection_reason ? `: ${info.rejection_reason}` : '.'} Please re-upload
          them.
        </p>
      ) : null}
      <SelectField
        id="documents-type"
        label="Type of identity"
        placeholder="Select type of identity"
        value={values.signer_valid_id}
        error={shown.signer_valid_id}
        options={types.map((t) => ({ value: t.value, label: t.name }))}
        onChange={(e) => set('signer_valid_id', e.currentTarget.value)}
      />
      <UploadField
        id="documents-file"
        label="Identity document"
        accept="image/*,application/pdf"
        maxSizeMb={COMPLIANCE_UPLOAD_MAX_MB}
        files={
          values.signer_valid_url
            ? [{ name: fileName || 'Identity document (uploaded)', url: values.signer_valid_url }]
            : []
        }
        error={shown.signer_valid_url}
        onFinished={(files) => {
          const file = files[0];
          if (!file) return;
          setFileName(file.name);
          set('signer_valid_url', file.url);
        }}
      />
      <SectionActions>
        <Button type="submit" fullWidth isPending={saving}>
          {rejected ? 'Re-upload documents' : 'Submit'}
        </Button>
      </SectionActions>
      {identityOpen ? (
        <IdentityModal
          person={person}
          onCancel={() => {
            setIdentityOpen(false);
            onReopen();
          }}
          onFinish={() => {
            setIdentityOpen(false);
            onReopen();
            void send();
          }}
        />
      ) : null}
    </form>
  );
}
