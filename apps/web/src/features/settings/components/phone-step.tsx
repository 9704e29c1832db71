import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/submit-button';
import { PhoneInput } from '@/components/phone-input';
import { serverFieldMessages, useSave } from '@/lib/forms/core';
import { checkPhone } from '@/lib/phone';
import { useRequestEditPhone } from '../api';

/** Step 1: the new number, in the same field as the login; the server sends it a code. */
export function PhoneStep({ initial, onSent }: { initial: string; onSent: (phone: string, resendIn: number) => void }) {
  const { t } = useTranslation(['settings']);
  const request = useRequestEditPhone();
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string>();
  // A taken number, or the store's own: the server's words, on the field; anything else toasts.
  const sending = useSave({
    save: (next: string) => request.mutateAsync(next),
    placeOnFields: (failure) => {
      const [onPhone] = serverFieldMessages(failure, { phone: 'phone' });
      if (onPhone) setError(onPhone.message);
      return Boolean(onPhone);
    },
    onSaved: (sent, sentTo) => onSent(sentTo, sent.resend_in),
  });

  const submit = () => {
    const problem = checkPhone(phone);
    if (problem) return setError(t(`settings:phone.errors.${problem}`));
    void sending.send(phone);
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
        label={t('settings:phone.newPhone')}
        placeholder={t('settings:phone.placeholder')}
        value={phone}
        onChange={(next) => {
          setPhone(next);
          setError(undefined);
        }}
        error={error}
        name="phone"
      />
      <SubmitButton state={sending} testId="send-code">
        {t('settings:phone.sendCode')}
      </SubmitButton>
    </form>
  );
}
