import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInCodeForm } from '../../contract/code-forms';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';

function SignInCode({ onCode }: { onCode: (code: string) => void }) {
  const { formProps, codeProps } = useCodeForm({ id: 'code-test', schema: SignInCodeForm, onCode });
  return (
    <form {...formProps}>
      <CodeField {...codeProps} label="Confirmation code" />
      <button type="submit">Verify</button>
    </form>
  );
}

describe('useCodeForm', () => {
  it("shows the contract's message on the field, clears it when the code changes, and gives a valid code", async () => {
    const onCode = vi.fn();
    render(<SignInCode onCode={onCode} />);
    const input = screen.getByLabelText('Confirmation code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code is empty')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, '12');
    expect(screen.queryByText('Code is empty')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code is invalid')).toBeTruthy();
    expect(onCode).not.toHaveBeenCalled();
    await userEvent.type(input, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onCode).toHaveBeenCalledWith('1234');
  });
});
