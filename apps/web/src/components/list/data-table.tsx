import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '@/lib/use-media-query';
import { useInLoadingState } from '../query-state';
import { Skeleton } from '../skeleton';

export interface Column<T> {
  key: string;
  /** The column's name: its header, and what a stacked row calls the value for screen readers. */
  header: string;
  /** What the header shows instead of the name (an icon, with the name for screen readers). */
  headerCell?: ReactNode;
  /** The value; `stacked` when the row is stacked, so a pair of values may share one line. */
  cell: (row: T, stacked: boolean) => ReactNode;
  /** Extra classes for the header and cells of this column in the table (width, alignment). */
  className?: string;
  /** Where a stacked row shows the value: beside the row's name (a badge), or in the lines under it. */
  place?: 'aside' | 'detail';
  /**
   * A stacked row shows the column's name (or `headerCell`) before the value ("Bezahlt am 28. Nov.");
   * otherwise the value speaks for itself, and only screen readers hear the name.
   */
  labelled?: boolean;
}

/** Below this width (px) a table's columns do not fit a phone's German headers: its rows stack. */
export const STACKED_BELOW = 400;

interface TableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  rowHref?: (row: T) => string;
  loading?: boolean;
  /** The rows are the previous page's while the next loads. */
  stale?: boolean;
  skeletonRows?: number;
  testId?: string;
}

/**
 * A list as a table whose rows open a detail page. The first column's text is a real link that
 * stretches over its row: one tab stop per row, announced with its name, and the whole row clicks.
 * Without `rowHref` the rows are plain (a list with no detail page).
 * While loading it shows skeleton rows; `previous` data stays on screen (dimmed) while the next page loads.
 *
 * Below STACKED_BELOW px the table becomes a list of stacked rows: the first column's value as the
 * row's name, `aside` values beside it, the others under it as a description list, each named by
 * its column (on screen when `labelled`, for screen readers always). Wider, it is a real table.
 */
export function DataTable<T>(props: TableProps<T>) {
  const stacked = !useMediaQuery(`(min-width: ${STACKED_BELOW}px)`);
  return stacked ? <StackedRows {...props} /> : <Table {...props} />;
}

const rowLinkClass =
  "block break-words font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";

function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  loading,
  stale,
  skeletonRows = 6,
  testId,
}: TableProps<T>) {
  const { t } = useTranslation(['common']);
  // Inside a LoadingState the state around announces the loading; on its own the table does.
  const announced = useInLoadingState();
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table
        data-testid={testId}
        aria-busy={(loading && !announced) || stale ? true : undefined}
        className={`w-full table-fixed border-separate border-spacing-0 text-left text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`border-b border-slate-200 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-0 last:pr-0 ${c.className ?? ''}`}
              >
                {c.headerCell ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && !rows
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} data-testid="skeleton-row">
                  {columns.map((c, j) => (
                    <td
                      key={c.key}
                      className={`border-b border-slate-100 px-2 py-3.5 first:pl-0 last:pr-0 ${c.className ?? ''}`}
                    >
                      {i === 0 && j === 0 && !announced && <span className="sr-only">{t('common:loading')}</span>}
                      <Skeleton className={`h-4 ${j === 0 ? 'w-4/5' : 'w-3/5'}`} />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid="table-row"
                  className={rowHref ? 'relative hover:bg-slate-50 has-[a:focus-visible]:bg-brand-50' : undefined}
                >
                  {columns.map((c, j) => (
                    <td
                      key={c.key}
                      className={`border-b border-slate-100 px-2 py-3 align-middle first:pl-0 last:pr-0 ${c.className ?? ''}`}
                    >
                      {j === 0 && rowHref ? (
                        <Link to={rowHref(row)} className={rowLinkClass}>
                          {c.cell(row, false)}
                        </Link>
                      ) : (
                        c.cell(row, false)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function StackedRows<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  loading,
  stale,
  skeletonRows = 6,
  testId,
}: TableProps<T>) {
  const { t } = useTranslation(['common']);
  const announced = useInLoadingState();
  const [name, ...others] = columns;
  const aside = others.filter((c) => c.place === 'aside');
  const details = others.filter((c) => c.place !== 'aside');
  return (
    <ul
      data-testid={testId}
      aria-label={caption}
      aria-busy={(loading && !announced) || stale ? true : undefined}
      className={`border-t border-slate-200 text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      {loading && !rows
        ? Array.from({ length: skeletonRows }, (_, i) => (
            <li key={i} data-testid="skeleton-row" className="flex flex-col gap-2 border-b border-slate-100 py-3">
              {i === 0 && !announced && <span className="sr-only">{t('common:loading')}</span>}
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-4/5" />
            </li>
          ))
        : rows?.map((row) => (
            <li
              key={rowKey(row)}
              data-testid="table-row"
              className={`border-b border-slate-100 py-3 ${rowHref ? 'relative hover:bg-slate-50 has-[a:focus-visible]:bg-brand-50' : ''}`}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  {name &&
                    (rowHref ? (
                      <Link to={rowHref(row)} className={rowLinkClass}>
                        {name.cell(row, true)}
                      </Link>
                    ) : (
                      <div className="break-words font-medium text-slate-900">{name.cell(row, true)}</div>
                    ))}
                </div>
                {aside.map((c) => (
                  <div key={c.key} className="shrink-0 text-right">
                    <span className="sr-only">{c.header}: </span>
                    {c.cell(row, true)}
                  </div>
                ))}
              </div>
              {details.length > 0 && (
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
                  {details.map((c) => (
                    <div key={c.key} className="flex min-w-0 items-center gap-1">
                      <dt className={c.labelled ? 'shrink-0' : 'sr-only'}>
                        {c.labelled ? (c.headerCell ?? c.header) : c.header}
                      </dt>
                      <dd className="min-w-0 break-words">{c.cell(row, true)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
    </ul>
  );
}
