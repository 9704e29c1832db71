import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Download, Icon } from '@/components/icons';
import { Pager } from '@/components/list/pager';
import { QueryCard } from '@/components/query-card';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { clampPage } from '@/lib/use-list-params';
import { salesReportReads, useDownloadSalesCsv } from '../api';
import { RangeForm } from '../components/range-form';
import { SalesList, SalesListSkeleton } from '../components/sales-list';
import { SalesTotals } from '../components/sales-totals';
import { reportParams, type SalesRange } from '../sales-range';
import { useSalesFormat } from '../use-sales-format';
import salesArt from '@/components/art/sales.svg';

/**
 * The sales report: every payment of a date range (kept in the URL, so reload and shared links keep
 * it), with the range's totals, paged, and the same range as a CSV file.
 */
export function Component() {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { range, page } = reportParams(params);
  const query = useQuery(useReads(salesReportReads).report);
  const { data, isPlaceholderData } = query;
  const download = useDownloadSalesCsv();
  const totalPages = data?.paginate.total_pages ?? 0;
  const period = `${f.day(range.from)} – ${f.day(range.to)}`;

  const go = (next: SalesRange, nextPage = 1, replace = false) =>
    void navigate(paths.settings.reports({ from: next.from, to: next.to, page: nextPage > 1 ? nextPage : undefined }), {
      replace,
    });

  // A page past the end (an old link, a range with fewer sales) is ignored: show the last page.
  const beyond = !!data && !isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (beyond) go(range, totalPages, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer says the page is beyond
  }, [beyond]);

  return (
    <>
      <BackHeader title={t('sales:reports.title')} backTo={paths.settings.mySales()} />
      <div className="flex flex-col gap-4 px-4 pb-10 pt-4">
        <RangeForm range={range} onChange={(next) => go(next)} />
        <SalesTotals query={query} period={period} />
        <Button
          variant="secondary"
          block
          loading={download.isPending}
          disabled={data?.totals.count === 0}
          onClick={() => download.mutate(range)}
          data-testid="download-csv"
          icon={<Icon icon={Download} className="h-4 w-4" />}
        >
          {t('sales:reports.download')}
        </Button>
        <QueryCard
          title={t('sales:reports.payments')}
          testId="sales-report"
          query={query}
          skeleton={<SalesListSkeleton />}
          failedText={t('sales:reports.failed')}
          isEmpty={(r) => r.paginate.total_entries === 0}
          empty={<EmptyState art={salesArt} text={t('sales:reports.empty')} hint={t('sales:reports.emptyHint')} />}
        >
          {(r, { stale }) => (
            <>
              <SalesList rows={r.data} stale={stale} />
              <Pager page={clampPage(page, totalPages)} totalPages={totalPages} onPage={(p) => go(range, p)} />
            </>
          )}
        </QueryCard>
      </div>
    </>
  );
}
