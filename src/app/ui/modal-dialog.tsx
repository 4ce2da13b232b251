import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from './overlays';

export interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** 'sheet' rises from the bottom on phones (confirmations); 'dialog' is centred. */
  variant?: 'dialog' | 'sheet';
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal of the dashboard (react-aria: labelled, focus trapped and restored, Escape closes
 * when dismissable). It wears the shell's overlay styles, which honour prefers-reduced-motion.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  variant = 'dialog',
  isDismissable = true,
  role = 'dialog',
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="shell-overlay"
      data-variant={variant}
    >
      <Modal className="shell-modal" data-variant={variant}>
        <Dialog role={role} className="shell-dialog tx-dialog">
          <div className="shell-dialog-head">
            <Heading slot="title" className="shell-dialog-title">
              {title}
            </Heading>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
