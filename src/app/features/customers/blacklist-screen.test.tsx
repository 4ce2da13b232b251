import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { BlacklistScreen } from './blacklist-screen';

vi.mock('../../ui/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  localStorage.clear();
  storage.set('userRole', 'Owner');
});

describe('blocking an email or phone number', () => {
  it('names the empty fields, then sends the entry and empties the form', async () => {
    const { calls } = mockFetch({
      'GET v2/blacklist': ok({ entries: [], page_info: { total: 0, current_page: 1, total_pages: 0, page_size: 20 } }),
      'POST v2/blacklist': ok({
        id: 3,
        type: 'phone',
        value: '+2348031234567',
        reason: 'Chargebacks',
        customer_id: null,
        customer_fullname: null,
        date_created: '2026-01-02T10:00:00Z',
      }),
    });
    renderScreen(<BlacklistScreen />);
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'phone');
    await userEvent.click(screen.getByRole('button', { name: 'Blacklist' }));
    expect(await screen.findByText('Phone number is empty')).not.toBeNull();
    expect(screen.getByText('Reason is empty')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Phone number'), '+2348031234567');
    await userEvent.type(screen.getByLabelText('Reason'), 'Chargebacks');
    await userEvent.click(screen.getByRole('button', { name: 'Blacklist' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 'phone',
        value: '+2348031234567',
        reason: 'Chargebacks',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Reason').value).toBe(''));
  });
});
