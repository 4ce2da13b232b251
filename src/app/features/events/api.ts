import { queryOptions, useMutation } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { type EventDetail, type EventRequest, eventEndpoints } from '../../../contract/events';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { call } from '../../lib/api-client';
import { useRecordChanged } from '../../queries/record-changed';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const eventsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['events', params],
    queryFn: ({ signal }) => call(areaEndpoints.events, { query: pageQuery(params), signal }),
  });
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['events', 'one', id],
    queryFn: ({ signal }) => call(eventEndpoints.event, { params: { id }, signal }),
  });
export const attendeesQuery = (id: number) =>
  queryOptions({
    queryKey: ['events', 'attendees', id],
    queryFn: ({ signal }) => call(eventEndpoints.eventAttendees, { params: { id }, signal }),
  });

/** After a change: the event is answered fresh, the lists read again (who bought tickets stays). */
const useEventChanged = () =>
  useRecordChanged<EventDetail>('events', (id) => eventQuery(id).queryKey, ['one', 'attendees']);

export function useSaveEvent(id: number | null) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (body: EventRequest) =>
      id === null
        ? call(eventEndpoints.createEvent, { body })
        : call(eventEndpoints.updateEvent, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useCancelEvent(id: number) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: () => call(eventEndpoints.cancelEvent, { params: { id } }),
    onSuccess: changed,
  });
}

/** The event's picture goes up public and kept (the ticket page shows it), an image checked by content. */
export function uploadEventImage(file: File) {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', 'event_image');
  form.set('public', 'true');
  return call(transferEndpoints.upload, { formData: form });
}
