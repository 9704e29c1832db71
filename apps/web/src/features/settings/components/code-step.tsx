import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@mbo/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { OtpInput } from '@/components/otp-input';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';
import { displayPhone } from '@/lib/phone';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';
import { useRequestEditPhone, useVerifyPhone } from '../api';

/** The message to show on the code: a wrong or expired code, or a number taken meanwhile. */
function fieldMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errors.code?.[0] ?? error.errors.phone?.[0] ?? (error.status === 429 ? error.userMessage : undefined);
}

/**
 * Step 2: the 6-digit code sent to the new number, entered like the sign-in code (it submits itself
 * when complete); resend after the wait, or go back for another number.
 */
export function CodeStep({
  phone,
  resendIn,
  onChanged,
  onOtherNumber,
}: {
  phone: string;
  resendIn: number;
  onChanged: () => void;
  onOtherNumber: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const resend = useRequestEditPhone();
  const countdown = useCountdown(resendIn || OTP_RESEND_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // A code that failed is not sent again by itself; the button still can.
  const lastTried = useRef('');

  const submit = (value: string) => {
    if (value.length !== OTP_LENGTH || verify.isPending) return;
    lastTried.current = value;
    verify.mutate({ phone, code: value }, { onSuccess: onChanged, onError: (e) => setError(fieldMessage(e)) });
  };

  const waiting = countdown.remaining > 0;

  return (
    <div className="flex flex-col gap-6" data-testid="code-step">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('settings.phone.codeTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('settings.phone.codeText', { phone: displayPhone(phone) })}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
      >
        <OtpInput
          label={t('settings.phone.code')}
          value={code}
          error={error}
          disabled={verify.isPending}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
            if (next.length === OTP_LENGTH && next !== lastTried.current) submit(next);
          }}
        />
        <Button
          type="submit"
          block
          loading={verify.isPending}
          disabled={code.length !== OTP_LENGTH}
          data-testid="verify-phone"
        >
          {t('settings.phone.verify')}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-3 text-sm text-slate-700">
        <span>{t('settings.phone.noCode')}</span>
        <Button
          variant="ghost"
          disabled={waiting}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(phone, {
              onSuccess: (sent) => countdown.restart(sent.resend_in || OTP_RESEND_SECONDS),
              onError: notifyError,
            })
          }
          data-testid="resend-code"
        >
          {waiting
            ? t('settings.phone.resendIn', { time: formatCountdown(countdown.remaining) })
            : t('settings.phone.resend')}
        </Button>
        {resend.isSuccess && (
          <span role="status" className="text-xs text-green-800">
            {t('settings.phone.sent')}
          </span>
        )}
        <Button variant="ghost" onClick={onOtherNumber} data-testid="other-number">
          {t('settings.phone.otherNumber')}
        </Button>
      </div>
    </div>
  );
}
