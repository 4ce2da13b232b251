import { useState } from 'react';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';

export interface SecretValueProps {
  label: string;
  value: string | null;
  /** Secrets are masked until Show is pressed. */
  secret?: boolean;
}

const mask = (value: string) => `${value.slice(0, 8)}${'•'.repeat(Math.max(value.length - 12, 8))}${value.slice(-4)}`;

/** A key with Copy, and Show/Hide for secrets. */
export function SecretValue({ label, value, secret = false }: SecretValueProps) {
  const [shown, setShown] = useState(!secret);
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied`);
    } catch {
      toast.error(`Could not copy the ${label.toLowerCase()}. Select it and copy it by hand.`);
    }
  };
  return (
    <div className="stack-sm">
      <p className="stat-label">{label}</p>
      {value ? (
        <div className="secret-row">
          <code className="secret-value">{shown ? value : mask(value)}</code>
          {secret ? (
            <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
              {shown ? 'Hide' : 'Show'}
              <span className="visually-hidden"> {label.toLowerCase()}</span>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => void copy()}>
            Copy<span className="visually-hidden"> {label.toLowerCase()}</span>
          </Button>
        </div>
      ) : (
        <p className="text-secondary">Not available yet: live keys are issued when the account goes live.</p>
      )}
    </div>
  );
}
