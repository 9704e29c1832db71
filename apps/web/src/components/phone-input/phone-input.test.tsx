import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { PhoneInput } from './phone-input';

let last = '';
function Harness({ initial = '+49.' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  last = value;
  return (
    <>
      <PhoneInput
        label="Phone number"
        value={value}
        onChange={(v) => {
          last = v;
          setValue(v);
        }}
      />
      <button type="button">outside</button>
    </>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PhoneInput', () => {
  it('produces "+49.<digits>" with the default dial code', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Phone number'), '15112345678');
    expect(last).toBe('+49.15112345678');
    expect(screen.getByTestId('country-picker')).toHaveTextContent('+49');
  });

  it('keeps digits only, typed or pasted', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '15a1-2 3');
    expect(last).toBe('+49.15123');
    await userEvent.clear(input);
    input.focus();
    await userEvent.paste('(0151) 234-567');
    expect(last).toBe('+49.0151234567');
    expect(input).toHaveValue('0151234567');
  });

  it('switches the dial code from the searchable picker and keeps the number', async () => {
    render(<Harness initial="+49.1234567" />);
    await userEvent.click(screen.getByTestId('country-picker'));
    const search = await screen.findByRole('combobox', { name: 'Search country' });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(200));
    await userEvent.type(search, 'austria');
    await userEvent.click(screen.getByRole('option', { name: /Austria/ }));
    expect(last).toBe('+43.1234567');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('country-picker')).toHaveAccessibleName('Country code: Austria (+43)');
  });

  it('is usable by keyboard: arrows, Enter, Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByTestId('country-picker'));
    await screen.findByRole('combobox');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(200));
    await userEvent.keyboard('+41');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(last).toBe('+41.');
    await userEvent.click(screen.getByTestId('country-picker'));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('country-picker')).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByTestId('country-picker'));
    await screen.findByRole('combobox');
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('names countries in the active language', async () => {
    await i18n.changeLanguage('de');
    render(<Harness />);
    await userEvent.click(screen.getByTestId('country-picker'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Deutschland/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
