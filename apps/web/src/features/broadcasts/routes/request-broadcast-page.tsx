import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { ButtonLink } from '@/components/button-link';
import { allQueries, QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { requestBroadcastReads } from '../api';
import { RequestForm } from '../components/request-form';
import plansArt from '@/components/art/plans.svg';

/** The form's shape while the plans and vouchers load: the notice, then label and input pairs. */
function FormSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <Skeleton className="h-20 w-full rounded-xl" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className={`${i === 2 ? 'h-28' : 'h-11'} w-full rounded-xl`} />
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-11 rounded-xl" />
      </div>
    </div>
  );
}

/** /broadcasts/request: a message to the subscribers of one plan, with one of its vouchers. */
export function Component() {
  const { t } = useTranslation(['broadcasts']);
  const reads = useReads(requestBroadcastReads);
  const plans = useQuery(reads.plans);
  const vouchers = useQuery(reads.vouchers);

  return (
    <>
      <BackHeader title={t('broadcasts:request.title')} backTo={paths.broadcasts.list()} />
      <div className="flex flex-col gap-4 px-4 pb-6 pt-4">
        <QueryState
          query={allQueries({ plans, vouchers })}
          skeleton={<FormSkeleton />}
          failedText={t('broadcasts:request.failed')}
          isEmpty={(d) => d.plans.length === 0}
          empty={
            <div className="flex flex-col items-center gap-3">
              <EmptyState
                art={plansArt}
                text={t('broadcasts:request.noPlans')}
                hint={t('broadcasts:request.noPlansHint')}
              />
              <ButtonLink to={paths.plans.create()} variant="secondary">
                {t('broadcasts:request.createPlan')}
              </ButtonLink>
            </div>
          }
        >
          {(d) => <RequestForm plans={d.plans} vouchers={d.vouchers} />}
        </QueryState>
      </div>
    </>
  );
}
