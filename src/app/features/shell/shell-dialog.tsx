import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from '../../ui/overlays';
import { Icon } from './icons';

export interface ShellDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Hide the title visually (it still labels the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Backdrop click and Escape close it (default true). */
  isDismissable?: boolean;
  /** 'sheet' slides up from the bottom on phones; 'dialog' is centred. */
  variant?: 'dialog' | 'sheet';
  /** Shows a labelled close button in the corner. */
  showClose?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * An accessible modal (react-aria): role=dialog, aria-modal, labelled by its title,
 * focus trapped inside and restored to the opener, Escape and the backdrop close it.
 * CSS transitions use the entering/exiting states and honour prefers-reduced-motion.
 */
export function ShellDialog({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  isDismissable = true,
  variant = 'dialog',
  showClose = false,
  role = 'dialog',
  className,
}: ShellDialogProps) {
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
        <Dialog
          role={role}
          // react-aria hides the rest of the page; aria-modal says so to older screen readers too.
          ref={(element: HTMLElement | null) => element?.setAttribute('aria-modal', 'true')}
          className={['shell-dialog', className].filter(Boolean).join(' ')}
        >
          {({ close }) => (
            <>
              <div className="shell-dialog-head">
                <Heading slot="title" className={hideTitle ? 'visually-hidden' : 'shell-dialog-title'}>
                  {title}
                </Heading>
                {showClose ? (
                  <button type="button" className="icon-button" aria-label="Close" onClick={close}>
                    <Icon name="close" />
                  </button>
                ) : null}
              </div>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
