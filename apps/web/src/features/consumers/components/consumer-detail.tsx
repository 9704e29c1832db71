import type { SubscriberDetail, SubscriberMembership } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { StatusBadge } from '@/components/status-badge';
import { DATE_FORMATS, formatDate, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { STATE_TONES } from '../subscription-state';
import { ConsumerSummary } from './consumer-summary';

const linkClass =
  'rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Everything about one consumer: every plan they hold or held (status, start, end or renewal, what
 * they paid for it, its vouchers), and the totals of what is listed.
 */
export function ConsumerDetail({ consumer }: { consumer: SubscriberDetail }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);

  return (
    <div className="flex flex-col gap-4" data-testid="consumer-detail">
      <ConsumerSummary consumer={consumer} />
      <Card title={t('consumers.detail.plans', { count: consumer.memberships.length })} testId="consumer-plans">
        <ul className="flex flex-col divide-y divide-slate-100">
          {consumer.memberships.map((m) => (
            <MembershipItem key={m.id} consumerId={consumer.id} membership={m} />
          ))}
        </ul>
      </Card>
      <Card>
        <dl className="flex flex-col divide-y divide-slate-100 text-sm">
          <Row label={t('consumers.detail.address')} testId="consumer-address" wrap>
            {consumer.address ?? <span className="text-slate-500">{t('consumers.detail.noAddress')}</span>}
          </Row>
          <Row label={t('consumers.detail.lastPayment')} testId="consumer-last-payment">
            {date(consumer.paid_at)}
          </Row>
          <Row label={t('consumers.detail.totalPaid')} testId="consumer-total-paid">
            {formatMoney(consumer.total_paid, i18n.language)}
          </Row>
          <Row label={t('consumers.detail.redeemed')} testId="consumer-redeemed">
            {formatNumber(consumer.redeemed_count, i18n.language)}
          </Row>
        </dl>
      </Card>
    </div>
  );
}

/** One plan of the fan: its status, from when to when, what they paid for it, and its vouchers. */
function MembershipItem({ consumerId, membership: m }: { consumerId: number; membership: SubscriberMembership }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);
  const until =
    m.status === 'active'
      ? t('consumers.detail.renews', { date: date(m.renewal_at) })
      : m.status === 'cancelled'
        ? t('consumers.detail.heldUntil', { date: date(m.ends_at) })
        : t('consumers.detail.endedOn', { date: date(m.ends_at) });
  return (
    <li className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="consumer-membership">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={paths.plans.detail(m.plan.id)}
          className={`min-w-0 break-words ${linkClass}`}
          data-testid="membership-plan"
        >
          {m.plan.name}
        </Link>
        <span data-testid="membership-status">
          <StatusBadge tone={STATE_TONES[m.status]}>{t(`consumers.status.${m.status}`)}</StatusBadge>
        </span>
      </div>
      <p className="text-slate-600" data-testid="membership-dates">
        {t('consumers.detail.since', { date: date(m.subscribed_at) })} · {until}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="tabular-nums text-slate-900" data-testid="membership-paid">
          {t('consumers.detail.paidFor', {
            count: m.payment_count,
            formatted: formatNumber(m.payment_count, i18n.language),
            amount: formatMoney(m.paid, i18n.language),
          })}
        </p>
        <Link
          to={paths.consumers.vouchers(consumerId, { plan: m.plan.id })}
          className={linkClass}
          data-testid="membership-vouchers-link"
        >
          {t('consumers.detail.planVouchers')}
        </Link>
      </div>
    </li>
  );
}

function Row({
  label,
  testId,
  wrap = false,
  children,
}: {
  label: string;
  testId: string;
  /** Only text such as an address may break; an amount or a date stays on one line. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="min-w-0 text-slate-600">{label}</dt>
      <dd
        className={`text-right text-slate-900 ${wrap ? 'min-w-0 break-words' : 'shrink-0 whitespace-nowrap'}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
