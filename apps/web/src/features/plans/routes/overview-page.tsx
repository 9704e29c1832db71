import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/list/page-heading';
import { LatestPlans } from '../components/latest-plans';
import { PlanReportCards } from '../components/plan-report-cards';
import { SubscriberTable } from '../components/subscriber-table';

/** /subscription-plans: how the plans sell, the latest plans, and the subscribers. Each part loads on its own. */
export function Component() {
  const { t } = useTranslation(['plans']);
  return (
    <div className="flex flex-col gap-6 py-2">
      <PageHeading title={t('plans:overview.title')} description={t('plans:overview.description')} />
      <section aria-labelledby="plans-report" className="-mt-3 flex flex-col gap-3">
        <h2 id="plans-report" className="sr-only">
          {t('plans:overview.report')}
        </h2>
        <PlanReportCards />
      </section>
      <LatestPlans />
      <SubscriberTable />
    </div>
  );
}
