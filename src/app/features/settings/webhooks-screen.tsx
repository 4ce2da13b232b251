import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import { isAdminRole } from '../../../contract/roles';
import {
  HOOK_PREFERENCE_LABELS,
  HOOK_PREFERENCES,
  UpdateWebhookRequest,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookConfig,
  type WebhookDelivery,
  webhookEndpoints,
} from '../../../contract/webhooks';
import { call } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { FormSkeleton, SkeletonButton } from '../../ui/form-skeleton';
import { PagedList } from '../../ui/paged-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { webhookConfigQuery, webhookDeliveriesQuery, webhooksQuery } from './api';
import { SettingsFrame } from './settings-frame';
import { errorText } from '../../lib/error-text';
import './settings.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

/**
 * The contract's request as this form reads it: conform turns an empty field into a missing one, and
 * inside an optional with a default that reached the string check ("Leave empty to stop sending" was
 * refused). Missing here means empty; the submit sends ''.
 */
const WebhookFormFields = v.object({
  ...UpdateWebhookRequest.entries,
  url: v.optional(UpdateWebhookRequest.entries.url.wrapped),
  secret_hash: v.optional(UpdateWebhookRequest.entries.secret_hash.wrapped),
});

const eventLabel = (event: string) =>
  event === WEBHOOK_TEST_EVENT ? 'Test event' : ((WEBHOOK_EVENT_LABELS as Record<string, string>)[event] ?? event);

/** settings/webhooks: where payment events are sent, with which secret; the test event and the delivery log. */
export function WebhooksSettingsScreen() {
  const session = readSessionSnapshot();
  const canManage = isAdminRole(session.role);
  return (
    <SettingsFrame path="/dashboard/settings/webhooks">
      <QueryBoundary
        what="webhook settings"
        pending={canManage ? <WebhookFormPlaceholder /> : <Skeleton lines={3} label="Loading webhook settings" />}
      >
        <WebhookSettings canManage={canManage} />
      </QueryBoundary>
      {canManage ? null : (
        // Extra facts for readers: nothing shows while they load or when they cannot.
        <QueryBoundary what="delivery options" pending={null} failed={() => null}>
          <DeliveryOptions />
        </QueryBoundary>
      )}
      <DeliveryLog canManage={canManage} />
    </SettingsFrame>
  );
}

function WebhookSettings({ canManage }: { canManage: boolean }) {
  const { data: config } = useSuspenseQuery(webhookConfigQuery());
  return canManage ? (
    <WebhookForm key={JSON.stringify(config)} config={config} />
  ) : (
    <Panel title="Webhook">
      <DetailList
        items={[
          { label: 'URL', value: config.url || 'No webhook URL set' },
          { label: 'Secret hash', value: config.secret_hash ? '••••••••' : 'Not set' },
          { label: 'Events', value: config.events.map(eventLabel).join(', ') || 'None' },
        ]}
      />
      <p className="settings-muted">Only an Owner or Admin can change webhooks.</p>
    </Panel>
  );
}

/** The webhook form's words, as the form and its placeholder show them. */
const WEBHOOK_FIELDS = {
  url: {
    label: 'Webhook URL',
    description: 'Where we POST each event. https:// (http:// only for localhost). Leave empty to stop sending.',
  },
  secret_hash: {
    label: 'Secret hash',
    description: 'Sent in the verif-hash header of every delivery, so your server can tell it is us.',
  },
  events: 'Events to send',
  preferences: 'How deliveries are made',
} as const;

/**
 * The webhook form's place while its settings load: its fields' and choices' words with grey boxes for the
 * values, the form's height, so the delivery log below does not move when the form comes.
 */
