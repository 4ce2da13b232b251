import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { IDENTITY_FAILED_MESSAGE } from '../../../contract/compliance';
import { POLL_INTERVAL_MS } from '../../../contract/constants';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { createIdentitySession, identitySessionState } from './api';

export interface IdentityModalProps {
  person: { first_name: string; last_name: string; middle_name?: string };
  onCancel: () => void;
  onFinish: () => void;
}

/** The identity verification session (spec 2 §4): opens the provider's page and follows its state. */
export function IdentityModal({ person, onCancel, onFinish }: IdentityModalProps) {
  const [session, setSession] = useState<{ id: string; url: string } | null>(null);
  const [state, setState] = useState<'starting' | 'created' | 'canceled'>('starting');

  // One session per opening of the modal: the first props are the ones used.
  const start = useRef({ person, onCancel });
  useEffect(() => {
    let live = true;
    const { person: who, onCancel: cancel } = start.current;
    createIdentitySession(who)
      .then((answer) => {
        if (!live) return;
        setSession({ id: answer.session.id, url: answer.session.url });
        setState('created');
      })
      .catch((err: unknown) => {
        toast.error(isApiError(err) && err.message ? err.message : IDENTITY_FAILED_MESSAGE);
        cancel();
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!session) return;
    const timer = window.setInterval(() => {
      identitySessionState(session.id)
        .then((answer) => {
          if (answer.session.status === 'finished') onFinish();
          if (answer.session.status === 'canceled') {
            setState('canceled');
            onCancel();
          }
        })
        .catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [session, onFinish, onCancel]);

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onCancel()} title="Verify your identity">
      <p>
        As the account creator, confirm who you are with our identity partner. The page opens in a new tab; come back
        here when you are done.
      </p>
      {state === 'canceled' ? <p role="status">Verification canceled.</p> : null}
      <div className="modal-dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {session ? (
          <a className="button" data-variant="primary" href={session.url} target="_blank" rel="noopener">
            Start verification
          </a>
        ) : (
          <Button isPending>Start verification</Button>
        )}
      </div>
    </ModalDialog>
  );
}
