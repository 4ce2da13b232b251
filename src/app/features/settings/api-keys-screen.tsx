import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import {
  apiKeyEndpoints,
  KEY_MESSAGES,
  type KeyMode,
  RevealKeysRequest,
  type RevealedKeys,
} from '../../../contract/api-keys';
import type { MerchantKeys } from '../../../contract/merchant';
import { isAdminRole } from '../../../contract/roles';
import { call } from '../../lib/api-client';
import { readSessionSnapshot, saveMerchantKeys } from '../../lib/session';
import { storage } from '../../lib/storage';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { PasswordField } from '../../ui/password-field';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { merchantKeysQuery, twoFactorQuery } from './api';
import { SecretValue } from './secret-value';
import { reportAudit } from '../../queries/audits';
import { SettingsFrame } from './settings-frame';
import { errorText } from '../../lib/error-text';
import './settings.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

/** What a password confirmation is for: seeing the secrets, or new keys of one mode. */
type Confirming = { kind: 'reveal' } | { kind: 'regenerate'; mode: KeyMode };

/**
 * settings/apis: public keys in full, secret keys masked. An Owner or Admin reveals the secrets with
 * their password (kept on this screen only, never cached or stored) and regenerates a mode's keys,
 * after which the old secret key is refused by the merchant API at once.
 */
export function ApiSettingsScreen() {
  const canManage = isAdminRole(readSessionSnapshot().role);
  const [revealed, setRevealed] = useState<RevealedKeys | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  return (
    <SettingsFrame path="/dashboard/settings/apis">
      <QueryBoundary what="your API keys" pending={<Skeleton lines={3} label="Loading your API keys" />}>
        <KeysPanels canManage={canManage} revealed={revealed} setRevealed={setRevealed} setConfirming={setConfirming} />
      </QueryBoundary>
      <ModalDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.kind === 'regenerate' ? `Regenerate ${confirming.mode} keys?` : 'Confirm it is you'}
        role={confirming?.kind === 'regenerate' ? 'alertdialog' : 'dialog'}
        variant="sheet"
      >
        {confirming ? (
          <PasswordConfirm
            confirming={confirming}
            onRevealed={(clear) => {
              setRevealed(clear);
              setConfirming(null);
            }}
            onRegenerated={() => {
              // The secrets shown were the old ones.
              setRevealed(null);
              setConfirming(null);
            }}
            onCancel={() => setConfirming(null)}
          />
        ) : null}
      </ModalDialog>
    </SettingsFrame>
  );
}

interface KeysPanelProps {
  mode: KeyMode;
  keys: MerchantKeys;
  revealed: RevealedKeys | null;
  canManage: boolean;
  onRegenerate: () => void;
}

