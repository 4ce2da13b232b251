import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_LOCK_MS } from '../../contract/constants';
import { useCountdown } from './use-countdown';
import { useResendLock } from './use-resend-lock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  it('counts down one a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.seconds).toBe(3);
    tick(1000);
    expect(result.current.seconds).toBe(2);
    for (let second = 0; second < 4; second++) tick(1000);
    expect(result.current.seconds).toBe(0);
  });

  it('starts again when restarted or given a new wait', () => {
    const { result, rerender } = renderHook(({ from }) => useCountdown(from), { initialProps: { from: 0 } });
    expect(result.current.seconds).toBe(0);
    act(() => result.current.restart(60));
    tick(1000);
    expect(result.current.seconds).toBe(59);
    rerender({ from: 30 });
    expect(result.current.seconds).toBe(30);
  });
});

describe('useResendLock', () => {
  it('locks after use and unlocks after the lock time', () => {
    const { result } = renderHook(() => useResendLock());
    expect(result.current.locked).toBe(false);
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    tick(RESEND_LOCK_MS - 1);
    expect(result.current.locked).toBe(true);
    tick(1);
    expect(result.current.locked).toBe(false);
  });
});
