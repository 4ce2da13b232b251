import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/codes';
import { type EventDetail, EventForm as EventFormSchema, MAX_TICKET_TYPES } from '../../../contract/events';
import { minorToDecimalString } from '../../lib/money';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useSaveEvent } from './api';
import { EventImageField } from './event-image-field';
import './events.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
const EMPTY_TYPE = { name: '', price: '', quantity: '' };

/** An ISO instant as the browser's datetime-local value, in the merchant's own time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

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
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: event
      ? {
          title: event.title,
          description: event.description,
          starts_at: toLocalInput(event.starts_at),
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
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: EventFormSchema, disableAutoCoercion: true }),
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
  const types = fields.ticket_types.getFieldList();
  const currency = (form.value as { currency?: string } | undefined)?.currency ?? 'NGN';
  return (
    <form {...getFormProps(form)} className="event-form">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Event">
        <div className="event-fields">
          <TextField
            {...getInputProps(fields.title, { type: 'text' })}
            key={fields.title.key}
            id={fields.title.id}
            label="Title"
            error={fields.title.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.starts_at, { type: 'datetime-local' })}
            key={fields.starts_at.key}
            id={fields.starts_at.id}
            label="Starts at"
            error={fields.starts_at.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.venue, { type: 'text' })}
            key={fields.venue.key}
            id={fields.venue.id}
            label="Venue"
            description="The address, or leave it empty for an online event."
            error={fields.venue.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.online_url, { type: 'url' })}
            key={fields.online_url.key}
            id={fields.online_url.id}
            label="Online link"
            inputMode="url"
            autoCapitalize="none"
            error={fields.online_url.errors?.[0]}
          />
          <SelectField
            id={fields.currency.id}
            name={fields.currency.name}
            key={fields.currency.key}
            label="Currency"
            defaultValue={fields.currency.initialValue}
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={fields.currency.errors?.[0]}
          />
        </div>
        <EventImageField
          key={fields.image_url.key}
          name={fields.image_url.name}
          defaultValue={event?.image_url ?? ''}
          error={fields.image_url.errors?.[0]}
        />
        <div className="field">
          <label className="field-label" htmlFor={fields.description.id}>
            Description
          </label>
          <textarea
            {...getInputProps(fields.description, { type: 'text' })}
            key={fields.description.key}
            id={fields.description.id}
            className="input event-description"
            rows={3}
          />
          {fields.description.errors?.[0] ? <p className="field-error">{fields.description.errors[0]}</p> : null}
        </div>
      </Panel>

      <Panel title="Ticket types">
        <ol className="event-types">
          {types.map((type, index) => {
            const t = type.getFieldset();
            return (
              <li key={type.key}>
                <fieldset className="event-type">
                  <legend>Ticket type {index + 1}</legend>
                  <input {...getInputProps(t.id, { type: 'hidden' })} key={t.id.key} />
                  <TextField
                    {...getInputProps(t.name, { type: 'text' })}
                    key={t.name.key}
                    id={t.name.id}
                    label="Name"
                    error={t.name.errors?.[0]}
                  />
                  <div className="event-type-numbers">
                    <TextField
                      {...getInputProps(t.price, { type: 'text' })}
                      key={t.price.key}
                      id={t.price.id}
                      label={`Price (${currency})`}
                      inputMode="decimal"
                      error={t.price.errors?.[0]}
                    />
                    <TextField
                      {...getInputProps(t.quantity, { type: 'text' })}
                      key={t.quantity.key}
                      id={t.quantity.id}
                      label="Tickets available"
                      inputMode="numeric"
                      error={t.quantity.errors?.[0]}
                    />
                  </div>
                  {types.length > 1 ? (
                    <Button
                      type="submit"
                      variant="ghost"
                      {...form.remove.getButtonProps({ name: fields.ticket_types.name, index })}
                      aria-label={`Remove ticket type ${index + 1}`}
                    >
                      Remove ticket type
                    </Button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {fields.ticket_types.errors?.[0] ? <p className="field-error">{fields.ticket_types.errors[0]}</p> : null}
        {types.length < MAX_TICKET_TYPES ? (
          <Button
            type="submit"
            variant="secondary"
            {...form.insert.getButtonProps({ name: fields.ticket_types.name, defaultValue: EMPTY_TYPE })}
          >
            Add ticket type
          </Button>
        ) : null}
      </Panel>

      <div className="event-actions">
        <Button type="submit" isPending={save.isPending}>
          {event ? 'Save event' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}
