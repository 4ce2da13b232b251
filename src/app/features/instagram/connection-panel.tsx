import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { INSTAGRAM_MESSAGES, InstagramHandle, type InstagramAccountState } from '../../../contract/instagram';
import { isAdminRole } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { instagramAccountQuery, useConnectInstagram, useDisconnectInstagram } from '../../queries/instagram';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormAlert } from '../../ui/form-alert';
import { FormTextField } from '../../ui/form-fields';
import { ModalDialog } from '../../ui/modal-dialog';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { failureText } from './failure';
import { ImportPostsDialog } from './import-posts';
import { validateWith } from '../../lib/form-validation';

const ConnectForm = v.object({ handle: InstagramHandle });

/**
 * Above both Instagram lists: not connected, what connecting does and (for the admins) Connect; connected,
 * the account, who connected it and when, Import posts and (for the admins) Disconnect.
 */
export function InstagramConnectionPanel() {
  return (
    <QueryBoundary
      what="your Instagram account"
      pending={
        <section className="panel instagram-panel" aria-label="Instagram account">
          <Skeleton lines={2} label="Loading your Instagram account" />
        </section>
      }
    >
      <ConnectionPanel />
    </QueryBoundary>
  );
}

export interface ConnectionHintProps {
  /** What to say when no account is connected. */
  notConnected: string;
  /** What to say otherwise, and while that is not known yet. */
  connected: string;
}

/** A line of an Instagram list's empty state that depends on whether an account is connected. */
export function ConnectionHint({ notConnected, connected }: ConnectionHintProps) {
  const fallback = <p>{connected}</p>;
  return (
    <QueryBoundary what="your Instagram account" pending={fallback} failed={() => fallback}>
      <ConnectionHintText notConnected={notConnected} connected={connected} />
    </QueryBoundary>
  );
}

function ConnectionHintText({ notConnected, connected }: ConnectionHintProps) {
  const { connection } = useSuspenseQuery(instagramAccountQuery()).data;
  return <p>{connection ? connected : notConnected}</p>;
}

function ConnectionPanel() {
  const account = useSuspenseQuery(instagramAccountQuery());
  const admin = isAdminRole(readSessionSnapshot().role);
  const [connecting, setConnecting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const { connection } = account.data;
  return (
    <section className="panel instagram-panel" aria-label="Instagram account">
      {/* Its own row: .panel (ui/data.css) stacks a panel's children, and that rule may load after this area's CSS. */}
      <div className="instagram-panel-body">
        {connection ? (
          <>
            <div className="instagram-panel-text">
              <h2 className="panel-title">Connected to @{connection.handle}</h2>
              <p className="instagram-muted">
                Since {formatDate(connection.connected_at)}
                {connection.connected_by ? `, by ${connection.connected_by}` : ''}. Import your posts to sell them as
                products; orders placed from them show under Orders.
              </p>
            </div>
            <div className="instagram-panel-actions">
              <Button onClick={() => setImporting(true)}>Import posts</Button>
              {admin ? (
                <Button variant="secondary" onClick={() => setDisconnecting(true)}>
                  Disconnect
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <div className="instagram-panel-text">
              <h2 className="panel-title">Sell from your Instagram account</h2>
              <p className="instagram-muted">
                Connect your Instagram business account to import your posts as products and see the orders customers
                place from them here.
              </p>
              {admin ? null : <p className="instagram-muted">Only an Owner or Admin can connect Instagram.</p>}
            </div>
            {admin ? (
              <div className="instagram-panel-actions">
                <Button onClick={() => setConnecting(true)}>Connect Instagram</Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <ModalDialog isOpen={connecting} onOpenChange={setConnecting} title="Connect Instagram" variant="sheet">
        <ConnectInstagramForm onDone={() => setConnecting(false)} />
      </ModalDialog>
      {connection ? (
        <>
          <ImportPostsDialog isOpen={importing} onOpenChange={setImporting} />
          <ModalDialog
            isOpen={disconnecting}
            onOpenChange={setDisconnecting}
            title={`Disconnect @${connection.handle}?`}
            variant="sheet"
            role="alertdialog"
          >
            <DisconnectConfirm state={account.data} onDone={() => setDisconnecting(false)} />
          </ModalDialog>
        </>
      ) : null}
    </section>
  );
}

function ConnectInstagramForm({ onDone }: { onDone: () => void }) {
  const connect = useConnectInstagram();
  const [form, fields] = useForm({
    id: 'connect-instagram',
    ...validateWith(ConnectForm),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      connect.mutate(submission.value.handle, {
        onSuccess: (state) => {
          toast.success(INSTAGRAM_MESSAGES.connected(state.connection?.handle ?? submission.value.handle));
          onDone();
        },
      });
    },
  });
  return (
    <form {...getFormProps(form)} className="instagram-form">
      <p className="instagram-muted">
        Instagram asks you to allow access to your account, then your posts can be imported into your store.
      </p>
      <FormAlert>{connect.isError ? failureText(connect.error) : null}</FormAlert>
      <FormTextField
        field={fields.handle}
        label="Instagram handle"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        description="Your @name on Instagram: letters, digits, periods and underscores, up to 30."
      />
      <Button type="submit" fullWidth isPending={connect.isPending}>
        Connect Instagram
      </Button>
    </form>
  );
}

function DisconnectConfirm({ state, onDone }: { state: InstagramAccountState; onDone: () => void }) {
  const disconnect = useDisconnectInstagram();
  return (
    <ConfirmAction
      note={`Your products imported from @${state.connection?.handle} stay in your store and past orders stay listed, but no new posts can be imported and no new orders come in until you connect again.`}
      confirmLabel="Disconnect"
      keepLabel="Stay connected"
      isPending={disconnect.isPending}
      error={disconnect.isError ? failureText(disconnect.error) : null}
      onKeep={onDone}
      onConfirm={() =>
        disconnect.mutate(undefined, {
          onSuccess: () => {
            toast.success(INSTAGRAM_MESSAGES.disconnected);
            onDone();
          },
        })
      }
    />
  );
}
