import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toCsv } from '../../../contract/csv';
import { ATTENDEES_CSV_HEADER, attendeeCsvRow, type EventDetail as EventRecord } from '../../../contract/events';
import { EVENTS_HEADINGS } from './headings';
import { formatDate, formatDateTime } from '../../lib/dates';
import { saveTextFile } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/money';
import { recordQuery } from '../../lib/record-id';
import { Button } from '../../ui/button';
import { ConfirmSheet, ConfirmMutation } from '../../ui/confirm-action';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { ListScreen } from '../../ui/list-screen';
import { QueryBoundary } from '../../ui/query-boundary';
import { FormScreen } from '../../ui/form-screen';
import { RecordState } from '../../ui/record-state';
import { LinkShare } from '../../ui/link-share';
import { PlainStatus, StatusBadge } from '../../ui/status-badge';
import { attendeesQuery, eventQuery, eventsQuery, useCancelEvent } from './api';
import { EventForm } from './event-form';
import '../../ui/form-layout.css';
import './events.css';

const BACK = <Link to="/dashboard/events/list">← All events</Link>;

/** events/list */
export function EventsScreen() {
  return (
    <ListScreen
      heading={EVENTS_HEADINGS['/dashboard/events/list']}
      actions={
        <Link to="/dashboard/events/create" className="button" data-variant="primary">
          New event
        </Link>
      }
      what="events"
      query={eventsQuery}
      rows={(data) => data.events}
      columns={[
        { key: 'title', header: 'Event', primary: true, cell: (row) => row.title },
        { key: 'date', header: 'Starts', cell: (row) => formatDate(row.starts_at) },
        { key: 'venue', header: 'Venue', cell: (row) => row.venue || 'Online' },
        {
          key: 'price',
          header: 'Tickets from',
          align: 'end',
          cell: (row) => formatMoney(row.ticket_price, row.currency),
        },
        { key: 'sold', header: 'Tickets sold', align: 'end', cell: (row) => row.tickets_sold },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/events/${row.id}`}
      searchLabel="Search events"
      emptyTitle="No events yet"
      emptyBody={<p>Events you create will show here.</p>}
    />
  );
}

/** events/create */
export function EventCreateScreen() {
  return (
    <FormScreen heading={EVENTS_HEADINGS['/dashboard/events/create']} back={BACK}>
      <EventForm />
    </FormScreen>
  );
}

/** events/edit/{id}: upcoming events only. */
export function EventEditScreen({ id }: { id: string }) {
  return (
    <RecordState
      what="event"
      heading={EVENTS_HEADINGS['/dashboard/events/edit/$id']}
      back={BACK}
      query={recordQuery(eventQuery, id)}
      render={(event) => ({
        title: `Edit ${event.title}`,
        body:
          event.status === 'upcoming' ? (
            <EventForm event={event} />
          ) : (
            <Panel>
              <p>
                This event is {event.status} and can no longer change.{' '}
                <Link to="/dashboard/events/$id" params={{ id: String(event.id) }}>
                  Back to the event
                </Link>
              </p>
            </Panel>
          ),
      })}
    />
  );
}

/** events/{id}: the event, its ticket types, who bought tickets, and its actions. */
export function EventDetail({ id }: { id: string }) {
  return (
    <RecordState
      what="event"
      heading={EVENTS_HEADINGS['/dashboard/events/$id']}
      back={BACK}
      query={recordQuery(eventQuery, id)}
      render={(event) => ({ title: event.title, body: <EventBody event={event} /> })}
    />
  );
}

function EventBody({ event }: { event: EventRecord }) {
  const [cancelling, setCancelling] = useState(false);
  const money = (minor: number) => formatMoney(minor, event.currency);
  return (
    <>
      {event.status === 'upcoming' ? (
        <div className="form-actions">
          <Link
            to="/dashboard/events/edit/$id"
            params={{ id: String(event.id) }}
            className="button"
            data-variant="secondary"
          >
            Edit event
          </Link>
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            Cancel event
          </Button>
        </div>
      ) : null}
      {event.status === 'upcoming' ? (
        <Panel title="Ticket page">
          <LinkShare url={`${window.location.origin}/events/${event.id}`} title={event.title} />
        </Panel>
      ) : null}
      <Panel title="Details">
        <DetailList
          items={[
            {
              label: 'Status',
              value: event.sold_out ? (
                <StatusBadge label="Sold out" tone="warning" />
              ) : (
                <PlainStatus status={event.status} />
              ),
            },
            { label: 'Starts', value: formatDateTime(event.starts_at) },
            ...(event.venue ? [{ label: 'Venue', value: event.venue }] : []),
            ...(event.online_url ? [{ label: 'Online link', value: event.online_url }] : []),
            ...(event.image_url
              ? [
                  {
                    label: 'Picture',
                    value: event.image_url.startsWith('/') ? (
                      <img className="event-image-preview" src={event.image_url} alt={event.title} />
                    ) : (
                      event.image_url
                    ),
                  },
                ]
              : []),
            { label: 'Tickets sold', value: event.tickets_sold },
            ...(event.description ? [{ label: 'Description', value: event.description }] : []),
          ]}
        />
      </Panel>
      <Panel title="Ticket types">
        <DataList
          caption="Ticket types"
          rows={event.ticket_types}
          rowKey={(row) => row.id}
          columns={[
            { key: 'name', header: 'Ticket', primary: true, cell: (row) => row.name },
            { key: 'price', header: 'Price', align: 'end', cell: (row) => money(row.price) },
            { key: 'sold', header: 'Sold', align: 'end', cell: (row) => `${row.sold} of ${row.quantity}` },
            {
              key: 'state',
              header: 'Availability',
              cell: (row) =>
                row.sold_out ? (
                  <StatusBadge label="Sold out" tone="warning" />
                ) : (
                  <StatusBadge label={`${row.quantity - row.sold} left`} tone="success" />
                ),
            },
          ]}
        />
      </Panel>
      <Attendees event={event} />
      <ConfirmSheet
        subject={cancelling ? event : null}
        title={`Cancel ${event.title}?`}
        onClose={() => setCancelling(false)}
      >
        {(shown) => <CancelEvent event={shown} onDone={() => setCancelling(false)} />}
      </ConfirmSheet>
    </>
  );
}

/** The event's attendees: a panel of their own, so the event shows while they load or when they could not. */
function Attendees({ event }: { event: EventRecord }) {
  return (
    <QueryBoundary
      what="attendees"
      pending={
        <Panel title="Attendees">
          <p className="form-muted">Loading attendees…</p>
        </Panel>
      }
      failed={({ error }) => (
        <Panel title="Attendees">
          <FormAlert>{errorText(error)}</FormAlert>
        </Panel>
      )}
    >
      <AttendeesPanel event={event} />
    </QueryBoundary>
  );
}

function AttendeesPanel({ event }: { event: EventRecord }) {
  const { attendees } = useSuspenseQuery(attendeesQuery(event.id)).data;
  const exportCsv = () => {
    saveTextFile(`attendees-${event.id}.csv`, toCsv(ATTENDEES_CSV_HEADER, attendees.map(attendeeCsvRow)));
  };
  return (
    <Panel
      title="Attendees"
      actions={
        attendees.length > 0 ? (
          <Button variant="secondary" onClick={exportCsv}>
            Export CSV
          </Button>
        ) : null
      }
    >
      {attendees.length === 0 ? (
        <EmptyState title="No tickets sold yet">
          <p>People who buy tickets will show here.</p>
        </EmptyState>
      ) : (
        <DataList
          caption="Attendees"
          rows={attendees.map((a, index) => ({ ...a, index }))}
          rowKey={(row) => row.index}
          columns={[
            { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
            { key: 'email', header: 'Email', cell: (row) => row.email },
            { key: 'type', header: 'Ticket', cell: (row) => row.ticket_type },
            { key: 'quantity', header: 'Quantity', align: 'end', cell: (row) => row.quantity },
            { key: 'paid', header: 'Paid', cell: (row) => formatDate(row.paid_at) },
          ]}
        />
      )}
    </Panel>
  );
}

function CancelEvent({ event, onDone }: { event: EventRecord; onDone: () => void }) {
  const cancel = useCancelEvent(event.id);
  return (
    <ConfirmMutation
      mutation={cancel}
      note="Tickets can no longer be bought. This cannot be undone."
      confirmLabel="Cancel event"
      done="Event cancelled."
      onDone={onDone}
    />
  );
}
