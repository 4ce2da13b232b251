import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmCodeModal, isConfirmableCode } from './confirm-code-modal';
import { AUTHENTICATOR_TEXT } from './use-code-form';

// jsdom lacks CSS.escape, which react-aria's dialogs use.
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) };
} else if (!globalThis.CSS.escape) {
  globalThis.CSS.escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
}

const handlers = () => ({ onConfirm: vi.fn(), onCancel: vi.fn(), onBack: vi.fn(), onResend: vi.fn() });

describe('ConfirmCodeModal', () => {
  it('is titled Confirm Transfer and enables Confirm only for a number above zero with at least 5 digits', async () => {
    const h = handlers();
    render(<ConfirmCodeModal isOpen authType="email" sentTo="o**@demo.test" {...h} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Transfer' })).toBeTruthy();
    expect(screen.getByText('Please enter the confirmation code sent to o**@demo.test')).toBeTruthy();
    const input = screen.getByLabelText('Confirmation code');
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(input, '1234');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '00000');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '12345');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(h.onConfirm).toHaveBeenCalledWith('12345');
    expect(isConfirmableCode('000001')).toBe(true);
  });

  it('Cancel clears and signals cancel; Go back signals back', async () => {
    const h = handlers();
    render(<ConfirmCodeModal isOpen authType="email" title="Retry Transfer" {...h} />);
    expect(screen.getByRole('dialog', { name: 'Retry Transfer' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Confirmation code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(h.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalled();
    expect((screen.getByLabelText('Confirmation code') as HTMLInputElement).value).toBe('');
  });

  it('locks Resend for 3 seconds after a resend', () => {
    vi.useFakeTimers();
    try {
      const h = handlers();
      render(<ConfirmCodeModal isOpen authType="email" {...h} />);
      const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
      fireEvent.click(resend);
      expect(h.onResend).toHaveBeenCalledTimes(1);
      expect(resend.disabled).toBe(true);
      act(() => vi.advanceTimersByTime(2900));
      expect(resend.disabled).toBe(true);
      act(() => vi.advanceTimersByTime(200));
      expect(resend.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "Resend Code in N seconds" while a wait is set, counting down', () => {
    vi.useFakeTimers();
    try {
      render(<ConfirmCodeModal isOpen authType="email" waitSeconds={3} {...handlers()} />);
      expect(screen.getByText('Resend Code in 3 seconds')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Resend Code in 2 seconds')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1000));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no Resend for an authenticator and says where the code comes from', () => {
    render(<ConfirmCodeModal isOpen authType="authenticator" {...handlers()} />);
    expect(screen.getByText(AUTHENTICATOR_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('shows the server message of a refused code', () => {
    render(<ConfirmCodeModal isOpen authType="email" error="Invalid OTP" {...handlers()} />);
    expect(screen.getAllByText('Invalid OTP').length).toBeGreaterThan(0);
  });
});
