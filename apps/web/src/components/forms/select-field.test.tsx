import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 1, label: 'Monthly' },
  { value: 2, label: 'Yearly' },
];

describe('SelectField', () => {
  it('is a labelled native select with its placeholder, options, hint and error', async () => {
    render(
      <SelectField
        label="Period"
        placeholder="Choose"
        hint="How often"
        error="Pick one"
        options={options}
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveAccessibleDescription('How often Pick one');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Yearly');
    expect(select).toHaveValue('2');
  });

  it('draws its chevron in the page, hidden from screen readers, not as a background image', () => {
    const { container } = render(<SelectField label="Period" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Period' });
    // An SVG background image costs the browser a document of its own on the first screen.
    expect(select.style.backgroundImage).toBe('');
    expect(select.className).not.toMatch(/bg-\[/);
    const chevron = container.querySelector('svg');
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    expect(chevron?.getAttribute('class')).toMatch(/pointer-events-none/);
  });
});
