import { useQuery } from '@tanstack/react-query';
import { EVENTS_HEADINGS } from '../../../contract/events-headings';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { eventQuery, eventsQuery } from './api';

export interface EventsScreenProps {
  /** The route shown (create and edit show the list until the event form arrives). */
  path?: '/dashboard/events/list' | '/dashboard/events/create' | '/dashboard/events/edit/$id';
}

/** events/list (also events/create and edit/{id}, until the event form arrives) */
export function EventsScreen({ path = '/dashboard/events/list' }: EventsScreenProps) {
  return (
    <ListScreen
      heading={EVENTS_HEADINGS[path]}
      what="events"
      query={eventsQuery}
      rows={(data) => data.events}
      columns={[
        { key: 'title', header: 'Event', primary: true, cell: (row) => row.title },
        { key: 'date', header: 'Starts', cell: (row) => formatDate(row.starts_at) },
        { key: 'venue', header: 'Venue', cell: (row) => row.venue },
        {
          key: 'price',
          header: 'Ticket price',
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

/** events/{id} */
export function EventDetail({ id }: { id: string }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...eventQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="event"
      heading={EVENTS_HEADINGS['/dashboard/events/$id']}
      back={<Link to="/dashboard/events/list">← All events</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: row.title,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Starts', value: formatDateTime(row.starts_at) },
                { label: 'Venue', value: row.venue },
                { label: 'Ticket price', value: formatMoney(row.ticket_price, row.currency) },
                { label: 'Tickets sold', value: row.tickets_sold },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
