import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordConfirm } from './api-keys-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SECRETS = { test_secret: 'FLWSECK_TEST-abc-X', live_secret: null, v1_secret_key: null };

function answer(authenticator: boolean) {
  call.mockImplementation(async (def: { path: string } | undefined) =>
    def?.path === 'v2/two-factor' ? { authenticator, recovery_codes_left: 10, email_codes_required: false } : SECRETS,
  );
}

const renderConfirm = () => {
  const onRevealed = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordConfirm
        confirming={{ kind: 'reveal' }}
        onRevealed={onRevealed}
        onRegenerated={vi.fn()}
        onCancel={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return onRevealed;
};

beforeEach(() => call.mockReset());

describe('confirming it is you before the secret keys show', () => {
  it('takes the current authenticator code instead of the password when the authenticator is on', async () => {
    answer(true);
    const onRevealed = renderConfirm();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a code from your authenticator app instead' }),
    );
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await vi.waitFor(() => expect(onRevealed).toHaveBeenCalled());
    const sent = call.mock.calls.find(([def]) => def.path === 'v2/merchantkeys/reveal');
    expect(sent?.[1].body).toEqual({ password: '', code: '123456' });
  });

  it('offers only the password without an authenticator', async () => {
    answer(false);
    renderConfirm();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /authenticator app instead/ })).toBeNull();
  });
});
