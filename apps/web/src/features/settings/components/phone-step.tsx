import { PHONE_PATTERN } from '@mbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PhoneInput } from '@/components/phone-input';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';
import { splitPhone } from '@/lib/phone';
import { useRequestEditPhone } from '../api';

/** Step 1: the new number, in the same field as the login; the server sends it a code. */
export function PhoneStep({ initial, onSent }: { initial: string; onSent: (phone: string, resendIn: number) => void }) {
  const { t } = useTranslation();
  const request = useRequestEditPhone();
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = () => {
    if (request.isPending) return;
    if (!splitPhone(phone)?.local) return setError(t('settings.phone.errors.required'));
    if (!PHONE_PATTERN.test(phone)) return setError(t('settings.phone.errors.invalid'));
    request.mutate(phone, {
      onSuccess: (sent) => onSent(phone, sent.resend_in),
      // A taken number, or the store's own: the server's words, on the field; anything else toasts.
      onError: (e) => {
        const message = isApiError(e) ? e.errors.phone?.[0] : undefined;
        if (message) setError(message);
        else notifyError(e);
      },
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="phone-step"
    >
      <PhoneInput
        label={t('settings.phone.newPhone')}
        placeholder={t('settings.phone.placeholder')}
        value={phone}
        onChange={(next) => {
          setPhone(next);
          setError(undefined);
        }}
        error={error}
        name="phone"
      />
      <Button type="submit" block loading={request.isPending} data-testid="send-code">
        {t('settings.phone.sendCode')}
      </Button>
    </form>
  );
}
