import type { SubscriberDetail } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link';
import { Card } from '@/components/card';
import { DATE_FORMATS, formatDate, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { subscriptionState } from '../subscription-state';
import { ConsumerSummary } from './consumer-summary';

/** Everything about one consumer: plan, dates, what they paid and how many vouchers they redeemed. */
export function ConsumerDetail({ consumer }: { consumer: SubscriberDetail }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, DATE_FORMATS.short, i18n.language);
  const renews = subscriptionState(consumer).kind === 'active';

  return (
    <div className="flex flex-col gap-4" data-testid="consumer-detail">
      <ConsumerSummary consumer={consumer} />
      <Card>
        <dl className="flex flex-col divide-y divide-slate-100 text-sm">
          <Row label={t('consumers.detail.plan')} testId="consumer-plan">
            <Link
              to={paths.plans.detail(consumer.plan.id)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {consumer.plan.name}
            </Link>
          </Row>
          <Row label={t('consumers.detail.address')} testId="consumer-address">
            {consumer.address ?? <span className="text-slate-500">{t('consumers.detail.noAddress')}</span>}
          </Row>
          <Row label={t('consumers.detail.subscribedAt')} testId="consumer-subscribed">
            {date(consumer.subscribed_at)}
          </Row>
          <Row label={t('consumers.detail.renewalAt')} testId="consumer-renewal">
            {renews ? (
              date(consumer.renewal_at)
            ) : (
              <span className="text-slate-500">{t('consumers.detail.noRenewal')}</span>
            )}
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
      <ButtonLink
        to={paths.consumers.vouchers(consumer.id)}
        variant="secondary"
        block
        data-testid="consumer-vouchers-link"
      >
        {t('consumers.detail.vouchersLink', { count: consumer.voucher_count })}
      </ButtonLink>
    </div>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-right text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
