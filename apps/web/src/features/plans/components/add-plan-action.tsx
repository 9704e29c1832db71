import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import plansArt from '@/components/art/plans.svg';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Icon, Plus } from '@/components/icons';
import { paths } from '@/lib/paths';
import type { hasPublishedVoucherQuery } from '../api';

const plus = <Icon icon={Plus} className="h-5 w-5" strokeWidth={2.2} />;

/**
 * "Add new plan": a plan needs a published voucher, so without one the button is disabled and the
 * spec's message says why, with the way to create a voucher.
 */
export function AddPlanAction({ read }: { read: ReturnType<typeof hasPublishedVoucherQuery> }) {
  const { t } = useTranslation(['plans']);
  const noticeId = useId();
  // Whether the store has a published voucher: the screen's read (api.ts).
  const { data: hasVoucher } = useQuery(read);

  if (hasVoucher) {
    return (
      <ButtonLink to={paths.plans.create()} block icon={plus} data-testid="add-plan">
        {t('plans:add.button')}
      </ButtonLink>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        block
        disabled
        icon={plus}
        aria-describedby={hasVoucher === false ? noticeId : undefined}
        data-testid="add-plan"
      >
        {t('plans:add.button')}
      </Button>
      {hasVoucher === false && (
        <p
          id={noticeId}
          data-testid="no-voucher-notice"
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200"
        >
          {t('plans:add.noVoucher')}{' '}
          <Link
            to={paths.vouchers.create()}
            className="font-semibold text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('plans:add.createVoucher')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The plans' empty state, with its one way forward: a store with a published voucher adds its
 * first plan; one without is told what is missing (the spec's message) and taken to create a
 * voucher, rather than shown a disabled button under a text asking for a plan.
 */
export function NoPlansState({
  read,
  texts,
}: {
  read: ReturnType<typeof hasPublishedVoucherQuery>;
  texts: { empty: string; emptyHint: string };
}) {
  const { t } = useTranslation(['plans']);
  const { data: hasVoucher } = useQuery(read);
  if (hasVoucher === false) {
    return (
      <EmptyState
        art={plansArt}
        text={t('plans:add.needsVoucher')}
        hint={t('plans:add.noVoucher')}
        testId="no-voucher-notice"
      >
        <ButtonLink to={paths.vouchers.create()} icon={plus} data-testid="create-voucher-first">
          {t('plans:add.createVoucher')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <EmptyState art={plansArt} text={texts.empty} hint={texts.emptyHint}>
      {hasVoucher && (
        <ButtonLink to={paths.plans.create()} icon={plus} data-testid="add-plan">
          {t('plans:add.button')}
        </ButtonLink>
      )}
    </EmptyState>
  );
}
