import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDelete({
  isOpen,
  onOpenChange,
  title,
  body,
  onConfirm,
  isPending,
  error,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  onConfirm: () => void;
  isPending: boolean;
  error: string | null;
}) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} variant="sheet" role="alertdialog">
      <p>{body}</p>
      <FormAlert>{error}</FormAlert>
      <div className="store-editor-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={onConfirm} isPending={isPending}>
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}
