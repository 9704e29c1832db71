import { useTranslation } from 'react-i18next';

/** The spec's caveat: a scheduled time queues the message; it does not promise delivery then. */
export function ScheduleNotice() {
  const { t } = useTranslation();
  return (
    <div
      className="flex gap-3 rounded-xl bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-inset ring-brand-100"
      data-testid="schedule-notice"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <p>{t('broadcasts.request.notice')}</p>
    </div>
  );
}