function KeysPanel({ mode, keys, revealed, canManage, onRegenerate }: KeysPanelProps) {
  const title = mode === 'test' ? 'Test' : 'Live';
  const publicKey = mode === 'test' ? keys.test_key : keys.live_key;
  const masked = mode === 'test' ? keys.test_secret : keys.live_secret;
  const clear = revealed ? (mode === 'test' ? revealed.test_secret : revealed.live_secret) : null;
  return (
    <Panel title={`${title} keys`}>
      <SecretValue label={`${title} public key`} value={publicKey} />
      <SecretValue
        label={`${title} secret key`}
        value={clear ?? masked}
        copyable={clear !== null}
        onCopied={() => void reportAudit('keys.secret_copied', { key: `${title} secret key` })}
      />
      {canManage && publicKey ? (
        <div className="settings-actions">
          <Button variant="secondary" onClick={onRegenerate}>
            Regenerate {mode} keys
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

interface KeysPanelsProps {
  canManage: boolean;
  revealed: RevealedKeys | null;
  setRevealed: (keys: RevealedKeys | null) => void;
  setConfirming: (confirming: Confirming) => void;
}

function KeysPanels({ canManage, revealed, setRevealed, setConfirming }: KeysPanelsProps) {
  const { data: keys } = useSuspenseQuery(merchantKeysQuery());
  return (
    <>
      {canManage ? (
        <div className="settings-toolbar">
          {revealed ? (
            <Button variant="secondary" onClick={() => setRevealed(null)}>
              Hide secret keys
            </Button>
          ) : (
            <Button onClick={() => setConfirming({ kind: 'reveal' })}>Reveal secret keys</Button>
          )}
        </div>
      ) : (
        <p className="settings-muted">Only an Owner or Admin can see or regenerate secret keys.</p>
      )}
      <KeysPanel
        mode="test"
        keys={keys}
        revealed={revealed}
        canManage={canManage}
        onRegenerate={() => setConfirming({ kind: 'regenerate', mode: 'test' })}
      />
      <KeysPanel
        mode="live"
        keys={keys}
        revealed={revealed}
        canManage={canManage}
        onRegenerate={() => setConfirming({ kind: 'regenerate', mode: 'live' })}
      />
      {keys.v1keys ? (
        <Panel title="Version 1 keys">
          <SecretValue label="V1 public key" value={keys.v1keys.public_key} />
          <SecretValue
            label="V1 secret key"
            value={revealed?.v1_secret_key ?? keys.v1keys.secret_key}
            copyable={revealed !== null}
            onCopied={() => void reportAudit('keys.secret_copied', { key: 'V1 secret key' })}
          />
        </Panel>
      ) : null}
      <p className="settings-muted">
        Your server calls the merchant API at /api/v3/ with the secret key as Authorization: Bearer. A test key works
        while the business is in test mode, a live key while it is live.
      </p>
    </>
  );
}

interface PasswordConfirmProps {
  confirming: Confirming;
  onRevealed: (keys: RevealedKeys) => void;
  onRegenerated: () => void;
  onCancel: () => void;
}

type Confirmation = { password: string; code: string };

export function PasswordConfirm({ confirming, onRevealed, onRegenerated, onCancel }: PasswordConfirmProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  // With an authenticator on, its current code may stand in for the password.
  const twoFactor = useQuery(twoFactorQuery(storage.get('userAccountID') ?? readSessionSnapshot().business?.id ?? 0));
  const [withCode, setWithCode] = useState(false);
  const reveal = useMutation({
    mutationFn: (body: Confirmation) => call(apiKeyEndpoints.revealKeys, { body }),
    onSuccess: onRevealed,
  });
  const regenerate = useMutation({
    mutationFn: (body: Confirmation & { mode: KeyMode }) => call(apiKeyEndpoints.regenerateKeys, { body }),
    onSuccess: (keys, body) => {
      queryClient.setQueryData(merchantKeysQuery().queryKey, keys);
      // The stored keys (read where the app needs the public key) follow the new ones.
      saveMerchantKeys(keys);
      void queryClient.invalidateQueries({ queryKey: merchantKeysQuery().queryKey });
      toast.success(KEY_MESSAGES.regenerated(body.mode));
      onRegenerated();
    },
  });
  const active = confirming.kind === 'reveal' ? reveal : regenerate;
  const [form, fields] = useForm({
    id: `keys-password-${formId}`,
    ...validateWith(RevealKeysRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const confirmation = v.parse(RevealKeysRequest, submission.value);
      if (confirming.kind === 'reveal') reveal.mutate(confirmation);
      else regenerate.mutate({ mode: confirming.mode, ...confirmation });
    },
  });
  return (
    <form {...getFormProps(form)} className="settings-form">
      {confirming.kind === 'regenerate' ? (
        <p>
          New {confirming.mode} public and secret keys are made now. The current {confirming.mode} secret key stops
          working at once: every server that uses it must be updated.
        </p>
      ) : (
        <p>
          {withCode ? 'Enter the current code of your authenticator app' : 'Type your password'} to see the secret keys.
          Keep them on your server only; never put them in an app.
        </p>
      )}
      <FormAlert>{active.isError ? errorText(active.error) : null}</FormAlert>
      {withCode ? (
        <TextField
          key="code"
          id={fields.code.id}
          name={fields.code.name}
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fields.code.errors?.[0] ?? fields.password.errors?.[0]}
        />
      ) : (
        <PasswordField
          key="password"
          {...fieldProps(fields.password)}
          label="Password"
          autoComplete="current-password"
        />
      )}
      {twoFactor.data?.authenticator ? (
        <Button variant="ghost" onClick={() => setWithCode(!withCode)}>
          {withCode ? 'Use your password instead' : 'Use a code from your authenticator app instead'}
        </Button>
      ) : null}
      <div className="settings-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={active.isPending}>
          {confirming.kind === 'reveal' ? 'Reveal' : `Regenerate ${confirming.mode} keys`}
        </Button>
      </div>
    </form>
  );
}
