import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/titled-section';
import { setupGuideQuery } from '../api';
import { OverviewCards } from '../components/overview-cards';
import { RevenueCard } from '../components/revenue-card';
import { SetupGuideCard } from '../components/setup-guide-card';
import { TopSubscribersCard } from '../components/top-subscribers-card';
import { VoucherUsageCard } from '../components/voucher-usage-card';

/**
 * The dashboard: a store that is not yet earning gets its setup guide in place of figures that
 * would all be zero; any other store (or one that hid the guide) its overview figures and the three
 * reports, each panel loading on its own. Without the guide's answer (still loading, or failed) the
 * figures show: the guide is a help, not a gate.
 */
export function Component() {
  const { t } = useTranslation(['dashboard']);
  const guide = useQuery(setupGuideQuery()).data;
  return (
    <div className="flex flex-col gap-5 py-2">
      <h1 className="sr-only">{t('dashboard:page.title')}</h1>
      {guide?.show ? (
        <SetupGuideCard guide={guide} />
      ) : (
        <>
          <TitledSection title={t('dashboard:overview.title')}>
            <OverviewCards />
          </TitledSection>
          <TitledSection title={t('dashboard:reports.title')}>
            <RevenueCard />
            <VoucherUsageCard />
            <TopSubscribersCard />
          </TitledSection>
        </>
      )}
    </div>
  );
}
