import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { StatusBadge } from '@/components/status-badge';
import { Skeleton, SkeletonLines } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { providerLoginQuery } from '../api';

const linkButton =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Whether the store can be paid out. Before activation it says why a payment-provider account is
 * needed and leads to the activation; after, it opens the provider's dashboard.
 */
export function ActivationCard({ activated, justActivated }: { activated: boolean; justActivated: boolean }) {
  const { t } = useTranslation(['sales']);
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);

  // The link expires soon after it is made, so it is asked for on the click; the page then leaves.
  const openDashboard = async () => {
    setOpening(true);
    try {
      const link = await queryClient.fetchQuery(providerLoginQuery());
      window.location.assign(link.data.url);
    } catch {
      setOpening(false); // the query cache has shown the reason
    }
  };

  return (
    <Card
      title={t('sales:activation.title')}
      action={
        activated ? (
          <StatusBadge tone="success">{t('sales:activation.active')}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t('sales:activation.notActive')}</StatusBadge>
        )
      }
      testId="activation-card"
    >
      {activated ? (
        <div className="flex flex-col gap-3">
          {justActivated && (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
              data-testid="just-activated"
            >
              {t('sales:activation.justActivated')}
            </p>
          )}
          <p className="text-sm text-slate-700">{t('sales:activation.activeText')}</p>
          <Button
            variant="secondary"
            block
            loading={opening}
            onClick={() => void openDashboard()}
            data-testid="provider-dashboard"
          >
            {t('sales:activation.dashboard')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('sales:activation.why')}</p>
          <Link to={paths.settings.activate()} className={linkButton} data-testid="activate-link">
            {t('sales:activation.activate')}
          </Link>
        </div>
      )}
    </Card>
  );
}

/**
 * The activated card's shape while the balance loads (an established store's case), so the report
 * link and the payout history below do not jump down when the card arrives.
 */
export function ActivationCardSkeleton() {
  const { t } = useTranslation(['sales']);
  return (
    <Card
      title={t('sales:activation.title')}
      action={<Skeleton className="h-6 w-20 rounded-full" />}
      testId="activation-card-loading"
    >
      <div className="flex flex-col gap-3">
        <SkeletonLines lines={3} />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </Card>
  );
}
