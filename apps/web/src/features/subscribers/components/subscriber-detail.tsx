import type { SubscriberDetail, SubscriberMembership } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { Fact, FactList } from '@/components/fact-list';
import { StatusBadge } from '@/components/status-badge';
import { DATE_FORMATS, formatDate, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { STATE_TONES } from '../subscription-state';
import { SubscriberSummary } from './subscriber-summary';

const linkClass =
  'rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Everything about one subscriber: every plan they hold or held (status, start, end or renewal, what
 * they paid for it, its vouchers), and the totals of what is listed.
 */
export function SubscriberDetailView({ subscriber }: { subscriber: SubscriberDetail }) {
  const { t, i18n } = useTranslation(['subscribers']);
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);

  return (
    <div className="flex flex-col gap-4" data-testid="subscriber-detail">
      <SubscriberSummary subscriber={subscriber} />
      <Card title={t('subscribers:detail.plans', { count: subscriber.memberships.length })} testId="subscriber-plans">
        <ul className="flex flex-col divide-y divide-slate-100">
          {subscriber.memberships.map((m) => (
            <MembershipItem key={m.id} subscriberId={subscriber.id} membership={m} />
          ))}
        </ul>
      </Card>
      <Card>
        <FactList>
          <Fact term={t('subscribers:detail.address')} testId="subscriber-address">
            {subscriber.address ?? <span className="text-slate-500">{t('subscribers:detail.noAddress')}</span>}
          </Fact>
          <Fact term={t('subscribers:detail.lastPayment')} testId="subscriber-last-payment">
            {date(subscriber.paid_at)}
          </Fact>
          <Fact term={t('subscribers:detail.totalPaid')} testId="subscriber-total-paid">
            {formatMoney(subscriber.total_paid, i18n.language)}
          </Fact>
          <Fact term={t('subscribers:detail.redeemed')} testId="subscriber-redeemed">
            {formatNumber(subscriber.redeemed_count, i18n.language)}
          </Fact>
        </FactList>
      </Card>
    </div>
  );
}

/** One plan of the fan: its status, from when to when, what they paid for it, and its vouchers. */
function MembershipItem({ subscriberId, membership: m }: { subscriberId: number; membership: SubscriberMembership }) {
  const { t, i18n } = useTranslation(['subscribers']);
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);
  const until =
    m.status === 'active'
      ? t('subscribers:detail.renews', { date: date(m.renewal_at) })
      : m.status === 'cancelled'
        ? t('subscribers:detail.heldUntil', { date: date(m.ends_at) })
        : t('subscribers:detail.endedOn', { date: date(m.ends_at) });
  return (
    <li className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="subscriber-membership">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={paths.plans.detail(m.plan.id)}
          className={`min-w-0 break-words ${linkClass}`}
          data-testid="membership-plan"
        >
          {m.plan.name}
        </Link>
        <span data-testid="membership-status">
          <StatusBadge tone={STATE_TONES[m.status]}>{t(`subscribers:status.${m.status}`)}</StatusBadge>
        </span>
      </div>
      <p className="text-slate-600" data-testid="membership-dates">
        {t('subscribers:detail.since', { date: date(m.subscribed_at) })} · {until}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="tabular-nums text-slate-900" data-testid="membership-paid">
          {t('subscribers:detail.paidFor', {
            count: m.payment_count,
            formatted: formatNumber(m.payment_count, i18n.language),
            amount: formatMoney(m.paid, i18n.language),
          })}
        </p>
        <Link
          to={paths.subscribers.vouchers(subscriberId, { plan: m.plan.id })}
          className={linkClass}
          data-testid="membership-vouchers-link"
        >
          {t('subscribers:detail.planVouchers')}
        </Link>
      </div>
    </li>
  );
}
