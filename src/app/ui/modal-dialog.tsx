import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../lib/use-media-query';
import { Dialog, Heading, Modal, ModalOverlay } from './overlays';
import './modal-dialog.css';

export interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Hide the title visually (it still labels the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /**
   * 'sheet' rises from the bottom (confirmations, the More sheet); 'dialog' is centred; 'phone-sheet' is a
   * sheet on phones and a centred dialog on wide screens (refund, download).
   */
  variant?: 'dialog' | 'sheet' | 'phone-sheet';
  /** Backdrop click and Escape close it (default true). */
  isDismissable?: boolean;
  /** Shows a labelled close button in the corner. */
  showClose?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal of the dashboard (react-aria): role=dialog, aria-modal, labelled by its title, focus trapped
 * inside and restored to the opener, Escape and the backdrop close it when dismissable. Its own styles
 * (modal-dialog.css) animate the entering and exiting states; tokens.css stills them for reduced motion.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  variant = 'dialog',
  isDismissable = true,
  showClose = false,
  role = 'dialog',
}: ModalDialogProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const shape = variant === 'phone-sheet' ? (wide ? 'dialog' : 'sheet') : variant;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="modal-overlay"
      data-variant={shape}
    >
      <Modal className="modal-card" data-variant={shape}>
        <Dialog
          role={role}
          // react-aria hides the rest of the page; aria-modal says so to older screen readers too.
          ref={(element: HTMLElement | null) => element?.setAttribute('aria-modal', 'true')}
          className="modal-dialog"
        >
          {({ close }) => (
            <>
              <div className="modal-dialog-head">
                <Heading slot="title" className={hideTitle ? 'visually-hidden' : 'modal-dialog-title'}>
                  {title}
                </Heading>
                {showClose ? (
                  <button type="button" className="icon-button" aria-label="Close" onClick={close}>
                    <CloseIcon />
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

/** The × of a dialog's close button. */
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
