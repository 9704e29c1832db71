import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput, sanitizeCode } from './otp-input';

function Harness() {
  const [code, setCode] = useState('');
  return <OtpInput label="Verification code" value={code} onChange={setCode} />;
}

const boxes = () => screen.getAllByTestId('otp-box').map((b) => b.textContent);

describe('OtpInput', () => {
  it('is a numeric one-time-code field', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()).toHaveLength(6);
  });

  it('fills all six boxes from a pasted code, keeping digits only', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code');
    fireEvent.paste(input, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(input).toHaveValue('123456');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('advances while typing, ignores letters, stops at six and goes back with backspace', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code');
    await userEvent.type(input, '1a2b34567');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(boxes()).toEqual(['1', '2', '3', '4', '', '']);
  });

  it('sanitizes any input', () => {
    expect(sanitizeCode('12 34 56 78')).toBe('123456');
  });
});
