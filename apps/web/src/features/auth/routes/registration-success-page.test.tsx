import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { renderScreen } from '@/testing';
import { Component as RegistrationSuccess } from './registration-success-page';

describe('the registration success page', () => {
  it('links its promise to the screens that keep it: first vouchers and plans', async () => {
    await renderScreen(<RegistrationSuccess />);
    expect(screen.getByRole('link', { name: 'vouchers' })).toHaveAttribute('href', paths.vouchers.create());
    expect(screen.getByRole('link', { name: 'subscription plans' })).toHaveAttribute('href', paths.plans.create());
    expect(screen.getByTestId('registration-success')).toHaveTextContent(
      'Welcome aboard. Create your first vouchers and subscription plans to welcome your first fans.',
    );
  });
});
