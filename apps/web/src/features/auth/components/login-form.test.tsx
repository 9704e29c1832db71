import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { json, renderScreen, stubFetch } from '@/testing';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const NOT_REGISTERED = 'This phone number is not registered as a store. Please register first.';

describe('LoginForm', () => {
  it('says "Value is required" when the local part is empty, and calls nothing', async () => {
    const fetch = stubFetch(() => json(200, {}));
    await renderScreen(<LoginForm defaults={{ phone: '+49.', remember: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requests a code in the stored language, remembers the phone and opens verification', async () => {
    const fetch = stubFetch(() =>
      json(200, { data: { phone: '+49.15112345678', channel: 'whatsapp', expires_in: 600, resend_in: 30 } }),
    );
    await renderScreen(<LoginForm defaults={{ phone: '+49.', remember: false }} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '15112345678');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/account-verification?phone=%2B49.15112345678');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/request-otp$/);
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '+49.15112345678', domain: 'store', lang: 'en' });
    expect(localStorage.getItem('rememberedPhone')).toBe('+49.15112345678');
  });

  it('puts a server error that belongs to the phone under the phone only, not in a toast', async () => {
    stubFetch(() => json(404, { status: 404, user_message: NOT_REGISTERED, errors: { phone: [NOT_REGISTERED] } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderScreen(<LoginForm defaults={{ phone: '+49.1700000000', remember: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('field-error')).toHaveTextContent(NOT_REGISTERED);
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('toasts an error that names no field', async () => {
    stubFetch(() => json(500, { status: 500, user_message: 'Internal server error', errors: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderScreen(<LoginForm defaults={{ phone: '+49.1700000000', remember: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Internal server error']));
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });

  it('checks again on every change once submitted', async () => {
    stubFetch(() => json(200, {}));
    await renderScreen(<LoginForm defaults={{ phone: '+49.', remember: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '12');
    expect(screen.getByTestId('field-error')).toHaveTextContent('Please enter a valid phone number');
    await userEvent.type(screen.getByLabelText('Phone number'), '345678');
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });

  it('forgets a remembered phone when the box is unticked', async () => {
    localStorage.setItem('rememberedPhone', '+49.15112345678');
    stubFetch(() =>
      json(200, { data: { phone: '+49.15112345678', channel: 'whatsapp', expires_in: 600, resend_in: 30 } }),
    );
    await renderScreen(<LoginForm defaults={{ phone: '+49.15112345678', remember: true }} />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('15112345678');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('where');
    expect(localStorage.getItem('rememberedPhone')).toBeNull();
  });
});
