import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from './offline-indicator';

describe('OfflineIndicator', () => {
  it("shows an 'Offline' status chip while offline and empties it when the connection is back", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe('Offline');
    // The same live region is reused, so screen readers announce the change.
    expect(screen.getByRole('status')).toBe(status);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('starts offline when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineIndicator className="top-bar-chip" />);
    const chip = screen.getByRole('status');
    expect(chip.textContent).toBe('Offline');
    expect(chip.className).toContain('top-bar-chip');
  });
});
