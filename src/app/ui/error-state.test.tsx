import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { ApiError } from '../lib/api-client';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('says the app is offline, not that the service is down, when the server could not be reached', () => {
    render(<ErrorState error={new ApiError(0, MESSAGES.serviceUnavailable, 'NETWORK_ERROR')} what="your balances" />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('You are offline; this screen has not been opened on this device yet');
    expect(text).not.toContain(MESSAGES.serviceUnavailable);
    expect(text).not.toContain('Could not load');
  });

  it("shows the server's own refusal as it is", () => {
    render(<ErrorState error={new ApiError(500, 'Something broke', 'INTERNAL')} what="your balances" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load your balances.Something broke');
  });
});
