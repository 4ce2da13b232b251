import { useState } from 'react';
import { Button } from './button';
import { QrCode } from './qr-code';
import { toast } from './toast';
import './link-share.css';

export interface LinkShareProps {
  /** The full public address. */
  url: string;
  /** The link's title: the share sheet's title and the QR code's label. */
  title: string;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * A public link's address with Copy, Share (the phone's share sheet, where the browser has one) and its
 * QR code. Copy falls back to selecting the address when the clipboard is not available (http pages).
 */
export function LinkShare({ url, title }: LinkShareProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Link copied.');
    } catch {
      const field = document.getElementById('link-share-url') as HTMLInputElement | null;
      field?.select();
      toast.error('Could not copy: the address is selected, copy it from there.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };
  return (
    <div className="link-share">
      <div className="field">
        <label className="field-label" htmlFor="link-share-url">
          Public link
        </label>
        <input id="link-share-url" className="input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
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
