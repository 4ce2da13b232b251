import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventForm } from './event-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

describe('event form', () => {
  it('sends the event with its ticket types in minor units and the start as an ISO instant', async () => {
    call.mockResolvedValue({ id: 5 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EventForm />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Jazz');
    await userEvent.type(screen.getByLabelText('Starts at'), '2099-06-01T18:30');
    await userEvent.type(screen.getByLabelText('Venue'), 'Terra Kulture');
    const first = screen.getByRole('group', { name: 'Ticket type 1' });
    await userEvent.type(within(first).getByLabelText('Name'), 'Regular');
    await userEvent.type(within(first).getByLabelText(/Price/), '5,000');
    await userEvent.type(within(first).getByLabelText('Tickets available'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Add ticket type' }));
    const second = screen.getByRole('group', { name: 'Ticket type 2' });
    await userEvent.type(within(second).getByLabelText('Name'), 'VIP');
    await userEvent.type(within(second).getByLabelText(/Price/), '20000.50');
    await userEvent.type(within(second).getByLabelText('Tickets available'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    const body = call.mock.calls[0]![1].body;
    expect(body).toMatchObject({
      title: 'Jazz',
      venue: 'Terra Kulture',
      currency: 'NGN',
      starts_at: new Date('2099-06-01T18:30').toISOString(),
      ticket_types: [
        { name: 'Regular', price: 500_000, quantity: 200 },
        { name: 'VIP', price: 2_000_050, quantity: 20 },
      ],
    });
  });

  it('says a start already past under the field and sends nothing', async () => {
    call.mockReset();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EventForm />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Starts at'), '2020-06-01T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('The event must start in the future')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
