import type { Plan } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { Fact, FactList } from '@/components/fact-list';
import { Icon, Users } from '@/components/icons';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { periodName, periodUnit } from '../period';
import { PlanVoucherGroups } from './plan-voucher-groups';

/** Everything about a plan: price split, vouchers with their quantities, points, terms and subscribers. */
export function PlanDetail({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation(['plans']);
  const money = (n: number) => formatMoney(n, i18n.language, plan.currency);
  // Every price is per the plan's own billing period.
  const perPeriod = (n: number) => `${money(n)} / ${periodUnit(t, plan.billing_period)}`;

  return (
    <div className="flex flex-col gap-4" data-testid="plan-detail">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="break-words text-xl font-semibold text-slate-900" data-testid="plan-name">
          {plan.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('plans:detail.billingPeriod')}: {periodName(t, plan.billing_period)}
        </p>
        <p
          className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
          data-testid="plan-subscribers"
        >
          <Icon icon={Users} className="h-4 w-4" />
          {t('plans:detail.subscribers', { count: plan.subscriber_count })}
        </p>
      </div>

      <Card title={t('plans:detail.pricing')}>
        <FactList testId="plan-price-split">
          <Fact term={t('plans:detail.price')} testId="plan-price" numeric>
            {perPeriod(plan.price)}
          </Fact>
          <Fact term={t('plans:detail.fee')} testId="plan-fee" numeric>
            {perPeriod(plan.fee)}
          </Fact>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm last:pb-0">
            <dt className="font-semibold text-slate-900">{t('plans:detail.finalPrice')}</dt>
            <dd className="text-right">
              <span className="text-lg font-bold tabular-nums text-brand-700" data-testid="plan-final-price">
                {money(plan.final_price)}
              </span>{' '}
              <span className="text-slate-600">/ {periodUnit(t, plan.billing_period)}</span>
            </dd>
          </div>
        </FactList>
      </Card>

      <Card
        title={t('plans:detail.vouchers')}
        action={
          <Link
            to={paths.plans.vouchers(plan.id)}
            className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('plans:detail.allVouchers')}
          </Link>
        }
      >
        <PlanVoucherGroups plan={plan} />
      </Card>

      <Card title={t('plans:detail.howToUse')}>
        <Points items={plan.how_to_use} ordered testId="plan-how-to-use" />
      </Card>
      <Card title={t('plans:detail.perks')}>
        <Points items={plan.perks_and_benefits} testId="plan-perks" />
      </Card>
      <Card title={t('plans:detail.terms')}>
        {plan.terms_and_conditions ? (
          <p className="whitespace-pre-line break-words text-sm text-slate-800" data-testid="plan-terms">
            {plan.terms_and_conditions}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{t('plans:detail.noTerms')}</p>
        )}
      </Card>
    </div>
  );
}

function Points({ items, ordered = false, testId }: { items: string[]; ordered?: boolean; testId: string }) {
  const { t } = useTranslation(['plans']);
  if (items.length === 0) return <p className="text-sm text-slate-500">{t('plans:detail.noPoints')}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      data-testid={testId}
      className={`flex flex-col gap-1.5 pl-5 text-sm text-slate-800 ${ordered ? 'list-decimal' : 'list-disc'}`}
    >
      {items.map((item, i) => (
        <li key={`${i}-${item}`} className="break-words pl-1">
          {item}
        </li>
      ))}
    </List>
  );
}
