import type { Store } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FooterBar } from '@/components/footer-bar';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { useLeaveGuard } from '@/components/leave-guard';
import { LeaveGuardDialog } from '@/components/leave-guard-dialog';
import { LocationPicker } from '@/components/map-picker/location-picker';
import { TextField } from '@/components/text-field';
import { notifySuccess } from '@/components/toasts/toast-store';
import { applyServerErrors, errorText } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { categoriesQuery, useUpdateStore } from '../api';
import { accountResolver, fieldOfKey, toBody, valuesOf, type AccountFormValues } from '../account-form';
import { WEEKDAYS } from '../opening-hours';
import { PictureField } from './picture-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5">
      <h2 className="border-b border-slate-100 pb-2 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Edits the store's details: checked by the contract's rules before sending, the server's 422 on
 * the same fields, one save at a time, and a question before unsaved changes are left. Saved, it
 * goes back to the account screen; the header and the drawer show the new name and photo at once.
 */
export function AccountForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateStore();
  const { data: categories } = useQuery(categoriesQuery());
  const saving = useRef(false);
  const [uploads, setUploads] = useState({ photo: false, logo: false });
  const { control, register, handleSubmit, setError, setValue, watch, formState } = useForm<AccountFormValues>({
    resolver: accountResolver,
    defaultValues: valuesOf(store),
  });
  const { errors: e, isDirty, isSubmitSuccessful, isSubmitting } = formState;
  const guard = useLeaveGuard(isDirty && !isSubmitSuccessful);
  const hasHours = watch('has_hours');
  const [lat, lng] = watch(['lat', 'lng']);
  const text = (error: FieldError | undefined) => errorText(t, error);
  const uploading = uploads.photo || uploads.logo;
  const onPhotoBusy = useCallback((busy: boolean) => setUploads((u) => ({ ...u, photo: busy })), []);
  const onLogoBusy = useCallback((busy: boolean) => setUploads((u) => ({ ...u, logo: busy })), []);

  const submit = async (values: AccountFormValues) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await update.mutateAsync(toBody(values));
      guard.release();
      notifySuccess('settings.edit.saved');
      void navigate(paths.settings.account(), { replace: true });
    } catch (error) {
      saving.current = false;
      applyServerErrors(error, setError, fieldOfKey);
      // A failed save fails the submission, so the form does not count as saved.
      throw error;
    }
  };

  const dayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`settings.days.${d}`) }));
  const categoryOptions = (categories ?? [store.category]).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event).catch(() => undefined)}
      className="flex flex-col gap-8 p-4"
      data-testid="account-form"
    >
      <Section title={t('settings.edit.pictures')}>
        <Controller
          control={control}
          name="photo_url"
          render={({ field, fieldState }) => (
            <PictureField
              kind="photo"
              value={field.value}
              onChange={field.onChange}
              onBusy={onPhotoBusy}
              error={text(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="logo_url"
          render={({ field, fieldState }) => (
            <PictureField
              kind="logo"
              value={field.value}
              onChange={field.onChange}
              onBusy={onLogoBusy}
              error={text(fieldState.error)}
            />
          )}
        />
      </Section>

      <Section title={t('settings.edit.details')}>
        <TextField
          label={t('settings.edit.name')}
          autoComplete="organization"
          maxLength={80}
          error={text(e.name)}
          {...register('name')}
        />
        <SelectField
          label={t('settings.edit.category')}
          options={categoryOptions}
          error={text(e.category_id)}
          {...register('category_id')}
        />
        <TextField
          label={t('settings.edit.address')}
          hint={t('settings.edit.addressHint')}
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
          label={t('settings.edit.about')}
          hint={t('settings.edit.aboutHint')}
          placeholder={t('settings.edit.aboutPlaceholder')}
          maxLength={1000}
          rows={4}
          error={text(e.about)}
          {...register('about')}
        />
      </Section>

      <Section title={t('settings.edit.hours')}>
        <Checkbox label={t('settings.edit.hasHours')} {...register('has_hours')} />
        {hasHours && (
          <div className="grid grid-cols-2 gap-3" data-testid="hours-fields">
            <SelectField
              label={t('settings.edit.openDay')}
              options={dayOptions}
              error={text(e.open_day)}
              {...register('open_day')}
            />
            <SelectField
              label={t('settings.edit.closeDay')}
              options={dayOptions}
              error={text(e.close_day)}
              {...register('close_day')}
            />
            <TextField
              type="time"
              label={t('settings.edit.startTime')}
              error={text(e.start_time)}
              {...register('start_time')}
            />
            <TextField
              type="time"
              label={t('settings.edit.endTime')}
              error={text(e.end_time)}
              {...register('end_time')}
            />
          </div>
        )}
      </Section>

      <Section title={t('settings.edit.contact')}>
        <TextField
          type="email"
          label={t('settings.edit.email')}
          hint={t('settings.edit.emailHint')}
          autoComplete="email"
          inputMode="email"
          maxLength={200}
          error={text(e.email)}
          {...register('email')}
        />
      </Section>

      <FooterBar>
        <Button
          type="submit"
          block
          loading={isSubmitting || update.isPending}
          disabled={uploading}
          data-testid="save-account"
        >
          {t('settings.edit.save')}
        </Button>
      </FooterBar>
      <LeaveGuardDialog guard={guard} />
    </form>
  );
}
