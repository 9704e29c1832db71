import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '@/components/forms/save-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { useStartActivation } from '../api';
import { failureText } from '@/lib/failure';

// The rules build zod: they load when the merchant starts on the form, not with the screen.
const resolver = lazyResolver(() => import('../activation-schema').then((m) => m.activationResolver));

/**
 * The e-mail for the store's payment-provider account. On success the browser goes to the
 * provider's onboarding, which returns to my sales; until the page leaves the button stays busy,
 * so the request cannot be sent twice. A failure that names no field shows above the button, where
 * this one-field step's user is looking.
 */
export function ActivationForm({ email, country }: { email: string; country: string }) {
  const { t } = useTranslation(['sales']);
  const start = useStartActivation();
  const [failure, setFailure] = useState<string | null>(null);
  const kit = useSaveForm({
    resolver,
    defaultValues: { email },
    save: (values) => {
      setFailure(null);
      return start.mutateAsync({ body: { email: values.email, country } });
    },
    fields: { email: 'email' },
    report: (error, shownOnField) => {
      if (shownOnField) console.error(error);
      else setFailure(failureText(error));
    },
    onSaved: (res) => window.location.assign(res.data.url),
  });

  return (
    <SaveForm kit={kit} className="flex flex-col gap-4" testId="activation-form">
      <TextField
        id="activation-email"
        type="email"
        label={t('sales:activate.email')}
        hint={t('sales:activate.emailHint')}
        autoComplete="email"
        inputMode="email"
        error={errorText(kit.form.formState.errors.email)}
        {...kit.form.register('email')}
      />
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <SubmitButton state={kit}>
        {kit.saved ? t('sales:activate.redirecting') : t('sales:activate.submit')}
      </SubmitButton>
    </SaveForm>
  );
}
