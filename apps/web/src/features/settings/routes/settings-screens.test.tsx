import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import i18n from '@/i18n';
import { renderScreen, stubEndpoints } from '@/testing';
import { CodeStep } from '../components/code-step';
import { PhoneStep } from '../components/phone-step';
import { storeData } from '../test-data';
import { Component as AccountPage } from './account-page';
import { Component as LanguagePage } from './language-page';
import { Component as SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const invalid = (field: string, message: string) => ({
  status: 422,
  body: { status: 422, user_message: message, errors: { [field]: [message] } },
});

describe('the settings menu', () => {
  it('links every settings screen (legal pages come back here) and logs out', async () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('expiredAt', '4000000000');
    await renderScreen(<SettingsPage />, { path: '/settings' });
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/Account information/)).toHaveAttribute('href', '/settings/account-information');
    expect(link(/Store QR code/)).toHaveAttribute('href', '/settings/store-qr');
    expect(link(/My sales/)).toHaveAttribute('href', '/settings/my-sales');
    expect(link(/Language/)).toHaveAttribute('href', '/settings/language');
    expect(link(/Help center/)).toHaveAttribute('href', '/help-center?from=%2Fsettings');
    expect(link(/Terms and conditions/)).toHaveAttribute('href', '/terms-and-conditions?from=%2Fsettings');
    expect(link(/Privacy policy/)).toHaveAttribute('href', '/privacy-policy?from=%2Fsettings');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // It asks first: nothing has happened until the question is answered.
    const asking = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(localStorage.getItem('accessToken')).not.toBeNull();
    await userEvent.click(within(asking).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('expiredAt')).toBeNull();
  });
});

describe('the account screen', () => {
  it("shows the store's details, hours in the locale's words and the way to change the phone", async () => {
    stubEndpoints().on('myStore', { data: storeData() });
    await renderScreen(<AccountPage />);
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Café Morgenrot');
    expect(screen.getByTestId('account-hours')).toHaveTextContent('Monday – Saturday, 08:00 – 18:00');
    expect(screen.getByTestId('account-phone')).toHaveTextContent('+49 15112345678');
    expect(screen.getByTestId('store-photo-placeholder')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "Map of the store's location" })).toBeInTheDocument();
    expect(screen.getByTestId('change-phone')).toHaveAttribute('href', '/settings/account-information/phone/edit');
    expect(screen.getByTestId('edit-account')).toHaveAttribute('href', '/settings/account-information/edit');
  });
});

describe('the phone change', () => {
  it('puts a taken number on the field and sends nothing for an empty one', async () => {
    const api = stubEndpoints().on('requestEditPhone', invalid('phone', 'This phone number is already registered'));
    const onSent = vi.fn();
    await renderScreen(<PhoneStep initial="" onSent={onSent} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByTestId('field-error')).toHaveTextContent('Value is required');
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'New phone number' }), '15223456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('This phone number is already registered');
    expect(JSON.parse(String(api.mock.mock.calls[0]![1]?.body))).toEqual({
      phone: '+49.15223456789',
      lang: 'en',
      role: 'store',
    });
    expect(onSent).not.toHaveBeenCalled();
    // The field says it; no toast repeats it.
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('shows an expired code, then changes the number with a good one', async () => {
    let answer: unknown = invalid('code', 'The code has expired. Please request a new one');
    const api = stubEndpoints().on('verifyPhone', () => answer as never);
    const onChanged = vi.fn();
    await renderScreen(
      <CodeStep phone="+49.17012349999" resendIn={30} onChanged={onChanged} onOtherNumber={() => {}} />,
    );
    expect(screen.getByTestId('code-step')).toHaveTextContent('+49 17012349999');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    expect(await screen.findByTestId('field-error')).toHaveTextContent(
      'The code has expired. Please request a new one',
    );
    expect(screen.getByTestId('resend-code')).toBeDisabled();

    answer = { data: { phone: '+49.17012349999' } };
    await userEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.mock.calls[1]![1]?.body))).toMatchObject({
      phone: '+49.17012349999',
      code: '123456',
      domain: 'store',
      return: 'token',
    });
  });
});

describe('the language screen', () => {
  it('switches the interface at once, stores the choice, tells the server and confirms in the new language', async () => {
    const api = stubEndpoints().on('setLang', { data: { lang: 'de' } });
    await renderScreen(<LanguagePage />);
    expect(screen.getByRole('radio', { name: /^English/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save language' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^Deutsch/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('language-confirmation')).getByText('Die App ist jetzt auf Deutsch.'),
    ).toBeVisible();
    expect(localStorage.getItem('locale')).toBe('de');
    expect(i18n.language).toBe('de');
    await vi.waitFor(() => expect(api.calls('setLang')).toHaveLength(1));
  });
});
