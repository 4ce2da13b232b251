import type { ReactNode } from 'react';
import { Button } from './button';
import { FormAlert } from './form-alert';

export interface ConfirmActionProps {
  /** What the action does and what cannot be undone. */
  note: ReactNode;
  confirmLabel: string;
  keepLabel?: string;
  isPending: boolean;
  /** Why the last try failed, or null. */
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * The body of a confirming sheet (cancel an invoice, an event, an order): what happens, why the last
 * try failed, and the two choices, keeping first so a stray tap keeps things as they are.
 */
export function ConfirmAction({
  note,
  confirmLabel,
  keepLabel = 'Keep it',
  isPending,
  error,
  onConfirm,
  onKeep,
}: ConfirmActionProps) {
  return (
    <div className="confirm-action">
      <FormAlert>{error}</FormAlert>
      <p className="confirm-action-note">{note}</p>
      <div className="confirm-action-buttons">
        <Button variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button isPending={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
