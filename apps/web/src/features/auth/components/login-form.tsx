import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { useLeaveGuard } from '../../../components/leave-guard';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { isApiError } from '../../../lib/api-client';
import { useRequestOtp } from '../api';
import { applyServerErrors } from '../form-errors';
import { rememberPhone } from '../remembered-phone';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthHeader } from './auth-header';
import { ConsentText } from './consent-text';
import { PhoneField } from './phone-field';
import { paths } from '../../../lib/paths';

/** Phone, remember-me and consent; Continue sends a code and opens the verification step. */
export function LoginForm({ defaults }: { defaults: LoginValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestOtp = useRequestOtp();
  const { control, register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: defaults,
  });
  const guard = useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit(async ({ phone, remember }) => {
    try {
      await requestOtp.mutateAsync(phone);
    } catch (error) {
      // A code sent moments ago (429) is still valid: the toast explains, the user goes on to enter it.
      if (!(isApiError(error) && error.status === 429)) {
        applyServerErrors(error, setError, { phone: 'phone' });
        return;
      }
    }
    rememberPhone(phone, remember);
    guard.release();
    void navigate(paths.verification({ phone }));
  });

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader title={t('auth.login.title')} text={t('auth.login.text')} />
      <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-5" data-testid="login-form">
        <PhoneField control={control} id="login-phone" />
        <Checkbox label={t('auth.login.remember')} {...register('remember')} />
        <div className="mt-auto flex flex-col gap-4">
          <ConsentText from={paths.login()} />
          <Button type="submit" block loading={requestOtp.isPending}>
            {t('common.actions.continue')}
          </Button>
          <p className="text-center text-sm text-slate-700">
            {t('auth.login.noAccount')}{' '}
            <Link
              to={paths.register()}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('auth.login.register')}
            </Link>
          </p>
        </div>
      </form>
      <LeaveGuardDialog guard={guard} />
    </div>
  );
}
