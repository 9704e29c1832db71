import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, stubFetch } from '@/testing';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

const categories = {
  data: [
    { id: 1, name: 'Café', slug: 'cafe' },
    { id: 2, name: 'Florist', slug: 'florist' },
  ],
};

describe('RegisterForm', () => {
  it('fills the category select from the API', async () => {
    stubFetch(() => json(200, categories));
    await renderScreen(<RegisterForm defaults={{ name: '', phone: '+49.', address: '' }} />);
    expect(await screen.findByRole('option', { name: 'Florist' })).toBeInTheDocument();
  });

  it('requires every field and the location, without opening the terms', async () => {
    stubFetch(() => json(200, categories));
    await renderScreen(<RegisterForm defaults={{ name: '', phone: '+49.', address: '' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose the location in the map')).toBeInTheDocument();
    // name, category, phone and address
    expect(screen.getAllByText('Value is required')).toHaveLength(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the location when everything else is filled in', async () => {
    stubFetch(() => json(200, categories));
    await renderScreen(<RegisterForm defaults={{ name: '', phone: '+49.', address: '' }} />);
    await userEvent.type(screen.getByLabelText('Store name'), 'Café Neu');
    await userEvent.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Café' }),
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '15790000001');
    await userEvent.type(screen.getByLabelText('Address'), 'Alexanderplatz 1, Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const errors = await screen.findAllByTestId('field-error');
    expect(errors.map((e) => e.textContent)).toEqual(['Please choose the location in the map']);
  });
});
