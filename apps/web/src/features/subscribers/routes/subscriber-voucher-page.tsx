import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { ButtonLink } from '@/components/button-link';
import { DetailGate } from '@/components/detail-gate';
import { CardsSkeleton } from '@/components/skeleton';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { useReads } from '@/lib/reads';
import { subscriberVoucherReads } from '../api';
import { RedemptionHistory } from '../components/redemption-history';
import { VoucherBadges, VoucherUsage } from '../components/voucher-usage';

/** /subscription-plans/consumers/{id}/vouchers/{voucherId}: one voucher as the subscriber holds it, and its redemption history. */
export function Component() {
  const { t, i18n } = useTranslation(['subscribers', 'common']);
  const id = parseRouteId(useParams().id);
  const reads = useReads(subscriberVoucherReads);
  const subscriber = useQuery(reads.subscriber);
  const back = id ? paths.subscribers.vouchers(id) : paths.plans.overview();

  return (
    <>
      <BackHeader title={t('subscribers:voucher.title')} backTo={back} />
      <DetailGate
        read={reads.voucher}
        texts={t('subscribers:voucher', { returnObjects: true })}
        backTo={back}
        skeleton={<CardsSkeleton lines={[5, 4]} />}
      >
        {(voucher) => (
          <div className="flex flex-col gap-4 px-4 py-4">
            <section
              aria-labelledby="subscriber-voucher-name"
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              data-testid="subscriber-voucher-detail"
            >
              <div>
                {subscriber.data && <p className="text-sm text-slate-600">{subscriber.data.username}</p>}
                <h2 id="subscriber-voucher-name" className="break-words text-lg font-semibold text-slate-900">
                  {voucher.name}
                </h2>
                <p className="text-xs text-slate-600">{t(`common:voucher.types.${voucher.voucher_type.code}`)}</p>
              </div>
              <VoucherBadges voucher={voucher} />
              <div>
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t('subscribers:voucher.thisPeriod')}
                </p>
                <VoucherUsage voucher={voucher} />
              </div>
              <p className="text-sm text-slate-700" data-testid="voucher-last-used">
                <span className="text-slate-600">{t('subscribers:voucher.lastUsed')}: </span>
                {voucher.last_used_at
                  ? formatDate(voucher.last_used_at, DATE_FORMATS.short, i18n.language)
                  : t('subscribers:vouchers.neverUsed')}
              </p>
              <ButtonLink to={paths.vouchers.detail(voucher.id)} variant="secondary" block>
                {t('subscribers:voucher.open')}
              </ButtonLink>
            </section>
            <RedemptionHistory name={subscriber.data?.username ?? ''} />
          </div>
        )}
      </DetailGate>
    </>
  );
}
