import type { ReactNode } from 'react';
import { Button } from './button';
import { errorText } from '../lib/error-text';
import { FormAlert } from './form-alert';
import { ModalDialog } from './modal-dialog';
import { toast } from './toast';

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

/** A mutation that takes no variables, as a confirming sheet runs it. */
export interface ConfirmedMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

export interface ConfirmMutationProps extends Pick<ConfirmActionProps, 'note' | 'confirmLabel' | 'keepLabel'> {
  mutation: ConfirmedMutation;
  /** The toast once it is done. */
  done: string;
  /** Closes the sheet (kept, or done). */
  onDone: () => void;
}

/** ConfirmAction running one mutation: its pending state and error, a toast and closing once done. */
export function ConfirmMutation({ mutation, done, onDone, ...action }: ConfirmMutationProps) {
  return (
    <ConfirmAction
      {...action}
      isPending={mutation.isPending}
      error={mutation.error ? errorText(mutation.error) : null}
      onKeep={onDone}
      onConfirm={() =>
        mutation.mutate(undefined, {
          onSuccess: () => {
            toast.success(done);
            onDone();
          },
        })
      }
    />
  );
}

export interface ConfirmSheetProps<T> {
  /** What is to be confirmed (the member, the invitation…): the sheet is open while there is one. */
  subject: T | null | undefined;
  title: string;
  onClose: () => void;
  /** The sheet's body for the subject; mounted only while open, so each opening starts afresh. */
  children: (subject: T) => ReactNode;
}

/** The sheet that asks before something that cannot be undone (remove, cancel, terminate). */
export function ConfirmSheet<T>({ subject, title, onClose, children }: ConfirmSheetProps<T>) {
  const isOpen = subject !== null && subject !== undefined;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      role="alertdialog"
      variant="sheet"
    >
      {isOpen ? children(subject) : null}
    </ModalDialog>
  );
}
