import { useId, useState } from 'react';
import { Button } from './button';
import { QrCode } from './qr-code';
import { toast } from './toast';
import './link-share.css';

export interface LinkShareProps {
  /** The full public address. */
  url: string;
  /** The link's title: the share sheet's title and the QR code's label. */
  title: string;
  /** The address field's label. */
  label?: string;
  /** The confirmation once copied. */
  copiedMessage?: string;
  /** The share sheet's text beside the link. */
  text?: string;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * A public link's address with Copy, Share (the phone's share sheet, where the browser has one) and its
 * QR code. Copy falls back to selecting the address when the clipboard is not available (http pages).
 */
export function LinkShare({ url, title, label = 'Public link', copiedMessage = 'Link copied.', text }: LinkShareProps) {
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(copiedMessage);
    } catch {
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      field?.select();
      toast.error('Could not copy: the address is selected, copy it from there.');
    }
  };
  const share = async () => {
    try {
      await navigator.share(text ? { title, text, url } : { title, url });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };
  return (
    <div className="link-share">
      <div className="field">
        <label className="field-label" htmlFor={fieldId}>
          {label}
        </label>
        <input id={fieldId} className="input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="link-share-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare() ? (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        ) : null}
      </div>
      <QrCode className="link-share-qr" value={url} label={`QR code for ${title}: ${url}`} />
    </div>
  );
}
