import { OTP_LENGTH } from '@mbo/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';
import { displayPhone } from '@/lib/phone';
import { saveSession } from '@/lib/session';
import { useGetToken } from '../api';
import { notifyUnlessOnField } from '../form-errors';
import { AuthHeader } from './auth-header';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from './resend-code';
import { paths } from '@/lib/paths';

/** The message of the code (or phone) field of a failed check, if the server named one. */
function fieldMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errors.code?.[0] ?? error.errors.phone?.[0];
}

/** Enter the 6-digit code; it submits itself when complete. Success stores the session. */
export function VerificationForm({ phone, from }: { phone: string; from?: 'register' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const getToken = useGetToken();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // A code that failed is not sent again by itself; the button still can.
  const lastTried = useRef('');

  const submit = (value: string) => {
    if (value.length !== OTP_LENGTH || getToken.isPending) return;
    lastTried.current = value;
    getToken.mutate(
      { phone, code: value },
      {
        onSuccess: (token) => {
          saveSession(token);
          void navigate(from === 'register' ? paths.registrationSuccess() : paths.home(), { replace: true });
        },
        // A message for the code shows under it only; anything else (a lockout, a lost connection)
        // is a toast, and the code's old message goes.
        onError: (e) => {
          const message = fieldMessage(e);
          setError(message);
          notifyUnlessOnField(e, Boolean(message));
        },
      },
    );
  };

  const back = from === 'register' ? paths.register({ phone }) : paths.login({ phone });

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader
        title={t('auth.verification.title')}
        text={t('auth.verification.text', { phone: displayPhone(phone) })}
      />
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
      >
        <OtpInput
          label={t('auth.verification.code')}
          value={code}
          error={error}
          disabled={getToken.isPending}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
            if (next.length === OTP_LENGTH && next !== lastTried.current) submit(next);
          }}
        />
        <Button type="submit" block loading={getToken.isPending} disabled={code.length !== OTP_LENGTH}>
          {t('auth.verification.verify')}
        </Button>
      </form>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ResendCode phone={phone} />
        <Link
          to={back}
          data-testid="change-phone"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('auth.verification.changePhone')}
        </Link>
      </div>
    </div>
  );
}
