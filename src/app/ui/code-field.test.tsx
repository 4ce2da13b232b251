import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeField } from './code-field';

function Harness() {
  const [value, setValue] = useState('');
  return <CodeField id="code" label="Confirmation code" value={value} onValueChange={setValue} maxDigits={6} />;
}

describe('CodeField', () => {
  it('keeps digits only, up to the maximum, with a numeric keypad and one-time-code autofill', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Confirmation code') as HTMLInputElement;
    await userEvent.type(input, 'a1-2 b3x4');
    expect(input.value).toBe('1234');
    await userEvent.type(input, '56789');
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('strips non-digits from a pasted code', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Confirmation code') as HTMLInputElement;
    input.focus();
    await userEvent.paste('12 34-56');
    expect(input.value).toBe('123456');
  });
});
