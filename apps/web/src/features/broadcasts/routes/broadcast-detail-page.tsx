import type { BroadcastDetail } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { ProblemNote } from '@/components/problem-note';
import { DetailGate } from '@/components/detail-gate';
import { Fact, FactList } from '@/components/fact-list';
import { StatusBadge } from '@/components/status-badge';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { broadcastReads } from '../api';
import { STATUS_VIEW } from '../list-params';

const linkClass =
  'rounded text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/** What happened to one broadcast: its message, plan and voucher, when it was asked for and sent, whom it reached, why it failed. */
function BroadcastView({ broadcast: b }: { broadcast: BroadcastDetail }) {
  const { t, i18n } = useTranslation(['broadcasts']);
  const locale = i18n.language;
  // A page of its own has room for the long date: "4. Dezember 2026 um 09:30".
  const at = (iso: string | null) => (iso ? formatDate(iso, DATE_FORMATS.dateTime, locale) : null);
  const view = STATUS_VIEW[b.status];
  return (
    <div className="flex flex-col gap-4 p-4" data-testid="broadcast-detail">
      {b.status === 'Cancelled' && b.failure_reason && (
        <ProblemNote
          role="note"
          testId="broadcast-failure"
          title={t('broadcasts:detail.failedTitle')}
          text={t(`broadcasts:detail.failure.${b.failure_reason}`)}
        />
      )}
      <section
        aria-labelledby="broadcast-plan-name"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="broadcast-plan-name" className="min-w-0 text-lg font-semibold text-slate-900">
            {b.plan_name}
          </h2>
          <StatusBadge tone={view.tone}>{t(`broadcasts:status.${view.key}`)}</StatusBadge>
        </div>
        <FactList className="mt-4 border-t border-slate-100 pt-3">
          <Fact term={t('broadcasts:detail.plan')} testId="broadcast-detail-plan">
            <Link to={paths.plans.detail(b.plan_id)} className={linkClass}>
              {b.plan_name}
            </Link>
          </Fact>
          <Fact term={t('broadcasts:detail.voucher')} testId="broadcast-detail-voucher">
            <Link to={paths.vouchers.detail(b.voucher_id)} className={linkClass}>
              {b.voucher_name}
            </Link>
          </Fact>
          <Fact term={t('broadcasts:detail.requested')} testId="broadcast-requested">
            {at(b.created_at)}
          </Fact>
          <Fact term={t('broadcasts:detail.scheduled')} testId="broadcast-scheduled">
            {at(b.scheduled_at) ?? '–'}
          </Fact>
          <Fact
            term={t(b.status === 'Cancelled' ? 'broadcasts:detail.cancelledAt' : 'broadcasts:detail.sent')}
            testId="broadcast-sent"
          >
            {at(b.sent_at) ?? t('broadcasts:detail.notYet')}
          </Fact>
          <Fact term={t('broadcasts:detail.reached')} testId="broadcast-reached">
            {b.status === 'Request'
              ? t('broadcasts:detail.reachPending', { count: b.recipients })
              : t('broadcasts:detail.reach', { count: b.recipients })}
          </Fact>
        </FactList>
      </section>
      <section aria-labelledby="broadcast-message" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="broadcast-message" className="text-sm font-semibold text-slate-700">
          {t('broadcasts:detail.message')}
        </h2>
        <p
          className="mt-2 whitespace-pre-line text-sm text-slate-900"
          lang={b.lang}
          data-testid="broadcast-message-text"
        >
          {b.description}
        </p>
      </section>
    </div>
  );
}

/** /broadcasts/{id}: one broadcast, opened from the list. */
export function Component() {
  const { t } = useTranslation(['broadcasts']);
  return (
    <>
      <BackHeader title={t('broadcasts:detail.title')} backTo={paths.broadcasts.list()} />
      <DetailGate
        read={useReads(broadcastReads).broadcast}
        texts={t('broadcasts:detail', { returnObjects: true })}
        backTo={paths.broadcasts.list()}
      >
        {(r) => <BroadcastView broadcast={r.data} />}
      </DetailGate>
    </>
  );
}
