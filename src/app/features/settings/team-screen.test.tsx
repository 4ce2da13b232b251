import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeRoleForm, isDemotion } from './team-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member = { id: 7, email: 'ada@team.test', first_name: 'Ada', last_name: 'Obi', role: 'v2-Operations' };
const renderForm = (myRole = 'Admin') => {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeRoleForm member={member} myRole={myRole} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
};

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_def, options: { body: { role: string } }) => ({ id: 7, role: options.body.role }));
});

describe('changing a role', () => {
  it('asks once more before a demotion, and only then calls the server', async () => {
    const onDone = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'User');
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByText(/Ada Obi goes from v2-Operations to User/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make User' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![1]).toMatchObject({ params: { userId: 7 }, body: { role: 'User' } });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('saves a promotion at once, offers Owner only to an Owner, and shows what the role may do', async () => {
    renderForm('Admin');
    const options = [...(screen.getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).not.toContain('Owner');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    expect(screen.getByText(/Admin: Everything but Owners/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal in the form', async () => {
    call.mockRejectedValueOnce(new Error('The last Owner cannot be demoted. Make someone else an Owner first.'));
    renderForm('Owner');
    const options = [...(screen.getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toContain('Owner');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('The last Owner cannot be demoted. Make someone else an Owner first.')).toBeTruthy();
  });
});

describe('isDemotion', () => {
  it('is a move to a role that may do less', () => {
    expect(isDemotion('Owner', 'Admin')).toBe(true);
    expect(isDemotion('v2-Admin', 'v2-Operations')).toBe(true);
    expect(isDemotion('User', 'v2-User')).toBe(true);
    expect(isDemotion('Admin', 'v2-Admin')).toBe(false);
    expect(isDemotion('User', 'Admin')).toBe(false);
  });
});
