import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useStartActivation } from '../api';
import { activationSchema, type ActivationOutput, type ActivationValues } from '../activation-schema';

/**
 * The e-mail for the store's payment-provider account. On success the browser goes to the
 * provider's onboarding, which returns to my sales; until the page leaves the button stays busy,
 * so the request cannot be sent twice.
 */
export function ActivationForm({ email, country }: { email: string; country: string }) {
  const { t } = useTranslation();
  const start = useStartActivation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ActivationValues, unknown, ActivationOutput>({
    resolver: zodResolver(activationSchema),
    defaultValues: { email },
  });
  const error = formState.errors.email;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    start.mutate(
      { body: { email: values.email, country } },
      {
        onSuccess: (res) => {
          setLeaving(true);
          window.location.assign(res.data.url);
        },
        onError: (e) => {
          const fieldMessage = isApiError(e) ? e.errors.email?.[0] : undefined;
          if (fieldMessage) setError('email', { type: 'server', message: fieldMessage }, { shouldFocus: true });
          else setFailure(isApiError(e) ? e.userMessage : t('common.errors.connection'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="activation-form">
      <TextField
        id="activation-email"
        type="email"
        label={t('sales.activate.email')}
        hint={t('sales.activate.emailHint')}
        autoComplete="email"
        inputMode="email"
        error={error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined}
        {...register('email')}
      />
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" block loading={start.isPending || leaving}>
        {leaving ? t('sales.activate.redirecting') : t('sales.activate.submit')}
      </Button>
    </form>
  );
}
