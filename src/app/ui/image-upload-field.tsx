import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { uploadTooLargeMessage } from '../../contract/transfers';
import { Button } from './button';

/** An image chosen and uploaded: the address to save, and what to show meanwhile (a local copy). */
export interface UploadedPicture {
  url: string;
  src: string;
}

export interface ImageUploadFieldProps {
  label: string;
  description: string;
  /** What the field shows now (a saved upload's address or a local copy), or null for none. */
  src: string | null;
  previewAlt: string;
  previewClassName?: string;
  maxMb: number;
  /** Sends the file (the server checks it by content) and answers its address. */
  upload: (file: File) => Promise<{ url: string }>;
  onChange: (picture: UploadedPicture | null) => void;
  uploadingText: string;
  removeLabel: string;
}

export interface UploadStateProps {
  /** The field's id: the message is `${id}-error`, which the file input names in aria-describedby. */
  id: string;
  pending: boolean;
  pendingText: string;
  error: string | null;
}

/** Under an upload field: a status line while the upload runs, then its error, if any. */
export function UploadState({ id, pending, pendingText, error }: UploadStateProps) {
  return (
    <>
      {pending ? (
        <p className="field-description" role="status">
          {pendingText}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The upload failed. Try again.');

/**
 * One picture (a logo, a banner): uploaded as soon as it is chosen, shown from a local copy (the upload is
 * private until the form saving it makes it public), removable; saved by the form around it.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: props.upload,
    onSuccess: (uploaded, file) => props.onChange({ url: uploaded.url, src: URL.createObjectURL(file) }),
  });
  const error = localError ?? (upload.isError ? messageOf(upload.error) : null);
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-file`}>
        {props.label}
      </label>
      <p id={`${id}-description`} className="field-description">
        {props.description}
      </p>
      {props.src ? <img src={props.src} alt={props.previewAlt} className={props.previewClassName} /> : null}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="input"
        aria-describedby={[`${id}-description`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const tooLarge = file.size > props.maxMb * 1024 * 1024;
          setLocalError(tooLarge ? uploadTooLargeMessage(props.maxMb) : null);
          if (!tooLarge) upload.mutate(file);
        }}
      />
      <UploadState id={id} pending={upload.isPending} pendingText={props.uploadingText} error={error} />
      {props.src ? (
        <div>
          <Button variant="ghost" onClick={() => props.onChange(null)}>
            {props.removeLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
