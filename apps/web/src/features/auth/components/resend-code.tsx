import { OTP_RESEND_SECONDS } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useRequestOtp } from '../api';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';

/** Resend, after a visible cooldown (a code was just sent when the screen opened). A 429 toasts its message. */
export function ResendCode({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const requestOtp = useRequestOtp();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const waiting = countdown.remaining > 0;

  const resend = () =>
    requestOtp.mutate(phone, {
      onSuccess: (sent) => countdown.restart(sent.resend_in || OTP_RESEND_SECONDS),
    });

  return (
    <div className="flex flex-col items-center gap-1 text-sm text-slate-700">
      <span>{t('auth.verification.noCode')}</span>
      <Button
        variant="ghost"
        onClick={resend}
        disabled={waiting}
        loading={requestOtp.isPending}
        data-testid="resend-code"
      >
        {waiting
          ? t('auth.verification.resendIn', { time: formatCountdown(countdown.remaining) })
          : t('auth.verification.resend')}
      </Button>
      {/* Announced once, not on every tick. */}
      {requestOtp.isSuccess && (
        <span role="status" className="text-xs text-green-800">
          {t('auth.verification.sent')}
        </span>
      )}
    </div>
  );
}
