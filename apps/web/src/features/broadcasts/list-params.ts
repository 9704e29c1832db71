import type { BroadcastStatus, EndpointInput } from '@mbo/contracts';
import type { BadgeTone } from '@/components/status-badge';

/**
 * The list's filters as the URL keeps them (readable words) and as the API takes them. The spec
 * names the statuses for people: Request reads "pending", Cancelled reads "failed".
 */
export const STATUS_FILTERS = {
  pending: 'Request',
  success: 'Success',
  failed: 'Cancelled',
} as const satisfies Record<string, BroadcastStatus>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export const SORTS = { name: 'name_asc', date: 'date_asc' } as const;
export type SortParam = keyof typeof SORTS;

/** How a status shows: the i18n key of its word and the badge colour. */
export const STATUS_VIEW: Record<BroadcastStatus, { key: StatusFilter; tone: BadgeTone }> = {
  Request: { key: 'pending', tone: 'warning' },
  Success: { key: 'success', tone: 'success' },
  Cancelled: { key: 'failed', tone: 'error' },
};

export const PAGE_SIZE = 10;

/** The list's filters, as the address names them, and the values each may take. */
export const FILTERS = {
  sort: Object.keys(SORTS) as SortParam[],
  status: Object.keys(STATUS_FILTERS) as StatusFilter[],
} as const;

/** The list call for what the address says (lib/use-list-params). */
export function listInput(params: {
  q: string;
  page: number;
  status: StatusFilter | '';
  sort: SortParam | '';
}): EndpointInput<'listBroadcasts'> {
  return {
    query: {
      page: params.page,
      size: PAGE_SIZE,
      ...(params.q ? { q: params.q } : {}),
      ...(params.status ? { status: STATUS_FILTERS[params.status] } : {}),
      ...(params.sort ? { sort: SORTS[params.sort] } : {}),
    },
  };
}
