import { useId, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { COMPLIANCE_TOASTS } from '../../../contract/compliance';
import { isApiError } from '../../lib/api-client';
import { uploadComplianceFile } from './api';

export interface UploadedRef {
  name: string;
  url: string;
}
export interface UploadFieldProps {
  id: string;
  label: string;
  /** Current uploads (their URLs go into the payload). */
  files: readonly UploadedRef[];
  onFinished: (files: UploadedRef[]) => void;
  error?: string | undefined;
  /** Size limit in MB (the widget's default is 1). */
  maxSizeMb?: number;
  maxFiles?: number;
  mode?: 'replace' | 'append';
  /** Accepted types; images by default. */
  accept?: string;
}

/**
 * The upload widget of spec 2 §4/§5: too-big files are refused with 'File size exceeds
 * {limit}MB' and not uploaded; replace mode makes the new files the selection, append
 * mode adds while the count stays under the maximum. Files are private, 30-minute expiry.
 */
export function UploadField({
  id,
  label,
  files,
  onFinished,
  error,
  maxSizeMb = 1,
  maxFiles = 1,
  mode = 'replace',
  accept = 'image/*',
}: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const errorId = `${id}-error`;

  async function onChange(list: FileList | null) {
    if (!list || list.length === 0) return;
    const picked = [...list];
    if (input.current) input.current.value = '';
    const tooBig = picked.find((file) => file.size > maxSizeMb * 1024 * 1024);
    if (tooBig) {
      setAlert(`File size exceeds ${maxSizeMb}MB`);
      return;
    }
    const room = mode === 'append' ? Math.max(0, maxFiles - files.length) : maxFiles;
    const chosen = picked.slice(0, room);
    if (chosen.length === 0) {
      setAlert(`You can add at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}`);
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const uploaded: UploadedRef[] = [];
      for (const file of chosen) {
        const stored = await uploadComplianceFile(file);
        uploaded.push({ name: stored.name, url: stored.url });
      }
      toast.success(COMPLIANCE_TOASTS.fileUploaded);
      onFinished(mode === 'append' ? [...files, ...uploaded] : uploaded);
    } catch (err) {
      setAlert(isApiError(err) ? err.message : 'The file could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field upload-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field-description" id={hintId}>
        Image or PDF, up to {maxSizeMb} MB.
      </p>
      {files.length > 0 ? (
        <ul className="upload-files" aria-label={`${label}: uploaded files`}>
          {files.map((file) => (
            <li key={file.url}>
              <span aria-hidden="true">✓ </span>
              {file.name}
            </li>
          ))}
        </ul>
      ) : null}
      <label className="button upload-button" data-variant="secondary" htmlFor={id} aria-busy={busy || undefined}>
        {busy ? 'Uploading…' : files.length > 0 ? (mode === 'append' ? 'Add file' : 'Replace file') : 'Choose file'}
      </label>
      <input
        ref={input}
        id={id}
        className="visually-hidden-input"
        type="file"
        accept={accept}
        multiple={maxFiles > 1}
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, alert ? errorId : '', error ? `${errorId}-rule` : ''].filter(Boolean).join(' ')}
        aria-invalid={alert || error ? true : undefined}
        onChange={(event) => void onChange(event.currentTarget.files)}
      />
      {alert ? (
        <p id={errorId} className="field-error" role="alert">
          {alert}
        </p>
      ) : null}
      {error && error !== alert ? (
        <p id={`${errorId}-rule`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
