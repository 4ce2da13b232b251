import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage';
import { renderScreen } from '../../test/render';
import { ONBOARDING_DELAY_MS, OnboardingModal, SESSION_TIMEOUT_TEXT, SessionTimeoutModal } from './shell-modals';

if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value };
} else if (!globalThis.CSS.escape) {
  globalThis.CSS.escape = (value: string) => value;
}

describe('shell modals', () => {
  it('shows the session timeout when the stored session disappears while the app is open', async () => {
    storage.set('appToken', 'a');
    storage.set('refreshToken', 'r');
    renderScreen(
      <>
        <p>ready</p>
        <SessionTimeoutModal />
      </>,
    );
    await screen.findByText('ready');
    // Still signed in: a storage event changes nothing.
    act(() => {
      window.dispatchEvent(new Event('storage'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Another tab signed out: both tokens are gone.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new Event('storage'));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(dialog.textContent).toContain(SESSION_TIMEOUT_TEXT);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('opens the onboarding modal 1 s after arriving from sign-up', async () => {
    renderScreen(
      <>
        <p>ready</p>
        <OnboardingModal fromRegister />
      </>,
      ['/dashboard/payments/links'],
    );
    await screen.findByText('ready');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(async () => {
        vi.advanceTimersByTime(ONBOARDING_DELAY_MS - 200);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
    } finally {
      vi.useRealTimers();
    }
    const dialog = await screen.findByRole('dialog', { name: 'Welcome aboard!' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start collecting payments' }));
    expect(await screen.findByText('Arrived at /dashboard/payments/links')).toBeTruthy();
  });

  it('does not open the onboarding modal otherwise', async () => {
    renderScreen(<OnboardingModal fromRegister={false} />);
    await new Promise((resolve) => setTimeout(resolve, ONBOARDING_DELAY_MS + 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
