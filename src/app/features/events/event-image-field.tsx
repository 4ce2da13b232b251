import { useId, useState } from 'react';
import { EVENT_IMAGE_MAX_MB } from '../../../contract/transfers';
import { Button } from '../../ui/button';
import { uploadEventImage } from './api';
import { errorText } from '../../lib/error-text';

/**
 * The event's picture: chosen on the phone (camera roll or camera), uploaded at once, previewed, and
 * kept in the form's image_url field; Remove clears it. An older web address is kept until replaced.
 */
export function EventImageField({ name, defaultValue, error }: { name: string; defaultValue: string; error?: string }) {
  const id = useId();
  const [url, setUrl] = useState(defaultValue);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > EVENT_IMAGE_MAX_MB * 1024 * 1024) {
      setProblem(`File size exceeds ${EVENT_IMAGE_MAX_MB}MB`);
      return;
    }
    setUploading(true);
    try {
      setUrl((await uploadEventImage(file)).url);
    } catch (err) {
      setProblem(errorText(err, 'The picture did not upload. Try again.'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="field event-image">
      <input type="hidden" name={name} value={url} />
      <label className="field-label" htmlFor={`${id}-file`}>
        Event picture
      </label>
      <p id={`${id}-hint`} className="field-description">
        PNG, JPEG or WebP up to {EVENT_IMAGE_MAX_MB} MB, shown at the top of the ticket page (optional).
      </p>
      {url.startsWith('/') ? <img className="event-image-preview" src={url} alt="Preview of the event" /> : null}
      {url && !url.startsWith('/') ? <p className="field-description">Current picture: {url}</p> : null}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="event-image-file"
        disabled={uploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          void pick(event.target.files?.[0]).finally(() => {
            event.target.value = '';
          });
        }}
      />
      {uploading ? <p aria-live="polite">Uploading…</p> : null}
      {url ? (
        <Button type="button" variant="secondary" onClick={() => setUrl('')}>
          Remove picture
        </Button>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
