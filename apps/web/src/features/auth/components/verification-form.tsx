import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { OneTimeCodeForm } from '@/components/forms/one-time-code-form';
import { displayPhone } from '@/lib/phone';
import { afterSignInPath } from '@/lib/return-path';
import { saveSession } from '@/lib/session';
import { useGetToken, useRequestOtp } from '../api';
import { AuthHeader } from './auth-header';
import { paths } from '@/lib/paths';

/**
 * Enter the 6-digit code; it submits itself when complete. Success stores the session and opens
 * `next` (the page asked for before the login, only ever a page of this app) or the dashboard.
 */
export function VerificationForm({ phone, from, next }: { phone: string; from?: 'register'; next?: string }) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const getToken = useGetToken();
  const requestOtp = useRequestOtp();
  const back = from === 'register' ? paths.register({ phone }) : paths.login({ phone, next });

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader
        title={t('auth:verification.title')}
        text={t('auth:verification.text', { phone: displayPhone(phone) })}
      />
      <OneTimeCodeForm
        texts={{
          ...t('auth:verification', { returnObjects: true }),
          resendIn: (time) => t('auth:verification.resendIn', { time }),
        }}
        verify={(code) => getToken.mutateAsync({ phone, code })}
        onVerified={(token) => {
          saveSession(token);
          void navigate(from === 'register' ? paths.registrationSuccess() : afterSignInPath(next), { replace: true });
        }}
        resend={() => requestOtp.mutateAsync(phone)}
      >
        <Link
          to={back}
          data-testid="change-phone"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('auth:verification.changePhone')}
        </Link>
      </OneTimeCodeForm>
    </div>
  );
}
