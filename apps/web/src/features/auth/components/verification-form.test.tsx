import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { json, renderScreen, stubFetch } from '@/testing';
import { VerificationForm } from './verification-form';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const token = { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 604800, expired_at: 4_000_000_000 } };

describe('VerificationForm', () => {
  it('submits by itself when a pasted code is complete, stores the session and goes to success after registering', async () => {
    const fetch = stubFetch(() => json(200, token));
    await renderScreen(<VerificationForm phone="+49.15790000001" from="register" />);
    fireEvent.paste(screen.getByLabelText('Verification code'), { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/registration-success');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      phone: '+49.15790000001',
      code: '123456',
      domain: 'store',
      return: 'token',
      lang: 'en',
    });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('expiredAt')).toBe('4000000000');
  });

  it('shows a wrong code under the boxes and does not resend it by itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = stubFetch(() =>
      json(422, { status: 422, user_message: 'The code is not valid', errors: { code: ['The code is not valid'] } }),
    );
    await renderScreen(<VerificationForm phone="+49.15112345678" />);
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    expect(await screen.findByTestId('field-error')).toHaveTextContent('The code is not valid');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers resend only after the 30-second cooldown, and change phone number back to login', async () => {
    stubFetch(() => json(200, token));
    await renderScreen(<VerificationForm phone="+49.15112345678" />);
    expect(screen.getByTestId('resend-code')).toBeDisabled();
    expect(screen.getByTestId('resend-code')).toHaveTextContent(/Resend code in 0:(30|29)/);
    expect(screen.getByRole('link', { name: 'Change phone number' })).toHaveAttribute(
      'href',
      '/login?phone=%2B49.15112345678',
    );
  });

  it('shows an error of the code under the boxes only; a lockout replaces it with a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const LEFT = 'The code is not correct. 1 try left';
    const LOCKED = 'Too many wrong tries. Please request a new code';
    let calls = 0;
    stubFetch(() =>
      ++calls === 1
        ? json(422, { status: 422, user_message: LEFT, errors: { code: [LEFT] } })
        : json(429, { status: 429, user_message: LOCKED, errors: {} }),
    );
    await renderScreen(<VerificationForm phone="+49.15112345678" />);
    const input = screen.getByLabelText('Verification code');
    await userEvent.type(input, '000000');
    expect(await screen.findByTestId('field-error')).toHaveTextContent(LEFT);
    expect(toastStore.getSnapshot()).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '111111');
    await vi.waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([LOCKED]));
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });
});
