import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { ChangePasswordRequest, type SignedInSession, securityEndpoints } from '../../../contract/security-settings';
import { call } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { storage } from '../../lib/storage';
import { DataList } from '../../ui/data-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { sessionsQuery } from './api';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast';
import { errorText } from '../../lib/error-text';
import './settings.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

const endedText = (ended: number) =>
  ended === 0
    ? 'No other session was signed in.'
    : ended === 1
      ? '1 other session was ended.'
      : `${ended} other sessions were ended.`;

/** A browser and system a person recognises, from the user agent the session was started with. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

function SessionsList() {
  return (
    <QueryBoundary what="your sessions" pending={<Skeleton lines={2} label="Loading your sessions" />}>
      <Sessions />
    </QueryBoundary>
  );
}

function Sessions() {
  const list = useSuspenseQuery(sessionsQuery());
  return (
    <DataList
      caption="Your signed-in sessions"
      rows={list.data}
      rowKey={(row: SignedInSession) => row.id}
      columns={[
        {
          key: 'device',
          header: 'Device',
          primary: true,
          cell: (row) => (row.current ? `${deviceName(row.user_agent)} (this device)` : deviceName(row.user_agent)),
        },
        { key: 'business', header: 'Business', cell: (row) => row.business_name },
        { key: 'address', header: 'Address', cell: (row) => row.ip_address ?? 'Unknown' },
        { key: 'started', header: 'Signed in', cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
}

const ChangePasswordForm = v.pipe(
  v.object({ ...ChangePasswordRequest.entries, confirm_password: v.string('Confirm new password is empty') }),
  v.forward(
    v.check((input) => input.new_password === input.confirm_password, 'The two new passwords are not the same'),
    ['confirm_password'],
  ),
);

/** Your password and sessions, in settings/general. */
export function SecurityPanel() {
  const formId = useId();
  const queryClient = useQueryClient();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const invalidateAfterChange = () => {
    void queryClient.invalidateQueries({ queryKey: ['audits', storage.get('userAccountID') ?? 0] });
    void queryClient.invalidateQueries({ queryKey: ['sessions'] });
  };
  const change = useMutation({
    mutationFn: (body: v.InferOutput<typeof ChangePasswordRequest>) => call(securityEndpoints.changePassword, { body }),
    onSuccess: (answer) => {
      toast.success(`Your password has been changed. ${endedText(answer.ended)}`);
      form.reset();
      invalidateAfterChange();
    },
  });
  const signOut = useMutation({
    mutationFn: () => call(securityEndpoints.signOutElsewhere),
    onSuccess: (answer) => {
      toast.success(`You are signed out everywhere else. ${endedText(answer.ended)}`);
      setConfirmingSignOut(false);
      invalidateAfterChange();
    },
  });
  const [form, fields] = useForm({
    id: `password-${formId}`,
    ...validateWith(ChangePasswordForm, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') {
        change.mutate({
          current_password: submission.value.current_password,
          new_password: submission.value.new_password,
        });
      }
    },
  });
  return (
    <Panel title="Password and sessions">
      <form {...getFormProps(form)} className="settings-form" aria-label="Change password">
        <FormAlert>{change.isError ? errorText(change.error) : null}</FormAlert>
        <PasswordField
          {...fieldProps(fields.current_password)}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField {...fieldProps(fields.new_password)} label="New password" autoComplete="new-password" />
        <PasswordField
          {...fieldProps(fields.confirm_password)}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <p className="settings-muted">
          At least 8 characters with a letter and a number. Every other device signed in as you is signed out.
        </p>
        <div className="settings-actions">
          <Button type="submit" isPending={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
      <div className="settings-form settings-divider">
        <SessionsList />
        <p className="settings-muted">
          Lost a phone, or signed in on a shared computer? End every session but this one.
        </p>
        <div className="settings-actions">
          <Button variant="secondary" onClick={() => setConfirmingSignOut(true)}>
            Sign out everywhere else
          </Button>
        </div>
      </div>
      <ModalDialog
        isOpen={confirmingSignOut}
        onOpenChange={setConfirmingSignOut}
        title="Sign out everywhere else?"
        role="alertdialog"
        variant="sheet"
      >
        <div className="settings-form">
          <p>Every other device and browser signed in as you is signed out at once. This one stays signed in.</p>
          <FormAlert>{signOut.isError ? errorText(signOut.error) : null}</FormAlert>
          <div className="settings-actions">
            <Button variant="secondary" onClick={() => setConfirmingSignOut(false)}>
              Cancel
            </Button>
            <Button onClick={() => signOut.mutate()} isPending={signOut.isPending}>
              Sign out others
            </Button>
          </div>
        </div>
      </ModalDialog>
    </Panel>
  );
}
