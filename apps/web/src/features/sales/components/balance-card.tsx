import type { Balance } from '@mbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState, type QueryLike } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { useWithdraw } from '../api';
import { useSalesFormat } from '../use-sales-format';
import { MoneyTiles } from './money-tiles';
import { failureText } from '@/lib/failure';

type Outcome = { kind: 'requested'; amount: number } | { kind: 'refused'; message: string } | null;

/** The two money tiles side by side while each amount fits its tile on one line; stacked on the narrowest phones. */
const TILES_GRID = 'grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))]';

/**
 * What the store can withdraw, what is on its way and what was paid out, and the withdraw action:
 * a confirmation with the amount and the payout time, then the request. A refusal shows the
 * server's own words.
 */
export function BalanceCard({ query, onWithdrawn }: { query: QueryLike<Balance>; onWithdrawn: () => void }) {
  const balance = query.data;
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const canWithdraw = !!balance && balance.is_activated && balance.available > 0;
  const available = balance ? f.money(balance.available, balance.currency) : '';

  const confirm = () => {
    setOutcome(null);
    withdraw.mutate(
      {},
      {
        onSuccess: (res) => {
          setOutcome({ kind: 'requested', amount: res.data.amount });
          onWithdrawn();
        },
        onError: (error) =>
          setOutcome({
            kind: 'refused',
            message: failureText(error),
          }),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Card title={t('sales:balance.title')} testId="balance-card">
      <QueryState query={query} failedText={t('sales:balance.failed')} skeleton={<BalanceSkeleton />}>
        {(balance) => (
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-sm text-slate-600">{t('sales:balance.available')}</p>
              <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="balance-available">
                {available}
              </p>
              <p className="mt-1 text-xs tabular-nums text-slate-600" data-testid="balance-sum">
                {t('sales:balance.sum', {
                  earned: f.money(balance.earned, balance.currency),
                  paid: f.money(balance.paid_out, balance.currency),
                  pending: f.money(balance.pending_payout, balance.currency),
                })}
              </p>
            </div>
            <MoneyTiles
              className={TILES_GRID}
              currency={balance.currency}
              tiles={[
                { label: t('sales:balance.onItsWay'), testId: 'balance-pending', amount: balance.pending_payout },
                { label: t('sales:balance.paidOut'), testId: 'balance-paid', amount: balance.paid_out },
              ]}
            />
            <div className="flex flex-col gap-2">
              <Button
                block
                disabled={!canWithdraw}
                aria-describedby={canWithdraw ? undefined : 'withdraw-why'}
                onClick={() => setConfirming(true)}
                data-testid="withdraw-button"
              >
                {t('sales:balance.withdraw')}
              </Button>
              {!canWithdraw && (
                <p id="withdraw-why" className="text-xs text-slate-600">
                  {!balance.is_activated
                    ? t('sales:balance.activateFirst')
                    : balance.pending_payout > 0
                      ? t('sales:balance.allOnItsWay')
                      : t('sales:balance.nothingToWithdraw')}
                </p>
              )}
              <p className="text-xs text-slate-600">{t('sales:balance.payoutTime')}</p>
            </div>
            {outcome?.kind === 'requested' && (
              <p
                role="status"
                className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
                data-testid="withdraw-requested"
              >
                {t('sales:balance.requested', { amount: f.money(outcome.amount) })}
              </p>
            )}
            {outcome?.kind === 'refused' && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
                data-testid="withdraw-refused"
              >
                {outcome.message}
              </p>
            )}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sales:withdraw.title', { amount: available })}
        description={t('sales:withdraw.text', { amount: available })}
        confirmLabel={t('sales:withdraw.confirm')}
        onConfirm={confirm}
        busy={withdraw.isPending}
        testId="withdraw-dialog"
      />
    </Card>
  );
}

/**
 * The balance's shape while it loads: the amount with its label and sum line, the two tiles (side
 * by side or stacked, as the tiles are), and the withdraw button with its two notes, so the cards
 * below do not move when it arrives.
 */
function BalanceSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-4 w-full" />
      </div>
      <div className={`grid gap-3 ${TILES_GRID}`}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
