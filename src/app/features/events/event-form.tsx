import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import { type EventDetail, EventForm as EventFormSchema, MAX_TICKET_TYPES } from '../../../contract/events';
import { minorToDecimalString } from '../../lib/money';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FieldsetList } from '../../ui/fieldset-list';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextArea, FormTextField } from '../../ui/form-fields';
import { toast } from '../../ui/toast';
import { useSaveEvent } from './api';
import { EventImageField } from './event-image-field';
import { toDateTimeLocal } from '../../lib/dates';
import { errorText } from '../../lib/error-text';
import './events.css';
import { validateWith } from '../../lib/form-validation';

const EMPTY_TYPE = { name: '', price: '', quantity: '' };
const CURRENCY_OPTIONS = WALLET_CURRENCIES.map((c) => ({ value: c, label: c }));

export interface EventFormProps {
  event?: EventDetail;
}

/** Create or edit an event: what, when, where (a venue or an online link), a picture, ticket types. */
export function EventForm({ event }: EventFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveEvent(event?.id ?? null);
  const [form, fields] = useForm({
    id: `event-${formId}`,
    defaultValue: event
      ? {
          title: event.title,
          description: event.description,
          starts_at: toDateTimeLocal(event.starts_at),
          venue: event.venue,
          online_url: event.online_url,
          image_url: event.image_url,
          currency: event.currency,
          ticket_types: event.ticket_types.map((t) => ({
            id: String(t.id),
            name: t.name,
            price: minorToDecimalString(t.price),
            quantity: String(t.quantity),
          })),
        }
      : { currency: 'NGN', ticket_types: [EMPTY_TYPE] },
    ...validateWith(EventFormSchema, { coerce: false }),
    onSubmit: (e, { submission }) => {
      e.preventDefault();
      if (submission?.status !== 'success') return;
      const value = submission.value;
      save.mutate(
        { ...value, starts_at: new Date(value.starts_at).toISOString() },
        {
          onSuccess: (saved) => {
            toast.success(event ? 'Event saved.' : 'Event created.');
            void navigate({ to: '/dashboard/events/$id', params: { id: String(saved.id) } });
          },
        },
      );
    },
  });
  const currency = (form.value as { currency?: string } | undefined)?.currency ?? 'NGN';
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Event">
        <div className="form-columns">
          <FormTextField field={fields.title} label="Title" />
          <FormTextField field={fields.starts_at} type="datetime-local" label="Starts at" />
          <FormTextField
            field={fields.venue}
            label="Venue"
            description="The address, or leave it empty for an online event."
          />
          <FormTextField
            field={fields.online_url}
            type="url"
            label="Online link"
            inputMode="url"
            autoCapitalize="none"
          />
          <FormSelect field={fields.currency} label="Currency" options={CURRENCY_OPTIONS} />
        </div>
        <EventImageField
          key={fields.image_url.key}
          name={fields.image_url.name}
          defaultValue={event?.image_url ?? ''}
          error={fields.image_url.errors?.[0]}
        />
        <FormTextArea field={fields.description} label="Description" />
      </Panel>

      <Panel title="Ticket types">
        <FieldsetList
          form={form}
          field={fields.ticket_types}
          itemLabel="Ticket type"
          max={MAX_TICKET_TYPES}
          newItem={EMPTY_TYPE}
        >
          {(entry) => {
            const t = entry.getFieldset();
            return (
              <>
                <input {...getInputProps(t.id, { type: 'hidden' })} key={t.id.key} />
                <FormTextField field={t.name} label="Name" />
                <div className="fieldset-list-numbers">
                  <FormTextField field={t.price} label={`Price (${currency})`} inputMode="decimal" />
                  <FormTextField field={t.quantity} label="Tickets available" inputMode="numeric" />
                </div>
              </>
            );
          }}
        </FieldsetList>
      </Panel>

      <div className="form-actions">
        <Button type="submit" isPending={save.isPending}>
          {event ? 'Save event' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}
