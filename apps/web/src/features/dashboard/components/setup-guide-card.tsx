import type { SetupGuide, SetupStepKey } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Check, ChevronRight, Icon } from '@/components/icons';
import { percentOf, ProgressBar } from '@/components/progress-bar';
import { paths } from '@/lib/paths';
import { useUpdateSetupGuide } from '../api';

/** Where a step leads: to what it made once done, to where it is done before. */
function stepTarget(step: SetupStepKey, done: boolean, recordId: number | null): string {
  switch (step) {
    case 'profile':
      return done ? paths.settings.account() : paths.settings.accountEdit();
    case 'voucher':
      return done && recordId != null ? paths.vouchers.detail(recordId) : paths.vouchers.create();
    case 'plan':
      return done && recordId != null ? paths.plans.detail(recordId) : paths.plans.create();
    case 'payouts':
      return done ? paths.settings.mySales() : paths.settings.activate();
    case 'share':
      return paths.settings.storeQr();
  }
}

/**
 * A new store's first steps, from its profile to its link shared, each ticked from the store's
 * data (the server's setup guide) and leading to its screen: to do it, or, once done, to what it
 * made. The store can hide the guide; the server remembers it.
 */
export function SetupGuideCard({ guide }: { guide: SetupGuide }) {
  const { t, i18n } = useTranslation(['dashboard']);
  const dismiss = useUpdateSetupGuide();
  const progress = t('dashboard:guide.progress', { done: guide.done_count, total: guide.total });
  // The first step left is the one to take now.
  const next = guide.steps.find((s) => !s.done)?.step;
  return (
    <Card title={t('dashboard:guide.title')} testId="setup-guide">
      <p className="text-sm text-slate-600">{t('dashboard:guide.intro')}</p>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar percent={percentOf(guide.done_count, guide.total)} label={t('dashboard:guide.title')} />
        <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-800" data-testid="setup-guide-progress">
          {progress}
        </span>
      </div>
      <ol className="mt-3 flex flex-col divide-y divide-slate-100" lang={i18n.language}>
        {guide.steps.map((s, index) => (
          <li key={s.step} data-testid="setup-step" data-step={s.step} data-done={s.done}>
            <Link
              to={stepTarget(s.step, s.done, s.record_id)}
              className="flex items-center gap-3 rounded-lg py-3 focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="setup-step-link"
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  s.done ? 'bg-green-600 text-white' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-200'
                }`}
              >
                {s.done ? <Icon icon={Check} className="h-4 w-4" /> : index + 1}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`text-sm font-medium ${s.done ? 'text-slate-600' : 'text-slate-900'}`}>
                  {t(`dashboard:guide.steps.${s.step}.title`)}
                  <span className="sr-only">
                    {' – '}
                    {s.done ? t('dashboard:guide.done') : t('dashboard:guide.open')}
                  </span>
                </span>
                <span className="text-xs text-slate-600">
                  {s.done ? t(`dashboard:guide.steps.${s.step}.doneHint`) : t(`dashboard:guide.steps.${s.step}.hint`)}
                </span>
              </span>
              <span
                className={`shrink-0 text-xs font-semibold ${s.step === next ? 'text-brand-700' : 'text-slate-500'}`}
                aria-hidden="true"
              >
                {s.done ? t('dashboard:guide.view') : s.step === next ? t('dashboard:guide.start') : null}
              </span>
              <Icon icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex justify-end">
        <Button
          variant="ghost"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate({ body: { dismissed: true } })}
          data-testid="setup-guide-dismiss"
        >
          {t('dashboard:guide.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
