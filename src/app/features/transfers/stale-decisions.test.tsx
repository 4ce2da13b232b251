import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_TRANSFER } from '../../test/transfers';
import { SW_MESSAGES } from '../../../contract/pwa';
import { storage } from '../../lib/storage';
import { type QueueItem, setQueueItems } from '../../lib/worker-bridge';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { PendingApprovalsScreen } from './pending-approvals';

const transfer = PENDING_TRANSFER;

const stale: QueueItem = {
  key: 'key-aaaaaaaaaaaaaaaa1',
  transfer_id: 42,
  reject: false,
  account_id: 5,
  user_id: 7,
  queued_at: '2026-11-20T10:00:00.000Z',
  state: 'stale',
};

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear(false);
  setQueueItems([]);
});

describe('a decision queued more than a day ago', () => {
  it('asks again: Send now or Drop goes to the worker, and its card cannot be decided meanwhile', async () => {
    storage.set('userAccountID', 5);
    storage.set('userRole', 'Admin');
    storage.set('userDetails', { id: 7, email: 'admin@ada.test', first_name: 'Ada', last_name: 'Admin' });
    mockFetch({
      'GET v2/transfers': ok({
        transfers: [transfer],
        page_info: { total: 1, current_page: 1, total_pages: 1, page_size: 10 },
      }),
    });
    const posted: unknown[] = [];
    const controller = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller, ready: Promise.resolve({ active: controller }), addEventListener: () => undefined },
    });
    act(() => setQueueItems([stale]));
    renderScreen(<PendingApprovalsScreen />);

    const waiting = await screen.findByRole('region', { name: 'Decisions waiting to be sent' });
    expect(waiting.textContent).toContain('Queued more than a day ago, so it was not sent on its own.');
    expect(await screen.findByText('Queued more than a day ago: send or drop it above.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { type: SW_MESSAGES.confirmStaleApproval, key: stale.key, send: true },
      { type: SW_MESSAGES.confirmStaleApproval, key: stale.key, send: false },
    ]);
  });
});
