import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/titled-section';
import { OverviewCards } from '../components/overview-cards';
import { RevenueCard } from '../components/revenue-card';
import { TopSubscribersCard } from '../components/top-subscribers-card';
import { VoucherUsageCard } from '../components/voucher-usage-card';

/** The dashboard: overview figures and the three reports; every panel loads on its own. */
export function Component() {
  const { t } = useTranslation(['dashboard']);
  return (
    <div className="flex flex-col gap-5 py-2">
      <h1 className="sr-only">{t('dashboard:page.title')}</h1>
      <TitledSection title={t('dashboard:overview.title')}>
        <OverviewCards />
      </TitledSection>
      <TitledSection title={t('dashboard:reports.title')}>
        <RevenueCard />
        <VoucherUsageCard />
        <TopSubscribersCard />
      </TitledSection>
    </div>
  );
}