function WebhookFormPlaceholder() {
  return (
    <Panel title="Webhook">
      <FormSkeleton
        label="Loading webhook settings"
        fields={[WEBHOOK_FIELDS.url, WEBHOOK_FIELDS.secret_hash]}
        className="settings-form"
      >
        <div className="settings-form">
          <fieldset className="settings-events">
            <legend className="field-label">{WEBHOOK_FIELDS.events}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <span key={event} className="checkbox">
                <span className="skeleton-line skeleton-check" />
                <span>{WEBHOOK_EVENT_LABELS[event]}</span>
              </span>
            ))}
          </fieldset>
          <fieldset className="settings-events">
            <legend className="field-label">{WEBHOOK_FIELDS.preferences}</legend>
            {HOOK_PREFERENCES.map((name) => (
              <span key={name} className="checkbox">
                <span className="skeleton-line skeleton-check" />
                <span>
                  {HOOK_PREFERENCE_LABELS[name].label}
                  <small className="settings-muted"> {HOOK_PREFERENCE_LABELS[name].description}</small>
                </span>
              </span>
            ))}
          </fieldset>
          {/* Two buttons (Send test event, Save), which wrap on a phone as the form's do. */}
          <div className="settings-actions">
            <SkeletonButton />
            <SkeletonButton />
          </div>
        </div>
      </FormSkeleton>
    </Panel>
  );
}

function useWebhookChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['webhookConfig'] });
    void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    void queryClient.invalidateQueries({ queryKey: ['webhookDeliveries'] });
  };
}

