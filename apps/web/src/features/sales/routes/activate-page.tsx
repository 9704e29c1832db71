import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { QueryState } from '@/components/query-state';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { activateReads } from '../api';
import { ActivationForm } from '../components/activation-form';

const STEPS = ['email', 'provider', 'back'] as const;

/** Activation: why the store needs a payment-provider account, the steps, and the e-mail to start with. */
export function Component() {
  const { t } = useTranslation(['sales']);
  const reads = useReads(activateReads);
  const store = useQuery(reads.store);
  const balance = useQuery(reads.balance);

  return (
    <>
      <BackHeader title={t('sales:activate.title')} backTo={paths.settings.mySales()} />
      <div className="flex flex-col gap-5 px-4 pb-10 pt-4">
        <section aria-labelledby="activate-why" className="flex flex-col gap-2">
          <h2 id="activate-why" className="text-base font-semibold text-slate-900">
            {t('sales:activate.whyTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('sales:activate.why')}</p>
          <p className="text-sm text-slate-700">{t('sales:activate.safe')}</p>
        </section>
        <section aria-labelledby="activate-steps" className="rounded-2xl bg-slate-50 p-4">
          <h2 id="activate-steps" className="mb-3 text-sm font-semibold text-slate-700">
            {t('sales:activate.stepsTitle')}
          </h2>
          <ol className="flex flex-col gap-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-slate-800">
                <span
                  aria-hidden="true"
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
                >
                  {i + 1}
                </span>
                <span>{t(`sales:activate.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        {balance.data?.is_activated && (
          <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t('sales:activate.already')}
          </p>
        )}
        <QueryState query={store} skeleton={<SkeletonLines lines={3} />}>
          {(loaded) => <ActivationForm email={loaded.email ?? ''} country={loaded.country} />}
        </QueryState>
      </div>
    </>
  );
}
