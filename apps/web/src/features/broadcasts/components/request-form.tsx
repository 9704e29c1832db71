import type { Plan, VoucherListItem } from '@mbo/contracts';
import { useMemo, useState, type ClipboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormFooter } from '@/components/forms/form-footer';
import { SaveForm } from '@/components/forms/save-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { TextField } from '@/components/text-field';
import { notifySuccess } from '@/components/toasts/toast-store';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { paths } from '@/lib/paths';
import { useRequestBroadcast } from '../api';
import type { RequestOutput, RequestValues } from '../request-schema';
import { deviceTimeZone, localToday } from '../schedule';
import { ScheduleNotice } from './schedule-notice';

const FORM_ID = 'request-broadcast-form';

// The server's field names → the form's; a refused scheduled_at shows under the time.
const SERVER_FIELDS = {
  subscription_id: 'subscription_id',
  voucher_id: 'voucher_id',
  description: 'description',
  scheduled_at: 'time',
} as const;

/** The longest message the server takes (BroadcastBody). */
const MESSAGE_MAX = 1000;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const toId = (value: string) => (value === '' ? undefined : Number(value));

const requestResolver = lazyResolver<RequestValues, RequestOutput>(() =>
  import('../request-schema').then((m) => m.requestResolver),
);

/**
 * Plan, voucher, message, date and time. Choosing a plan narrows the vouchers to the plan's own;
 * before that, every voucher that is part of some plan can be chosen.
 */
export function RequestForm({ plans, vouchers }: { plans: Plan[]; vouchers: VoucherListItem[] }) {
  const { t } = useTranslation(['broadcasts']);
  const navigate = useNavigate();
  const request = useRequestBroadcast();
  const kit = useSaveForm({
    resolver: requestResolver,
    defaultValues: { description: '', date: localToday(), time: '' },
    save: (body) => request.mutateAsync(body),
    fields: SERVER_FIELDS,
    onSaved: () => {
      notifySuccess('broadcasts:request.success');
      void navigate(paths.broadcasts.list());
    },
  });
  const { control, register, setValue, getValues, watch, formState } = kit.form;
  const e = formState.errors;

  const planId = watch('subscription_id');
  const message = watch('description') ?? '';
  // What a paste lost to the limit: the field's maxLength cuts it silently, so the form says so.
  const [cut, setCut] = useState<{ count: number; start: string } | null>(null);
  const onPaste = (ev: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = ev.currentTarget;
    const pasted = ev.clipboardData.getData('text');
    const room = MESSAGE_MAX - (field.value.length - (field.selectionEnd - field.selectionStart));
    if (pasted.length > room) {
      const lost = pasted.slice(Math.max(room, 0));
      setCut({ count: lost.length, start: lost.length > 40 ? `${lost.slice(0, 40).trim()}…` : lost.trim() });
    } else setCut(null);
  };
  const plan = plans.find((p) => p.id === planId);
  const sortedPlans = useMemo(() => [...plans].sort(byName), [plans]);
  const voucherOptions = useMemo(
    () =>
      plan
        ? plan.subscription_vouchers
            .map((sv) => ({ value: sv.voucher_id, label: sv.voucher.name }))
            .sort((a, b) => a.label.localeCompare(b.label))
        : vouchers
            .filter((v) => v.plans.length > 0)
            .sort(byName)
            .map((v) => ({ value: v.id, label: v.name })),
    [plan, vouchers],
  );

  // A voucher the newly chosen plan does not hold is cleared.
  const dropForeignVoucher = (id: number | undefined) => {
    const next = plans.find((p) => p.id === id);
    const voucher = getValues('voucher_id');
    if (next && voucher !== undefined && !next.subscription_vouchers.some((sv) => sv.voucher_id === voucher)) {
      setValue('voucher_id', undefined as unknown as number, { shouldDirty: true });
    }
  };

  return (
    <SaveForm kit={kit} className="flex flex-col gap-5" testId={FORM_ID}>
      <ScheduleNotice />
      <Controller
        control={control}
        name="subscription_id"
        render={({ field }) => (
          <SelectField
            id="broadcast-plan"
            label={t('broadcasts:request.plan')}
            placeholder={t('broadcasts:request.planPlaceholder')}
            options={sortedPlans.map((p) => ({ value: p.id, label: p.name }))}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(ev) => {
              const id = toId(ev.target.value);
              field.onChange(id);
              dropForeignVoucher(id);
            }}
            error={errorText(e.subscription_id)}
            hint={plan ? t('broadcasts:request.reach', { count: plan.subscriber_count }) : undefined}
          />
        )}
      />
      <Controller
        control={control}
        name="voucher_id"
        render={({ field }) => (
          <SelectField
            id="broadcast-voucher"
            label={t('broadcasts:request.voucher')}
            placeholder={t('broadcasts:request.voucherPlaceholder')}
            options={voucherOptions}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(ev) => field.onChange(toId(ev.target.value))}
            error={errorText(e.voucher_id)}
            hint={plan ? t('broadcasts:request.voucherHint', { plan: plan.name }) : undefined}
          />
        )}
      />
      <TextareaField
        id="broadcast-description"
        label={t('broadcasts:request.description')}
        hint={t('broadcasts:request.descriptionHint')}
        rows={5}
        maxLength={MESSAGE_MAX}
        error={errorText(e.description)}
        onPaste={onPaste}
        {...register('description')}
      />
      <div className="-mt-3 flex flex-col gap-1">
        <p
          className={`text-right text-xs tabular-nums ${message.length >= MESSAGE_MAX ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
          data-testid="description-counter"
        >
          {t('broadcasts:request.counter', { count: message.length, max: MESSAGE_MAX })}
        </p>
        {cut && (
          <p role="status" className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900" data-testid="paste-cut">
            {t('broadcasts:request.pasteCut', { count: cut.count, max: MESSAGE_MAX, start: cut.start })}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('broadcasts:request.when')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="broadcast-date"
            type="date"
            label={t('broadcasts:request.date')}
            min={localToday()}
            error={errorText(e.date)}
            {...register('date')}
          />
          <TextField
            id="broadcast-time"
            type="time"
            label={t('broadcasts:request.time')}
            error={errorText(e.time)}
            {...register('time')}
          />
        </div>
        <p className="text-xs text-slate-600">{t('broadcasts:request.timeZone', { zone: deviceTimeZone() })}</p>
      </fieldset>
      <FormFooter state={kit}>{t('broadcasts:request.submit')}</FormFooter>
    </SaveForm>
  );
}
