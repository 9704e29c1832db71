import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SaveForm } from '@/components/forms/save-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { useRegisterStore } from '../api';
import type { PickedLocation } from '@/components/map-picker/map-picker';
import type { RegisterOutput, RegisterValues } from '../schemas';
import { AuthHeader } from './auth-header';
import { AuthSwitch } from './auth-switch';
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

const registerResolver = lazyResolver<RegisterValues, RegisterOutput>(() =>
  import('../schemas').then((m) => m.registerResolver),
);

/** Store name, category, phone, map pin and address; Continue opens the terms, Agree registers. */
export function RegisterForm({ defaults }: { defaults: DefaultValues<RegisterValues> }) {
  const { t } = useTranslation(['auth', 'signup', 'common']);
  const navigate = useNavigate();
  const registerStore = useRegisterStore();
  const [accepted, setAccepted] = useState<RegisterOutput | null>(null);
  const kit = useSaveForm<RegisterValues, RegisterOutput>({
    resolver: registerResolver,
    defaultValues: defaults,
    save: (body) => registerStore.mutateAsync(body),
    fields: SERVER_FIELDS,
    onSaved: (_sent, body) => void navigate(paths.verification({ phone: body.phone, from: 'register' })),
    onFailed: () => setAccepted(null),
  });
  const { control, register, handleSubmit, setValue, getValues, watch, formState } = kit.form;
  const [lat, lng] = watch(['lat', 'lng']);
  const e = formState.errors;

  const confirmLocation = (picked: PickedLocation) => {
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('lat', picked.lat, opts);
    setValue('lng', picked.lng, opts);
    if (picked.address && !getValues('address')?.trim()) setValue('address', picked.address, opts);
  };

  const agree = () => {
    if (accepted) void kit.send(accepted);
  };

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader title={t('signup:register.title')} text={t('signup:register.text')} />
      <SaveForm kit={kit} onSubmit={handleSubmit(setAccepted)} className="flex flex-col gap-5" testId="register-form">
        <TextField
          id="register-name"
          label={t('auth:fields.storeName')}
          autoComplete="organization"
          error={errorText(e.name)}
          {...register('name')}
        />
        <CategorySelect
          error={errorText(e.category_id)}
          field={register('category_id', {
            setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
          })}
        />
        <PhoneField control={control} id="register-phone" hint={t('signup:register.phoneHint')} />
        <LocationPicker lat={lat} lng={lng} error={errorText(e.lat ?? e.lng)} onPick={confirmLocation} />
        <TextField
          id="register-address"
          label={t('auth:fields.address')}
          autoComplete="street-address"
          error={errorText(e.address)}
          {...register('address')}
        />
        <SubmitButton state={kit} className="mt-2">
          {t('common:actions.continue')}
        </SubmitButton>
        <AuthSwitch
          question={t('signup:register.haveAccount')}
          to={paths.login()}
          linkText={t('signup:register.login')}
        />
      </SaveForm>

      <TermsModal
        open={accepted !== null}
        onOpenChange={(open) => !open && setAccepted(null)}
        onAgree={agree}
        pending={kit.pending || kit.saved}
      />
    </div>
  );
}
