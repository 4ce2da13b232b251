import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BeforeInstallPromptEvent,
  captureInstallPrompt,
  connectUpdatePrompt,
  isIosDevice,
  isStandalone,
  needsIosInstallHelp,
  type PlatformInfo,
  promptInstall,
  resetInstallStateForTests,
  startUpdateChecks,
  type UpdatableWorker,
  useCanPromptInstall,
  useOnlineStatus,
} from './pwa';

/** A stand-in for workbox-window's Workbox: tests fire its events. */
function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const listeners = new Map<string, (() => void)[]>();
  const wb: UpdatableWorker & { fire(type: string): void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => registration as ServiceWorkerRegistration | undefined),
    update: vi.fn(async () => undefined),
    fire: (type) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return wb;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prompt-to-update', () => {
  it('offers a waiting version once and switches only after consent: SKIP_WAITING, then reload on control', async () => {
    const waiting = { postMessage: vi.fn() };
    const wb = fakeWorkbox({ waiting: waiting as unknown as ServiceWorker });
    const offers: (() => void)[] = [];
    const reload = vi.fn();
    await connectUpdatePrompt(wb, { offer: (accept) => offers.push(accept) }, reload);
    expect(wb.register).toHaveBeenCalledOnce();

    wb.fire('waiting');
    wb.fire('waiting');
    expect(offers).toHaveLength(1);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    // A controller change the user did not ask for (another tab) does not reload this one.
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    offers[0]?.();
    await flush();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once on consent when another tab already switched (nothing waits any more)', async () => {
    const wb = fakeWorkbox({ waiting: null });
    const reload = vi.fn();
    let accept: () => void = () => {};
    await connectUpdatePrompt(wb, { offer: (a) => (accept = a) }, reload);
    wb.fire('waiting');
    accept();
    await flush();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never offers without a waiting version', async () => {
    const wb = fakeWorkbox({ waiting: null });
    const offer = vi.fn();
    await connectUpdatePrompt(wb, { offer }, vi.fn());
    wb.fire('controlling');
    expect(offer).not.toHaveBeenCalled();
  });

  it('looks for a new version every interval and when the page comes back into view, while online', () => {
    vi.useFakeTimers();
    try {
      const wb = fakeWorkbox(undefined);
      const stop = startUpdateChecks(wb, 1000);
      vi.advanceTimersByTime(2500);
      expect(wb.update).toHaveBeenCalledTimes(2);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(wb.update).toHaveBeenCalledTimes(3);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      vi.advanceTimersByTime(1000);
      expect(wb.update).toHaveBeenCalledTimes(3);
      stop();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      vi.advanceTimersByTime(5000);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(wb.update).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('online status', () => {
  it('follows the offline and online events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPadOsOrMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};
const tab = (userAgent: string, maxTouchPoints = 5): PlatformInfo => ({
  userAgent,
  maxTouchPoints,
  standalone: false,
  displayModeStandalone: false,
});

describe('iOS detection', () => {
  it('knows iPhones and iPads, including iPadOS presenting itself as a Mac with touch', () => {
    expect(isIosDevice(tab(UA.iPhoneSafari))).toBe(true);
    expect(isIosDevice(tab(UA.iPadOld))).toBe(true);
    expect(isIosDevice(tab(UA.iPadOsOrMac, 5))).toBe(true);
    expect(isIosDevice(tab(UA.iPadOsOrMac, 0))).toBe(false);
    expect(isIosDevice(tab(UA.android))).toBe(false);
    expect(isIosDevice(tab(UA.windows, 10))).toBe(false);
  });

  it('offers home-screen help in an iOS browser tab, not in the installed app nor in in-app browsers', () => {
    expect(needsIosInstallHelp(tab(UA.iPhoneSafari))).toBe(true);
    expect(needsIosInstallHelp(tab(UA.iPhoneChrome))).toBe(true);
    expect(needsIosInstallHelp(tab(UA.iPadOsOrMac, 5))).toBe(true);
    expect(needsIosInstallHelp({ ...tab(UA.iPhoneSafari), standalone: true })).toBe(false);
    expect(needsIosInstallHelp({ ...tab(UA.iPhoneSafari), displayModeStandalone: true })).toBe(false);
    expect(needsIosInstallHelp(tab(UA.iPhoneInstagram))).toBe(false);
    expect(needsIosInstallHelp(tab(UA.android))).toBe(false);
    expect(needsIosInstallHelp(tab(UA.iPadOsOrMac, 0))).toBe(false);
  });

  it('treats either standalone signal as the installed app', () => {
    expect(isStandalone(tab(UA.android))).toBe(false);
    expect(isStandalone({ ...tab(UA.android), displayModeStandalone: true })).toBe(true);
    expect(isStandalone({ ...tab(UA.iPhoneSafari), standalone: true })).toBe(true);
  });
});

/** A beforeinstallprompt event as Chromium fires it. */
function installPromptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('install prompt', () => {
  afterEach(() => resetInstallStateForTests());

  it('keeps the browser offer (no mini-infobar), prompts once with it, then forgets it', async () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useCanPromptInstall());
    expect(result.current).toBe(false);
    expect(await promptInstall()).toBe('unavailable');

    const { event, prompt } = installPromptEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe(true);

    let outcome = '';
    await act(async () => {
      outcome = await promptInstall();
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('dismissed');
    expect(result.current).toBe(false);
  });

  it('forgets the offer once the app is installed', () => {
    captureInstallPrompt();
    const { result } = renderHook(() => useCanPromptInstall());
    act(() => {
      window.dispatchEvent(installPromptEvent().event);
    });
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current).toBe(false);
  });
});
