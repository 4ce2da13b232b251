import { useId } from 'react';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';

export interface SecretValueProps {
  label: string;
  value: string | null;
  /** Whether Copy is offered: public keys, and secrets once revealed (a masked secret is no use copied). */
  copyable?: boolean;
  /** What to say when there is no value. */
  missing?: string;
  /** Called after a copy succeeded (a clear secret's copy goes to the audit log). */
  onCopied?: () => void;
}

/** A key as the server gave it (secrets come masked until revealed), with Copy. */
export function SecretValue({
  label,
  value,
  copyable = true,
  missing = 'Not available yet: live keys are issued when the account goes live.',
  onCopied,
}: SecretValueProps) {
  const labelId = useId();
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied`);
      onCopied?.();
    } catch {
      toast.error(`Could not copy the ${label.toLowerCase()}. Select it and copy it by hand.`);
    }
  };
  return (
    <div className="stack-sm">
      <p className="stat-label" id={labelId}>
        {label}
      </p>
      {value ? (
        <div className="secret-row">
          <code className="secret-value" aria-describedby={labelId}>
            {value}
          </code>
          {copyable ? (
            <Button variant="secondary" onClick={() => void copy()}>
              Copy<span className="visually-hidden"> {label.toLowerCase()}</span>
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-secondary">{missing}</p>
      )}
    </div>
  );
}