function WebhookForm({ config }: { config: WebhookConfig }) {
  const formId = useId();
  const invalidate = useWebhookChange();
  const save = useMutation({
    mutationFn: (body: UpdateWebhookRequest) => call(webhookEndpoints.updateWebhook, { body }),
    onSuccess: () => {
      toast.success('Webhook settings saved.');
      invalidate();
    },
  });
  const test = useMutation({
    mutationFn: () => call(webhookEndpoints.sendTestWebhook),
    onSuccess: () => {
      toast.success('Test event queued. It appears in the delivery log below.');
      invalidate();
    },
  });
  const [form, fields] = useForm({
    id: `webhook-${formId}`,
    defaultValue: config,
    ...validateWith(WebhookFormFields),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      // An unticked switch is left out of the form: here it means off.
      if (submission?.status === 'success') {
        save.mutate({
          ...submission.value,
          url: submission.value.url ?? '',
          secret_hash: submission.value.secret_hash ?? '',
          hook_as_json: submission.value.hook_as_json ?? false,
          cache_hook_data_on_error: submission.value.cache_hook_data_on_error ?? false,
          can_use_v3_webhook: submission.value.can_use_v3_webhook ?? false,
        });
      }
    },
  });
  const eventsLegend = `${formId}-events`;
  return (
    <Panel title="Webhook">
      <form {...getFormProps(form)} className="settings-form">
        <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
        <TextField
          {...fieldProps(fields.url)}
          {...WEBHOOK_FIELDS.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={config.url}
        />
        <TextField
          {...fieldProps(fields.secret_hash)}
          {...WEBHOOK_FIELDS.secret_hash}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={config.secret_hash}
        />
        <fieldset className="settings-events" aria-describedby={fields.events.errors ? eventsLegend : undefined}>
          <legend className="field-label">{WEBHOOK_FIELDS.events}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox">
              <input
                type="checkbox"
                name={fields.events.name}
                value={event}
                defaultChecked={config.events.includes(event)}
              />
              <span>{WEBHOOK_EVENT_LABELS[event]}</span>
            </label>
          ))}
          {fields.events.errors ? (
            <p id={eventsLegend} className="field-error">
              {fields.events.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="settings-events">
          <legend className="field-label">{WEBHOOK_FIELDS.preferences}</legend>
          {HOOK_PREFERENCES.map((name) => (
            <label key={name} className="checkbox">
              <input
                type="checkbox"
                name={name}
                defaultChecked={config[name]}
                aria-describedby={`${formId}-${name}-hint`}
              />
              <span>
                {HOOK_PREFERENCE_LABELS[name].label}
                <small id={`${formId}-${name}-hint`} className="settings-muted">
                  {' '}
                  {HOOK_PREFERENCE_LABELS[name].description}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="settings-actions">
          <Button
            variant="secondary"
            onClick={() => test.mutate()}
            isPending={test.isPending}
            disabled={!config.url}
            aria-describedby={config.url ? undefined : `${formId}-test-hint`}
          >
            Send test event
          </Button>
          <Button type="submit" isPending={save.isPending}>
            Save webhook settings
          </Button>
        </div>
        {config.url ? null : (
          <p id={`${formId}-test-hint`} className="settings-muted">
            Save a webhook URL to send a test event.
          </p>
        )}
        <FormAlert>{test.isError ? errorText(test.error) : null}</FormAlert>
      </form>
    </Panel>
  );
}

/** The merchant preferences about delivery (spec 1), for those who may read but not change them. */
function DeliveryOptions() {
  const hooks = useSuspenseQuery(webhooksQuery());
  const yesNo = (value: boolean) => <StatusBadge label={value ? 'On' : 'Off'} tone={value ? 'success' : 'neutral'} />;
  return (
    <Panel title="Delivery options">
      <DetailList
        items={[
          { label: 'Send as JSON', value: yesNo(hooks.data.hook_as_json) },
          { label: 'Retry after failure', value: yesNo(hooks.data.cache_hook_data_on_error) },
          { label: 'Version 3 webhooks', value: yesNo(hooks.data.can_use_v3_webhook) },
        ]}
      />
    </Panel>
  );
}

const statusOf = (d: WebhookDelivery) =>
  d.status === 'delivered' ? (
    <StatusBadge label={`Delivered · ${d.status_code ?? ''}`} tone="success" />
  ) : d.status === 'failed' ? (
    <StatusBadge label={`Failed · ${d.status_code ?? d.attempts[0]?.error ?? 'no answer'}`} tone="danger" />
  ) : (
    <StatusBadge
      label={d.attempts_count === 0 ? 'Pending' : `Retrying · ${d.status_code ?? 'no answer'}`}
      tone="warning"
    />
  );

function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const invalidate = useWebhookChange();
  const resend = useMutation({
    mutationFn: () => call(webhookEndpoints.resendWebhook, { params: { id: delivery.id } }),
    onSuccess: () => {
      toast.success('Delivery queued again.');
      invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Button
      variant="secondary"
      onClick={() => resend.mutate()}
      isPending={resend.isPending}
      aria-label={`Resend ${eventLabel(delivery.event)} delivery ${delivery.id}`}
    >
      Resend
    </Button>
  );
}

function DeliveryLog({ canManage }: { canManage: boolean }) {
  return (
    <PagedList
      title="Delivery log"
      what="deliveries"
      state="local"
      query={webhookDeliveriesQuery}
      rows={(data) => data.deliveries}
      rowKey={(row) => row.id}
      emptyTitle="No deliveries yet"
      emptyBody={<p>Events sent to your webhook URL appear here, with the answer your server gave.</p>}
      columns={[
        { key: 'event', header: 'Event', primary: true, cell: (row) => `${eventLabel(row.event)} (${row.event})` },
        { key: 'status', header: 'Status', cell: statusOf },
        { key: 'time', header: 'Time', cell: (row) => formatDateTime(row.last_attempt_at ?? row.created_at) },
        {
          key: 'duration',
          header: 'Duration',
          align: 'end',
          cell: (row) => (row.duration_ms === null ? '—' : `${row.duration_ms} ms`),
        },
        {
          key: 'attempts',
          header: 'Attempts',
          align: 'end',
          cell: (row) => `${row.attempts_count} ${row.attempts_count === 1 ? 'attempt' : 'attempts'}`,
        },
        {
          key: 'payload',
          header: 'Payload',
          cell: (row) => (
            <details className="webhook-payload">
              <summary>Payload</summary>
              <pre>{row.payload}</pre>
              {row.attempts.length > 0 ? (
                <ol className="webhook-attempts" aria-label="Attempts">
                  {row.attempts.map((a) => (
                    <li key={a.id}>
                      {formatDateTime(a.attempted_at)}: {a.status_code ?? a.error} in {a.duration_ms} ms
                      {a.response_snippet ? ` · “${a.response_snippet.slice(0, 120)}”` : ''}
                    </li>
                  ))}
                </ol>
              ) : null}
            </details>
          ),
        },
        ...(canManage
          ? [{ key: 'actions', header: 'Actions', cell: (row: WebhookDelivery) => <ResendButton delivery={row} /> }]
          : []),
      ]}
    />
  );
}
