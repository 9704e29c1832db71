import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { OneTimeCodeForm } from '@/components/forms/one-time-code-form';
import { displayPhone } from '@/lib/phone';
import { useRequestEditPhone, useVerifyPhone } from '../api';

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
  const { t } = useTranslation(['settings']);
  const verify = useVerifyPhone();
  const resend = useRequestEditPhone();

  return (
    <div className="flex flex-col gap-6" data-testid="code-step">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('settings:phone.codeTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('settings:phone.codeText', { phone: displayPhone(phone) })}</p>
      </div>
      <OneTimeCodeForm
        texts={{
          ...t('settings:phone', { returnObjects: true }),
          resendIn: (time) => t('settings:phone.resendIn', { time }),
        }}
        verify={(code) => verify.mutateAsync({ phone, code })}
        onVerified={onChanged}
        resend={() => resend.mutateAsync(phone)}
        resendIn={resendIn}
        verifyTestId="verify-phone"
      >
        <Button variant="ghost" onClick={onOtherNumber} data-testid="other-number">
          {t('settings:phone.otherNumber')}
        </Button>
      </OneTimeCodeForm>
    </div>
  );
}
