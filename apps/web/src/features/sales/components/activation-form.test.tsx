import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { ActivationForm } from './activation-form';

afterEach(() => vi.unstubAllGlobals());

describe('activation form', () => {
  it("asks for a valid e-mail, sends it with the store's country, and goes to the onboarding link", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubEndpoints().on('providerSubAccount', {
      data: { url: 'https://provider.example/onboarding?account=acct_1', expires_at: '2026-11-15T13:00:00.000Z' },
    });
    await renderScreen(<ActivationForm email="" country="DE" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the payment provider' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'owner@example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the payment provider' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the payment provider' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.example/onboarding?account=acct_1'));
    expect(api.calls('providerSubAccount')[0]!.body).toEqual({ email: 'owner@example.com', country: 'DE' });
  });
});
