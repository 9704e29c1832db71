import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { Card } from '@/components/card';
import { FooterBar } from '@/components/footer-bar';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonLines } from '@/components/skeleton';
import { SmallMap } from '@/components/small-map';
import { displayPhone } from '@/lib/phone';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { storeReads } from '../api';
import { primaryLinkClass } from '../components/link-styles';
import { StoreHero } from '../components/store-hero';
import { openingHoursText } from '../opening-hours';

function Row({
  label,
  children,
  testId,
  className = 'text-sm whitespace-pre-line text-slate-900',
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-1 last:pb-1">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** /settings/account-information: everything fans and payouts know about the store. */
export function Component() {
  const { t } = useTranslation(['settings']);
  const query = useQuery(useReads(storeReads).store);
  const notSet = <span className="text-slate-500">{t('settings:account.notSet')}</span>;

  return (
    <>
      <BackHeader title={t('settings:account.title')} backTo={paths.settings.menu()} />
      <div className="flex flex-col gap-4 p-4">
        <QueryState
          query={query}
          failedText={t('settings:account.loadFailed')}
          skeleton={
            <div className="flex flex-col gap-4">
              <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
              <SkeletonLines lines={4} />
            </div>
          }
        >
          {(store) => (
            <>
              <StoreHero store={store} />
              <Card title={t('settings:account.details')} className="mt-2">
                <dl className="divide-y divide-slate-100">
                  <Row label={t('settings:account.address')} className="flex flex-col gap-2">
                    <span className="text-sm text-slate-900" data-testid="account-address">
                      {store.address}
                    </span>
                    <SmallMap lat={store.lat} lng={store.lng} label={t('settings:account.map')} />
                    <a
                      href={`https://www.openstreetmap.org/?mlat=${store.lat}&mlon=${store.lng}#map=17/${store.lat}/${store.lng}`}
                      target="_blank"
                      rel="noreferrer"
                      className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {t('settings:account.openMap')}
                    </a>
                  </Row>
                  <Row label={t('settings:account.about')} testId="account-about">
                    {store.about || notSet}
                  </Row>
                  <Row label={t('settings:account.hours')} testId="account-hours">
                    {store.opening_hours ? openingHoursText(t, store.opening_hours) : notSet}
                  </Row>
                </dl>
              </Card>
              <Card title={t('settings:account.contact')}>
                <dl className="divide-y divide-slate-100">
                  <Row label={t('settings:account.phone')} className="flex items-center justify-between gap-3">
                    <span className="text-sm text-slate-900" data-testid="account-phone">
                      {displayPhone(store.phone)}
                    </span>
                    <Link
                      to={paths.settings.phoneEdit()}
                      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      data-testid="change-phone"
                    >
                      {t('settings:account.changePhone')}
                      <span className="sr-only">: {t('settings:account.phone')}</span>
                    </Link>
                  </Row>
                  <Row label={t('settings:account.email')} testId="account-email">
                    {store.email || notSet}
                  </Row>
                </dl>
              </Card>
            </>
          )}
        </QueryState>
      </div>
      <FooterBar>
        <Link to={paths.settings.accountEdit()} className={primaryLinkClass} data-testid="edit-account">
          {t('settings:account.edit')}
        </Link>
      </FooterBar>
    </>
  );
}
