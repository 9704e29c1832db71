import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { EmptyState } from '../../../components/empty-state';
import { SkeletonBlock } from '../../../components/skeleton';
import { paths } from '../../../lib/paths';
import { plansForBroadcastQuery, vouchersForBroadcastQuery } from '../api';
import { RequestForm } from '../components/request-form';

/** /broadcasts/request: a message to the subscribers of one plan, with one of its vouchers. */
export function Component() {
  const { t } = useTranslation();
  const plans = useQuery(plansForBroadcastQuery());
  const vouchers = useQuery(vouchersForBroadcastQuery());

  return (
    <>
      <BackHeader title={t('broadcasts.request.title')} backTo={paths.broadcasts.list()} />
      <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
        {plans.data && vouchers.data ? (
          plans.data.length > 0 ? (
            <RequestForm plans={plans.data} vouchers={vouchers.data} />
          ) : (
            <div className="flex flex-col items-center gap-3">
              <EmptyState text={t('broadcasts.request.noPlans')} hint={t('broadcasts.request.noPlansHint')} />
              <Link
                to={paths.plans.create()}
                className="rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('broadcasts.request.createPlan')}
              </Link>
            </div>
          )
        ) : (
          <SkeletonBlock lines={8} />
        )}
      </div>
    </>
  );
}
