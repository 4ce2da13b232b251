import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRecordChanged } from './record-changed';

const recordKey = (id: number) => ['invoices', 'one', id];

function changedWith(client: QueryClient, kept?: readonly string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRecordChanged<{ id: number; status: string }>('invoices', recordKey, kept), {
    wrapper,
  }).result.current;
}

describe('useRecordChanged', () => {
  it('answers the record from the change, and marks the lists (not the kept queries) to read again', () => {
    const client = new QueryClient();
    client.setQueryData(['invoices', { page: 1 }], { invoices: [] });
    client.setQueryData(['invoices', 'attendees', 7], []);
    client.setQueryData(['events', { page: 1 }], { events: [] });
    changedWith(client, ['one', 'attendees'])({ id: 7, status: 'sent' });
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(client.getQueryData(recordKey(7))).toEqual({ id: 7, status: 'sent' });
    expect(stale(recordKey(7))).toBe(false);
    expect(stale(['invoices', { page: 1 }])).toBe(true);
    expect(stale(['invoices', 'attendees', 7])).toBe(false);
    expect(stale(['events', { page: 1 }])).toBe(false);
  });

  it("keeps only the record's own query by default", () => {
    const client = new QueryClient();
    client.setQueryData(['invoices', 'attendees', 7], []);
    changedWith(client)({ id: 7, status: 'paid' });
    expect(client.getQueryState(['invoices', 'attendees', 7])?.isInvalidated).toBe(true);
  });
});
