import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransactionFiltersForm } from './transaction-filters';

describe('TransactionFiltersForm', () => {
  it('puts the amount messages on the amount fields and applies only valid filters', async () => {
    const onApply = vi.fn();
    render(<TransactionFiltersForm value={{}} onApply={onApply} parentAccountId={0} initiallyOpen />);
    const min = screen.getByLabelText('Minimum amount');
    await userEvent.type(min, '50');
    await userEvent.type(screen.getByLabelText('Maximum amount'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Minimum amount must not be more than the maximum')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.clear(min);
    await userEvent.type(min, '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Minimum amount is invalid')).toBeTruthy();

    await userEvent.clear(min);
    await userEvent.type(min, '10');
    await userEvent.type(screen.getByLabelText('Search'), ' ada ');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'NGN');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ q: 'ada', currency: 'NGN', min: '10', max: '20' }));
  });

  it('shows the filters in force again when they change from elsewhere', () => {
    const { rerender } = render(
      <TransactionFiltersForm value={{ q: 'ada' }} onApply={vi.fn()} parentAccountId={0} initiallyOpen />,
    );
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ada');
    rerender(<TransactionFiltersForm value={{ q: 'kemi' }} onApply={vi.fn()} parentAccountId={0} initiallyOpen />);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('kemi');
  });
});
