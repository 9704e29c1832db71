import type { SubscriberDetail } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { displayPhone } from '@/lib/phone';
import { STATE_TONES, subscriptionState } from '../subscription-state';

const initials = (name: string) =>
  name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** Who the subscriber is and where their subscription stands (active, cancelled until…, ended). */
export function SubscriberSummary({ subscriber }: { subscriber: SubscriberDetail }) {
  const { t, i18n } = useTranslation(['subscribers']);
  const state = subscriptionState(subscriber);
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="subscriber-summary">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-base font-semibold text-brand-700"
        >
          {initials(subscriber.username)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold text-slate-900" data-testid="subscriber-username">
            {subscriber.username}
          </h2>
          <p className="text-sm tabular-nums text-slate-600" data-testid="subscriber-phone">
            {displayPhone(subscriber.phone)}
          </p>
        </div>
        <span data-testid="subscriber-status">
          <StatusBadge tone={STATE_TONES[state.kind]}>{t(`subscribers:status.${state.kind}`)}</StatusBadge>
        </span>
      </div>
      {state.kind !== 'active' && (
        <p
          data-testid="subscriber-status-text"
          className={`mt-3 rounded-xl p-3 text-sm ring-1 ring-inset ${
            state.kind === 'cancelled'
              ? 'bg-orange-50 text-orange-900 ring-orange-200'
              : 'bg-red-50 text-red-900 ring-red-200'
          }`}
        >
          {state.kind === 'cancelled'
            ? t('subscribers:status.cancelledText', { date: date(state.until) })
            : state.on
              ? t('subscribers:status.endedText', { date: date(state.on) })
              : t('subscribers:status.endedTextNoDate')}
        </p>
      )}
    </div>
  );
}
