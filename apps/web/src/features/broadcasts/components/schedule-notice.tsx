import { useTranslation } from 'react-i18next';
import { Clock, Icon } from '@/components/icons';

/** The spec's caveat: a scheduled time queues the message; it does not promise delivery then. */
export function ScheduleNotice() {
  const { t } = useTranslation(['broadcasts']);
  return (
    <div
      className="flex gap-3 rounded-xl bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-inset ring-brand-100"
      data-testid="schedule-notice"
    >
      <Icon icon={Clock} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <p>{t('broadcasts:request.notice')}</p>
    </div>
  );
}
