import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiryHandler } from './session-expiry';

describe('session expiry', () => {
  it('clears, shows the toast once and goes to login after 500 ms however many calls fail', () => {
    vi.useFakeTimers();
    const clear = vi.fn();
    const toastError = vi.fn();
    const goToLogin = vi.fn();
    const handler = createSessionExpiryHandler({ clear, toastError, goToLogin });
    handler.handle();
    handler.handle();
    handler.handle();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Session Timeout, Please login again');
    vi.advanceTimersByTime(499);
    expect(goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
