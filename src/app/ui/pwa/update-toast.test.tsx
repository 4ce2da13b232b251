import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../toaster';
import { UPDATE_TOAST_TEXT, updateToastPrompt } from './update-toast';

describe('update toast', () => {
  it("offers the new version until answered and reloads only on 'Reload'", async () => {
    render(<Toaster />);
    const reload = vi.fn();
    act(() => {
      updateToastPrompt.offer(reload);
      // Offered twice (two tabs, a second waiting worker): still one toast.
      updateToastPrompt.offer(reload);
    });
    expect(await screen.findByText(UPDATE_TOAST_TEXT)).toBeTruthy();
    expect(screen.getAllByText(UPDATE_TOAST_TEXT)).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    // The answered toast leaves after its exit animation (a timer of sonner's): let it finish here,
    // not after this file's DOM is gone.
    await waitFor(() => expect(screen.queryByText(UPDATE_TOAST_TEXT)).toBeNull());
  });
});
