import { useEffect, useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from '../overlays';
import {
  captureInstallPrompt,
  isStandalone,
  needsIosInstallHelp,
  type PlatformInfo,
  promptInstall,
  readPlatform,
  useCanPromptInstall,
} from '../../lib/pwa';
import { useWhiteLabel } from '../../lib/whitelabel';
import { Button, type ButtonProps } from '../button';
import './pwa.css';

export interface InstallButtonProps {
  /** The product name used in the iOS instructions; the brand's merchant_name by default. */
  appName?: string;
  /** A design-system button, or 'plain': an unstyled button for the host's own class (a menu row). */
  variant?: ButtonProps['variant'] | 'plain';
  fullWidth?: boolean;
  className?: string;
  /** Test hook: the browser facts; read from navigator by default. */
  platform?: PlatformInfo;
}

function InstallIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Safari's Share symbol: a box with an arrow up. */
function ShareIcon() {
  return (
    <svg className="install-help-glyph" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M10 2.5v10M6.5 6 10 2.5 13.5 6M7 8.5H5.5a1 1 0 0 0-1 1V16a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1V9.5a1 1 0 0 0-1-1H13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface TriggerProps {
  variant: NonNullable<InstallButtonProps['variant']>;
  fullWidth?: boolean;
  className?: string;
  onClick: () => void;
  hasPopup?: boolean;
}

function Trigger({ variant, fullWidth, className, onClick, hasPopup }: TriggerProps) {
  const content = (
    <>
      <InstallIcon />
      Install app
    </>
  );
  if (variant === 'plain') {
    return (
      <button type="button" className={className} aria-haspopup={hasPopup ? 'dialog' : undefined} onClick={onClick}>
        {content}
      </button>
    );
  }
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      className={className}
      aria-haspopup={hasPopup ? 'dialog' : undefined}
      onClick={onClick}
    >
      {content}
    </Button>
  );
}

/**
 * 'Install app': shown only when the browser offered installation (beforeinstallprompt), and on iOS
 * (which has no prompt) as help to add the app from the Share menu. Hidden in the installed app.
 */
export function InstallButton({ appName, variant = 'secondary', fullWidth, className, platform }: InstallButtonProps) {
  const { productName } = useWhiteLabel();
  const canPrompt = useCanPromptInstall();
  const [facts] = useState(() => platform ?? readPlatform());
  const [helpOpen, setHelpOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    captureInstallPrompt();
  }, []);

  if (isStandalone(facts)) return null;

  if (canPrompt) {
    return (
      <Trigger variant={variant} fullWidth={fullWidth} className={className} onClick={() => void promptInstall()} />
    );
  }

  if (!needsIosInstallHelp(facts)) return null;

  return (
    <>
      <Trigger
        variant={variant}
        fullWidth={fullWidth}
        className={className}
        hasPopup
        onClick={() => setHelpOpen(true)}
      />
      <ModalOverlay className="install-help-overlay" isOpen={helpOpen} onOpenChange={setHelpOpen} isDismissable>
        <Modal className="install-help-modal">
          <Dialog className="install-help" aria-labelledby={titleId}>
            <Heading slot="title" id={titleId} className="install-help-title">
              Install {appName ?? productName}
            </Heading>
            <p className="text-secondary">Add it to your Home Screen to open it like an app, full screen.</p>
            <ol className="install-help-steps">
              <li>
                Tap <ShareIcon /> <strong>Share</strong> in the browser toolbar.
              </li>
              <li>
                Scroll down and tap <strong>Add to Home Screen</strong>.
              </li>
              <li>
                Tap <strong>Add</strong>.
              </li>
            </ol>
            <Button variant="primary" fullWidth onClick={() => setHelpOpen(false)}>
              Done
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
