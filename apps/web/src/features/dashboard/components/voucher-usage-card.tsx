import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import vouchersArt from '@/components/art/vouchers.svg';
import { percentOf, ProgressBar } from '@/components/progress-bar';
import { paths } from '@/lib/paths';
import { voucherUsageQuery } from '../api';
import { ReportCard } from './report-card';

/** Most-used vouchers: how often each was used against its allowance (total / max_use_qty); each opens its voucher. */
export function VoucherUsageCard() {
  const { t } = useTranslation(['dashboard']);
  const query = useQuery(voucherUsageQuery());

  return (
    <ReportCard
      title={t('dashboard:vouchers.title')}
      testId="voucher-usage-card"
      query={query}
      caption={t('dashboard:vouchers.caption')}
      empty={{ text: t('dashboard:vouchers.empty'), hint: t('dashboard:vouchers.emptyHint'), art: vouchersArt }}
    >
      {(data) => (
        <ul className="flex flex-col gap-3" data-testid="voucher-usage-list">
          {data.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1.5" data-testid="voucher-usage-item">
              {/* At 320 px a long name and its count share the row only if both fit whole; else the count wraps under. */}
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                {/* The item's id is the voucher's: the name opens it. */}
                <Link
                  to={paths.vouchers.detail(item.id)}
                  className="rounded font-medium text-slate-800 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="voucher-usage-link"
                >
                  {item.name}
                </Link>
                <span className="shrink-0 tabular-nums text-slate-600" data-testid="voucher-usage-ratio">
                  {t('dashboard:vouchers.ratio', { total: item.total, max: item.max_use_qty })}
                </span>
              </div>
              <ProgressBar
                percent={percentOf(item.total, item.max_use_qty)}
                label={t('dashboard:vouchers.progress', { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  );
}
