import type { Store } from '@mbo/contracts';
import { MEDIA_SLOTS } from '@mbo/contracts/media';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { FormFooter } from '@/components/forms/form-footer';
import { FormSection } from '@/components/forms/form-section';
import { SaveForm } from '@/components/forms/save-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { LocationPicker } from '@/components/map-picker/location-picker';
import { TextField } from '@/components/text-field';
import { notifySuccess } from '@/components/toasts/toast-store';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { accountEditReads, useUpdateStore } from '../api';
import { fieldOfKey, valuesOf } from '../account-form';
import { WEEKDAYS } from '../opening-hours';
import { PictureField } from './picture-field';

const accountResolver = lazyResolver(() => import('../account-form-schema').then((m) => m.accountResolver));

/**
 * Edits the store's details: checked by the contract's rules before sending, the server's 422 on
 * the same fields, one save at a time, and a question before unsaved changes are left. Saved, it
 * goes back to the account screen; the header and the drawer show the new name and photo at once.
 */
export function AccountForm({ store }: { store: Store }) {
  const { t } = useTranslation(['settings']);
  const navigate = useNavigate();
  const update = useUpdateStore();
  const { data: categories } = useQuery(useReads(accountEditReads).categories);
  const [uploads, setUploads] = useState({ photo: false, logo: false });
  const kit = useSaveForm({
    resolver: accountResolver,
    defaultValues: valuesOf(store),
    save: (body) => update.mutateAsync(body),
    fields: fieldOfKey,
    onSaved: () => {
      notifySuccess('settings:edit.saved');
      void navigate(paths.settings.account(), { replace: true });
    },
  });
  const { control, register, setValue, watch, formState } = kit.form;
  const e = formState.errors;
  const hasHours = watch('has_hours');
  const [lat, lng] = watch(['lat', 'lng']);
  const text = (error: FieldError | undefined) => errorText(error);
  const uploading = uploads.photo || uploads.logo;
  const onBusy = useMemo(
    () =>
      Object.fromEntries(
        MEDIA_SLOTS.map((slot) => [slot, (busy: boolean) => setUploads((u) => ({ ...u, [slot]: busy }))]),
      ) as Record<(typeof MEDIA_SLOTS)[number], (busy: boolean) => void>,
    [],
  );

  const dayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`settings:days.${d}`) }));
  const categoryOptions = (categories ?? [store.category]).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <SaveForm kit={kit} className="flex flex-col gap-8 p-4" testId="account-form">
      <FormSection title={t('settings:edit.pictures')}>
        {MEDIA_SLOTS.map((slot) => (
          <Controller
            key={slot}
            control={control}
            name={`${slot}_url`}
            render={({ field, fieldState }) => (
              <PictureField
                kind={slot}
                value={field.value}
                onChange={field.onChange}
                onBusy={onBusy[slot]}
                error={text(fieldState.error)}
              />
            )}
          />
        ))}
      </FormSection>

      <FormSection title={t('settings:edit.details')}>
        <TextField
          label={t('settings:edit.name')}
          autoComplete="organization"
          maxLength={80}
          error={text(e.name)}
          {...register('name')}
        />
        <SelectField
          label={t('settings:edit.category')}
          options={categoryOptions}
          error={text(e.category_id)}
          {...register('category_id')}
        />
        <TextField
          label={t('settings:edit.address')}
          hint={t('settings:edit.addressHint')}
          autoComplete="street-address"
          maxLength={250}
          error={text(e.address)}
          {...register('address')}
        />
        <LocationPicker
          lat={lat}
          lng={lng}
          error={text(e.lat ?? e.lng)}
          onPick={(picked) => {
            setValue('lat', picked.lat, { shouldDirty: true });
            setValue('lng', picked.lng, { shouldDirty: true });
            // A place the map knows brings its address; the merchant may still edit it.
            if (picked.address) setValue('address', picked.address, { shouldDirty: true });
          }}
        />
        <TextareaField
          label={t('settings:edit.about')}
          hint={t('settings:edit.aboutHint')}
          placeholder={t('settings:edit.aboutPlaceholder')}
          maxLength={1000}
          rows={4}
          error={text(e.about)}
          {...register('about')}
        />
      </FormSection>

      <FormSection title={t('settings:edit.hours')}>
        <Checkbox label={t('settings:edit.hasHours')} {...register('has_hours')} />
        {hasHours && (
          <div className="grid grid-cols-2 gap-3" data-testid="hours-fields">
            <SelectField
              label={t('settings:edit.openDay')}
              options={dayOptions}
              error={text(e.open_day)}
              {...register('open_day')}
            />
            <SelectField
              label={t('settings:edit.closeDay')}
              options={dayOptions}
              error={text(e.close_day)}
              {...register('close_day')}
            />
            <TextField
              type="time"
              label={t('settings:edit.startTime')}
              error={text(e.start_time)}
              {...register('start_time')}
            />
            <TextField
              type="time"
              label={t('settings:edit.endTime')}
              error={text(e.end_time)}
              {...register('end_time')}
            />
          </div>
        )}
      </FormSection>

      <FormSection title={t('settings:edit.contact')}>
        <TextField
          type="email"
          label={t('settings:edit.email')}
          hint={t('settings:edit.emailHint')}
          autoComplete="email"
          inputMode="email"
          maxLength={200}
          error={text(e.email)}
          {...register('email')}
        />
      </FormSection>

      <FormFooter state={kit} disabled={uploading} testId="save-account">
        {t('settings:edit.save')}
      </FormFooter>
    </SaveForm>
  );
}
