import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInLoadingState } from '../query-state';
import { Skeleton } from '../skeleton';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and cells of this column (width, alignment). */
  className?: string;
}

/**
 * A list as a table whose rows open a detail page. The first column's text is a real link that
 * stretches over its row: one tab stop per row, announced with its name, and the whole row clicks.
 * Without `rowHref` the rows are plain (a list with no detail page, e.g. broadcasts).
 * While loading it shows skeleton rows; `previous` data stays on screen (dimmed) while the next page loads.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  loading,
  stale,
  skeletonRows = 6,
  testId,
}: {
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
}) {
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
                {c.header}
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
                        <Link
                          to={rowHref(row)}
                          className="block break-words font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                        >
                          {c.cell(row)}
                        </Link>
                      ) : (
                        c.cell(row)
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
