import { useTranslation } from 'react-i18next';
import { OverviewCards } from '../components/overview-cards';
import { RevenueCard } from '../components/revenue-card';
import { TopSubscribersCard } from '../components/top-subscribers-card';
import { VoucherUsageCard } from '../components/voucher-usage-card';

/** The dashboard: overview figures and the three reports; every panel loads on its own. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5 py-2">
      <h1 className="sr-only">{t('dashboard.page.title')}</h1>
      <section aria-labelledby="dashboard-overview" className="flex flex-col gap-3">
        <h2 id="dashboard-overview" className="text-base font-semibold text-slate-900">
          {t('dashboard.overview.title')}
        </h2>
        <OverviewCards />
      </section>
      <section aria-labelledby="dashboard-reports" className="flex flex-col gap-3">
        <h2 id="dashboard-reports" className="text-base font-semibold text-slate-900">
          {t('dashboard.reports.title')}
        </h2>
        <RevenueCard />
        <VoucherUsageCard />
        <TopSubscribersCard />
      </section>
    </div>
  );
}
