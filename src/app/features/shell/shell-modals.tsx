import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SESSION_TIMEOUT_REDIRECT_MS } from '../../../contract/constants';
import { namedRoutePath } from '../../../contract/named-routes';
import { hasStoredSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

export const SESSION_TIMEOUT_TEXT = 'Your session has expired. You will be redirected to login in five seconds.';
export const ONBOARDING_DELAY_MS = 1000;

/**
 * Session timeout: while the app is open, the stored session disappears (signed out or
 * expired in another tab), so it can no longer be refreshed. Says so, then goes to login.
 */
export function SessionTimeoutModal() {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const check = () => {
      if (!hasStoredSession()) setExpired(true);
    };
    window.addEventListener('storage', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('storage', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => window.location.assign(namedRoutePath('login')), SESSION_TIMEOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired]);
  return (
    <ModalDialog
      isOpen={expired}
      onOpenChange={() => {}}
      title="Session expired"
      isDismissable={false}
      role="alertdialog"
    >
      <p>{SESSION_TIMEOUT_TEXT}</p>
      <Button fullWidth onClick={() => window.location.assign(namedRoutePath('login'))}>
        Go to login now
      </Button>
    </ModalDialog>
  );
}

/** Onboarding, 1 s after arriving from sign-up (?from=register). */
export function OnboardingModal({ fromRegister }: { fromRegister: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!fromRegister) return;
    const timer = setTimeout(() => setOpen(true), ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fromRegister]);
  return (
    <ModalDialog isOpen={open} onOpenChange={setOpen} title="Welcome aboard!">
      <div className="stack">
        <p className="text-secondary">
          Your account is ready. Share a payment link to take your first payment in minutes, no website needed.
        </p>
        <Button
          fullWidth
          onClick={() => {
            setOpen(false);
            void navigate({ to: namedRoutePath('payment-links') as '/' });
          }}
        >
          Start collecting payments
        </Button>
        <Button fullWidth variant="ghost" onClick={() => setOpen(false)}>
          I'll do this later
        </Button>
      </div>
    </ModalDialog>
  );
}

export interface WelcomeModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Approved (AA) accounts explore; others are asked to verify. */
  isApproved: boolean;
  onExplore: () => void;
}

/** Welcome, once per user and account: explore the dashboard, or (not AA) verify the account. */
export function WelcomeModal({ isOpen, onOpenChange, isApproved, onExplore }: WelcomeModalProps) {
  const navigate = useNavigate();
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isApproved ? 'Welcome to your dashboard' : 'Verify your account'}
    >
      <div className="stack">
        {isApproved ? (
          <p className="text-secondary">
            Everything your business needs in one place. Take a short tour to see where things are.
          </p>
        ) : (
          <>
            <p className="text-secondary">To start accepting live payments, verify your account:</p>
            <ol className="bullet-list">
              <li>Add a bank account so we can pay you.</li>
              <li>Upload your business documents.</li>
            </ol>
          </>
        )}
        {isApproved ? (
          <Button fullWidth onClick={onExplore}>
            Explore the dashboard
          </Button>
        ) : (
          <Button
            fullWidth
            onClick={() => {
              onOpenChange(false);
              void navigate({ to: namedRoutePath('compliance') as '/' });
            }}
          >
            Verify your account
          </Button>
        )}
        <Button fullWidth variant="ghost" onClick={() => onOpenChange(false)}>
          Skip this
        </Button>
        <Button fullWidth variant="secondary" className="phone-only" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
