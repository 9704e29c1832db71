import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { GrowthBadge } from '@/components/growth-badge';
import { percentOf, ProgressBar } from '@/components/progress-bar';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonLines } from '@/components/skeleton';
import { useTranslation } from 'react-i18next';
import vouchersArt from '@/components/art/vouchers.svg';

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      {children}
    </section>
  );
}

/** A gallery of the shared UI, for developers to see every piece and its states at phone width. */
export function Component() {
  const { t } = useTranslation(['sandbox']);
  const progress = [
    { used: 0, max: 10 },
    { used: 9, max: 20 },
    { used: 12, max: 10 },
  ];
  return (
    <div className="flex flex-col gap-8 px-5 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold">{t('sandbox:page.title')}</h1>
        <p className="text-sm text-slate-600">{t('sandbox:page.intro')}</p>
      </header>

      <Specimen title={t('sandbox:sections.buttons')}>
        <div className="flex flex-wrap gap-2">
          <Button>{t('sandbox:buttons.primary')}</Button>
          <Button variant="secondary">{t('sandbox:buttons.secondary')}</Button>
          <Button variant="ghost">{t('sandbox:buttons.ghost')}</Button>
          <Button variant="danger">{t('sandbox:buttons.danger')}</Button>
          <Button loading>{t('sandbox:buttons.loading')}</Button>
          <Button disabled>{t('sandbox:buttons.disabled')}</Button>
        </div>
        <Button block>{t('sandbox:buttons.block')}</Button>
      </Specimen>

      <Specimen title={t('sandbox:sections.cards')}>
        <Card title={t('sandbox:card.title')}>
          <p className="text-sm text-slate-700">{t('sandbox:card.body')}</p>
        </Card>
      </Specimen>

      <Specimen title={t('sandbox:sections.growth')}>
        <div className="flex flex-col gap-2">
          <GrowthBadge growth={12.4} label={t('sandbox:growth.label')} />
          <GrowthBadge growth={0} label={t('sandbox:growth.label')} />
          <GrowthBadge growth={-7.6} label={t('sandbox:growth.label')} />
        </div>
      </Specimen>

      <Specimen title={t('sandbox:sections.progress')}>
        {progress.map(({ used, max }) => (
          <div key={`${used}-${max}`} className="flex flex-col gap-1 text-sm">
            <span className="text-slate-700">{t('sandbox:progress.label', { used, max })}</span>
            <ProgressBar percent={percentOf(used, max)} label={t('sandbox:progress.label', { used, max })} />
          </div>
        ))}
      </Specimen>

      <Specimen title={t('sandbox:sections.empty')}>
        <Card>
          <EmptyState art={vouchersArt} text={t('sandbox:empty.text')} hint={t('sandbox:empty.hint')} />
        </Card>
      </Specimen>

      <Specimen title={t('sandbox:sections.skeleton')}>
        <Card>
          <QueryState
            query={{ data: undefined, error: null, refetch: () => undefined }}
            skeleton={
              <div className="flex flex-col gap-3">
                <Skeleton className="h-8 w-24" />
                <SkeletonLines lines={3} />
              </div>
            }
          >
            {() => null}
          </QueryState>
        </Card>
      </Specimen>

      <Specimen title={t('sandbox:sections.failed')}>
        <Card>
          {/* What a failed load shows when no answer came. */}
          <QueryState
            query={{ data: undefined, error: new TypeError('Failed to fetch'), refetch: () => undefined }}
            skeleton={null}
          >
            {() => null}
          </QueryState>
        </Card>
      </Specimen>
    </div>
  );
}
