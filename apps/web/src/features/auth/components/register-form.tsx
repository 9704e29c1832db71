import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { useLeaveGuard } from '@/components/leave-guard';
import { LeaveGuardDialog } from '@/components/leave-guard-dialog';
import { TextField } from '@/components/text-field';
import { useRegisterStore } from '../api';
import { applyServerErrors, errorText } from '@/lib/form-errors';
import { notifyUnlessOnField } from '../form-errors';
import type { PickedLocation } from '@/components/map-picker/map-picker';
import { registerSchema, type RegisterOutput, type RegisterValues } from '../schemas';
import { AuthHeader } from './auth-header';
import { CategorySelect } from './category-select';
import { LocationPicker } from '@/components/map-picker/location-picker';
import { PhoneField } from './phone-field';
import { TermsModal } from './terms-modal';
import { paths } from '@/lib/paths';

const SERVER_FIELDS = {
  name: 'name',
  category_id: 'category_id',
  phone: 'phone',
  address: 'address',
  lat: 'lat',
  lng: 'lat',
} as const;

/** Store name, category, phone, map pin and address; Continue opens the terms, Agree registers. */
export function RegisterForm({ defaults }: { defaults: DefaultValues<RegisterValues> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerStore = useRegisterStore();
  const [accepted, setAccepted] = useState<RegisterOutput | null>(null);
  const { control, register, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<
    RegisterValues,
    unknown,
    RegisterOutput
  >({
    resolver: zodResolver(registerSchema),
    defaultValues: defaults,
  });
  const guard = useLeaveGuard(formState.isDirty);
  const [lat, lng] = watch(['lat', 'lng']);
  const e = formState.errors;

  const confirmLocation = (picked: PickedLocation) => {
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('lat', picked.lat, opts);
    setValue('lng', picked.lng, opts);
    if (picked.address && !getValues('address')?.trim()) setValue('address', picked.address, opts);
  };

  const agree = () => {
    if (!accepted) return;
    registerStore.mutate(accepted, {
      onSuccess: () => {
        guard.release();
        void navigate(paths.verification({ phone: accepted.phone, from: 'register' }));
      },
      onError: (error) => {
        setAccepted(null);
        notifyUnlessOnField(error, applyServerErrors(error, setError, SERVER_FIELDS));
      },
    });
  };

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader title={t('auth.register.title')} text={t('auth.register.text')} />
      <form noValidate onSubmit={handleSubmit(setAccepted)} className="flex flex-col gap-5" data-testid="register-form">
        <TextField
          id="register-name"
          label={t('auth.fields.storeName')}
          autoComplete="organization"
          error={errorText(t, e.name)}
          {...register('name')}
        />
        <CategorySelect
          error={errorText(t, e.category_id)}
          field={register('category_id', {
            setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
          })}
        />
        <PhoneField control={control} id="register-phone" hint={t('auth.register.phoneHint')} />
        <LocationPicker lat={lat} lng={lng} error={errorText(t, e.lat ?? e.lng)} onPick={confirmLocation} />
        <TextField
          id="register-address"
          label={t('auth.fields.address')}
          autoComplete="street-address"
          error={errorText(t, e.address)}
          {...register('address')}
        />
        <Button type="submit" block className="mt-2">
          {t('common.actions.continue')}
        </Button>
        <p className="text-center text-sm text-slate-700">
          {t('auth.register.haveAccount')}{' '}
          <Link
            to={paths.login()}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('auth.register.login')}
          </Link>
        </p>
      </form>

      <TermsModal
        open={accepted !== null}
        onOpenChange={(open) => !open && setAccepted(null)}
        onAgree={agree}
        pending={registerStore.isPending}
      />
      <LeaveGuardDialog guard={guard} />
    </div>
  );
}
