import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, type PlatformInfo, resetInstallStateForTests } from '../../lib/pwa';
import { storage } from '../../lib/storage';
import { InstallButton } from './install-button';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const platform = (userAgent: string, extra: Partial<PlatformInfo> = {}): PlatformInfo => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  displayModeStandalone: false,
  ...extra,
});

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

// jsdom has no CSS.escape; react-aria's Modal reads a meta tag with it.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') },
  });
}

afterEach(() => resetInstallStateForTests());

/** The button reads the brand name through the query client; nothing is fetched here. */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderPlain(ui, { wrapper });
}

describe('InstallButton', () => {
  it('stays hidden until the browser offers installation, then prompts with that offer', async () => {
    render(<InstallButton platform={platform(DESKTOP_CHROME, { maxTouchPoints: 0 })} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const prompt = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // A prompt works once: the button goes until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it("renders a plain button for the host's own styling (a menu row)", () => {
    render(<InstallButton variant="plain" className="menu-row" platform={platform(IPHONE_SAFARI)} />);
    const button = screen.getByRole('button', { name: 'Install app' });
    expect(button.className).toBe('menu-row');
  });

  it('hides once the app is installed', () => {
    render(<InstallButton platform={platform(DESKTOP_CHROME)} />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('on iOS Safari opens short Add to Home Screen instructions, closed with Done', async () => {
    render(<InstallButton appName="Paydesk" platform={platform(IPHONE_SAFARI)} />);
    const button = screen.getByRole('button', { name: 'Install app' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Install Paydesk' });
    expect(dialog.textContent).toMatch(/Tap\s+Share in the browser toolbar\./);
    expect(dialog.textContent).toContain('Add to Home Screen');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the brand in the instructions by default', async () => {
    storage.set('whiteLabel', {
      merchant_name: 'Zest Pay',
      hide_signup: false,
      primary_color: null,
      logo_url: null,
      support_email: null,
      banks_allowed: null,
      show_monthly_sale: false,
      hidden_menu: [],
    });
    render(<InstallButton platform={platform(IPHONE_SAFARI)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.getByRole('dialog', { name: 'Install Zest Pay' })).toBeTruthy();
  });

  it('shows nothing in the installed app, on iOS or elsewhere', () => {
    const { container, rerender } = render(<InstallButton platform={platform(IPHONE_SAFARI, { standalone: true })} />);
    expect(container.textContent).toBe('');
    rerender(<InstallButton platform={platform(DESKTOP_CHROME, { displayModeStandalone: true })} />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
