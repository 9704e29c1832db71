import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '@/components/phone-input';
import { errorText } from '@/lib/forms/field-messages';

/**
 * The phone field of the login and register forms. PhoneInput is a controlled widget, not a native
 * input, so it is wired through a Controller rather than register().
 */
export function PhoneField<V extends FieldValues & { phone: string }, O>({
  control,
  id,
  hint,
}: {
  control: Control<V, unknown, O>;
  id: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation(['auth']);
  return (
    <Controller
      control={control}
      // Both forms name the field "phone"; a generic V cannot prove the literal is one of its paths.
      name={'phone' as Path<V>}
      render={({ field, fieldState }) => (
        <PhoneInput
          id={id}
          label={t('auth:fields.phone')}
          hint={hint}
          placeholder={t('auth:fields.phonePlaceholder')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
