import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './wake-lock';

const original = Object.getOwnPropertyDescriptor(navigator, 'wakeLock');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'wakeLock', original);
  else delete (navigator as { wakeLock?: unknown }).wakeLock;
});

describe('keeping the counter screen awake', () => {
  it('asks for a screen wake lock while shown and releases it when closed', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { unmount } = renderHook(() => useScreenWakeLock());
    expect(request).toHaveBeenCalledWith('screen');
    // Let the granted lock arrive before closing, as on a real counter.
    await waitFor(() => expect(request.mock.results[0]?.type).toBe('return'));
    await request.mock.results[0]!.value;
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the Wake Lock API does not exist', () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    expect(() => renderHook(() => useScreenWakeLock()).unmount()).not.toThrow();
  });
});
