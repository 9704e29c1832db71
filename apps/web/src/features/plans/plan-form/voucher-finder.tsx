import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '@/components/list/search-form';
import { formatNumber } from '@/lib/format';
import { publishedVoucherPagesQuery } from '../api';

export interface FoundVoucher {
  id: number;
  name: string;
}

/**
 * The published vouchers a picker offers: those whose name holds the search term, a page at a
 * time. `known` keeps every voucher seen under any term, so a row keeps the name of the voucher it
 * picked when the search moves on. `first` is the read without a term, when the screen's reads
 * (api.ts) name it.
 */
export function useVoucherFinder(first?: ReturnType<typeof publishedVoucherPagesQuery>) {
  const [term, setTerm] = useState('');
  const pages = useInfiniteQuery(term === '' && first ? first : publishedVoucherPagesQuery(term));
  const found = useMemo<FoundVoucher[]>(
    () => (pages.data?.pages ?? []).flatMap((p) => p.data.map((v) => ({ id: v.id, name: v.name }))),
    [pages.data],
  );
  // Starts with what the cache already holds (the screen's loader asked for the first page), so
  // the form does not render a second time just after it mounts.
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(() => new Map(found.map((v) => [v.id, v.name])));
  useEffect(() => {
    setKnown((prev) => {
      const fresh = found.filter((v) => prev.get(v.id) !== v.name);
      return fresh.length === 0 ? prev : new Map([...prev, ...fresh.map((v) => [v.id, v.name] as const)]);
    });
  }, [found]);
  return {
    term,
    search: setTerm,
    found,
    known,
    total: pages.data?.pages[0]?.paginate.total_entries,
    hasMore: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    loadingMore: pages.isFetchingNextPage,
    /** The first answer for a term has not come yet. */
    searching: pages.isPlaceholderData || pages.isPending,
    /** Why the choices could not be loaded, while none are shown; `retry` asks again. */
    error: pages.error && !pages.data ? pages.error : null,
    retry: () => void pages.refetch(),
  };
}

export type VoucherFinderState = ReturnType<typeof useVoucherFinder>;

const moreClass =
  'self-start rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-brand-50 disabled:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The picker's search box, how much it found, and "show more". */
export function VoucherFinder({ finder }: { finder: VoucherFinderState }) {
  const { t, i18n } = useTranslation(['plans']);
  const n = (value: number) => formatNumber(value, i18n.language);

  let status = '';
  if (finder.total !== undefined && !finder.searching) {
    if (finder.total === 0 && finder.term) status = t('plans:form.findNone', { term: finder.term });
    else if (finder.hasMore || finder.term)
      status = t('plans:form.findShown', { shown: n(finder.found.length), total: n(finder.total) });
  }

  return (
    <div className="flex flex-col gap-2" data-testid="voucher-finder">
      <SearchForm
        nested
        value={finder.term}
        onSearch={finder.search}
        label={t('plans:form.findVoucher')}
        placeholder={t('plans:form.findPlaceholder')}
      />
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="voucher-finder-status">
        {status}
      </p>
      {finder.hasMore && (
        <button
          type="button"
          className={moreClass}
          disabled={finder.loadingMore}
          onClick={finder.loadMore}
          data-testid="more-vouchers"
        >
          {t('plans:form.findMore')}
        </button>
      )}
    </div>
  );
}
