import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AddWhitelistIpRequest, apiKeyEndpoints, WHITELIST_MESSAGES } from '../../../contract/api-keys';
import { isAdminRole } from '../../../contract/roles';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { PagedList } from '../../ui/paged-list';
import { SkeletonButton } from '../../ui/form-skeleton';
import { QueryBoundary } from '../../ui/query-boundary';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { clientIpQuery, whitelistIpsQuery } from './api';
import { SettingsFrame } from './settings-frame';
import './settings.css';
import { ConfirmSheet } from '../../ui/confirm-action';
import { errorText } from '../../lib/error-text';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

interface Entry {
  id: number;
  ip: string;
}

/**
 * settings/whitelist-ip: the addresses allowed to call the merchant API. An empty list lets any address
 * call; once it has an entry, a call from any other address is refused. Owners and Admins change it.
 */
export function WhitelistIpScreen() {
  const canManage = isAdminRole(readSessionSnapshot().role);
  const [removing, setRemoving] = useState<Entry | null>(null);
  return (
    <SettingsFrame path="/dashboard/settings/whitelist-ip">
      {canManage ? (
        <AddIpForm />
      ) : (
        <p className="settings-muted">Only an Owner or Admin can change the IP whitelist.</p>
      )}
      <PagedList
        what="whitelisted IPs"
        query={whitelistIpsQuery}
        rows={(data) => data.ips}
        columns={[
          { key: 'ip', header: 'IP address', primary: true, cell: (row) => <code>{row.ip}</code> },
          { key: 'date', header: 'Added', cell: (row) => formatDate(row.date_created) },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (row: Entry) => (
                    <Button variant="secondary" onClick={() => setRemoving(row)} aria-label={`Remove ${row.ip}`}>
                      Remove
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        rowKey={(row) => row.id}
        emptyTitle="No whitelisted IPs yet"
        emptyBody={<p>Any address may call the API until you add one.</p>}
      />
      <ConfirmSheet
        subject={removing}
        title={removing ? `Remove ${removing.ip}?` : 'Remove address'}
        onClose={() => setRemoving(null)}
      >
        {(entry) => <RemoveIp entry={entry} onDone={() => setRemoving(null)} />}
      </ConfirmSheet>
    </SettingsFrame>
  );
}

function useWhitelistChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['whitelistIps'] });
    void queryClient.invalidateQueries({ queryKey: ['audits'] });
  };
}

function AddIpForm() {
  const formId = useId();
  const invalidate = useWhitelistChange();
  const add = useMutation({
    mutationFn: (body: AddWhitelistIpRequest) => call(apiKeyEndpoints.addWhitelistIp, { body }),
    onSuccess: (entry) => {
      toast.success(`${entry.ip}: ${WHITELIST_MESSAGES.added.toLowerCase()}.`);
      invalidate();
      form.reset();
    },
  });
  const [form, fields] = useForm({
    id: `whitelist-${formId}`,
    ...validateWith(AddWhitelistIpRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') add.mutate(submission.value);
    },
  });
  return (
    <Panel title="Add an address">
      <form {...getFormProps(form)} className="settings-form">
        <FormAlert>{add.isError ? errorText(add.error) : null}</FormAlert>
        <TextField
          {...fieldProps(fields.ip)}
          label="IP address or range"
          description="IPv4 (203.0.113.7), IPv6 (2001:db8::7) or a CIDR range (203.0.113.0/24). Once the list has an address, calls from any other address are refused."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="text"
        />
        {/* A hint: the field works without it, while it loads or when it cannot. */}
        <QueryBoundary what="this device's address" pending={<YourAddressPlaceholder />} failed={() => null}>
          <YourAddress onUse={(ip) => form.update({ name: fields.ip.name, value: ip })} />
        </QueryBoundary>
        <div className="settings-actions">
          <Button type="submit" isPending={add.isPending}>
            Add address
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** This device's address as the server sees it, offered for the field (a server behind it may differ). */
/** The hint's line kept while the address loads, so the button and the list below do not move when it comes. */
function YourAddressPlaceholder() {
  return (
    <p className="settings-muted" aria-hidden="true">
      {YOUR_ADDRESS} … <SkeletonButton inline />
    </p>
  );
}

const YOUR_ADDRESS = "This device's address:";

function YourAddress({ onUse }: { onUse: (ip: string) => void }) {
  const { ip } = useSuspenseQuery(clientIpQuery()).data;
  if (!ip) return null;
  return (
    <p className="settings-muted">
      {YOUR_ADDRESS} <code>{ip}</code>{' '}
      <Button variant="secondary" onClick={() => onUse(ip)}>
        Use this address
      </Button>
    </p>
  );
}

function RemoveIp({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const invalidate = useWhitelistChange();
  const remove = useMutation({
    mutationFn: () => call(apiKeyEndpoints.removeWhitelistIp, { params: { id: entry.id } }),
    onSuccess: () => {
      toast.success(`${entry.ip}: ${WHITELIST_MESSAGES.removed.toLowerCase()}.`);
      invalidate();
      onDone();
    },
  });
  return (
    <div className="settings-form">
      <p>
        Calls from {entry.ip} are refused once it is removed, unless another entry covers it. With no entries left, any
        address may call.
      </p>
      <FormAlert>{remove.isError ? errorText(remove.error) : null}</FormAlert>
      <div className="settings-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => remove.mutate()} isPending={remove.isPending}>
          Remove
        </Button>
      </div>
    </div>
  );
}
