import type { Plan, SubscriptionVoucher } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRight, Icon } from '@/components/icons';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/lib/paths';
import { periodUnit } from '../period';

/** A plan's vouchers in two groups, guaranteed perks then additional benefits, each linking to the voucher. */
export function PlanVoucherGroups({ plan, detailed = false }: { plan: Plan; detailed?: boolean }) {
  const { t } = useTranslation(['plans', 'common']);
  const groups = [
    {
      key: 'perks',
      title: t('plans:card.perks'),
      items: plan.subscription_vouchers.filter((v) => !v.additional_voucher),
    },
    {
      key: 'benefits',
      title: t('plans:card.benefits'),
      items: plan.subscription_vouchers.filter((v) => v.additional_voucher),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      {groups.map((g) => (
        <div key={g.key} data-testid={`plan-vouchers-${g.key}`}>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{g.title}</h3>
          {g.items.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{t('plans:card.none')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {g.items.map((v) => (
                <PlanVoucherItem key={v.id} item={v} unit={periodUnit(t, plan.billing_period)} detailed={detailed} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

function PlanVoucherItem({ item, unit, detailed }: { item: SubscriptionVoucher; unit: string; detailed: boolean }) {
  const { t } = useTranslation(['plans', 'common']);
  const status = item.voucher.status;
  return (
    <li
      data-testid="plan-voucher"
      className="relative flex items-center gap-3 py-2.5 hover:bg-slate-50 has-[a:focus-visible]:bg-brand-50"
    >
      <div className="min-w-0 flex-1">
        <Link
          to={paths.vouchers.detail(item.voucher.id)}
          className="block break-words text-sm font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {item.voucher.name}
        </Link>
        {detailed && (
          <p className="mt-0.5 text-xs text-slate-600">{t(`common:voucher.types.${item.voucher.voucher_type.code}`)}</p>
        )}
      </div>
      {status !== 'published' && (
        <StatusBadge tone={status === 'expired' ? 'error' : 'warning'}>
          {t(`common:voucher.statuses.${status}`)}
        </StatusBadge>
      )}
      <span className="shrink-0 text-sm tabular-nums text-slate-700" data-testid="plan-voucher-uses">
        {t('plans:detail.uses', { count: item.max_use_qty, period: unit })}
      </span>
      <Icon icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-400" />
    </li>
  );
}
