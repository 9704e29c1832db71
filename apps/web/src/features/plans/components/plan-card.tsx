import type { Plan } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/skeleton';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { periodUnit } from '../period';
import { VoucherNameList } from './voucher-name-list';

const frame = 'flex shrink-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/**
 * A plan as a card: name, what fans pay per period, its guaranteed perks (vouchers that are not
 * additional) and additional benefits. The name links to the plan, stretched over the card.
 */
export function PlanCard({
  plan,
  level = 3,
  className = 'w-[300px]',
}: {
  plan: Plan;
  level?: 2 | 3;
  className?: string;
}) {
  const { t, i18n } = useTranslation(['plans']);
  const Heading = level === 2 ? 'h2' : 'h3';
  const names = (additional: boolean) =>
    plan.subscription_vouchers.filter((v) => v.additional_voucher === additional).map((v) => v.voucher.name);

  return (
    <article
      data-testid="plan-card"
      className={`relative ${frame} hover:ring-brand-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 ${className}`}
    >
      <div>
        <Heading className="text-base font-semibold text-slate-900">
          <Link
            to={paths.plans.detail(plan.id)}
            className="break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {plan.name}
          </Link>
        </Heading>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-1" data-testid="plan-card-price">
          <span className="text-xl font-bold tabular-nums text-brand-700">
            {formatMoney(plan.final_price, i18n.language)}
          </span>
          <span className="text-sm text-slate-600">/ {periodUnit(t, plan.billing_period)}</span>
        </p>
      </div>
      <VoucherNameList title={t('plans:card.perks')} names={names(false)} testId="plan-card-perks" />
      <VoucherNameList title={t('plans:card.benefits')} names={names(true)} testId="plan-card-benefits" />
      <p className="mt-auto border-t border-slate-100 pt-2 text-xs text-slate-600">
        {t('plans:detail.subscribers', { count: plan.subscriber_count })}
      </p>
    </article>
  );
}

/**
 * A card-shaped placeholder while plans load, laid out as a plan card with a few perks and benefits
 * (name, price, two titled lists, the subscriber line), so the cards arriving do not push the page
 * below them down.
 */
export function PlanCardSkeleton({ className = 'w-[300px]' }: { className?: string }) {
  const list = (lines: number) => (
    <div className="flex flex-col gap-1">
      <Skeleton className="mb-0.5 h-3 w-1/3" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-5 ${i % 2 ? 'w-4/6' : 'w-5/6'}`} />
      ))}
    </div>
  );
  return (
    <div aria-hidden="true" className={`${frame} ${className}`}>
      <div className="flex flex-col gap-1">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-7 w-1/2" />
      </div>
      {list(3)}
      {list(2)}
      <Skeleton className="mt-auto h-4 w-1/3" />
    </div>
  );
}
