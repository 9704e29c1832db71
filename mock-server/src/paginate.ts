import type { Paginate } from '@mbo/contracts';

/**
 * The paginate block of a list answer. A page past the last keeps its number (the caller gets
 * empty data) so the client can tell it overshot; total_pages is 0 for an empty list.
 */
export function paginate(page: number, size: number, total: number): Paginate {
  const totalPages = Math.ceil(total / size);
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    per_page: size,
    prev_page: page > 1 ? page - 1 : null,
    total_entries: total,
    total_pages: totalPages,
  };
}

/** Rows to skip for a 1-based page. */
export const pageOffset = (page: number, size: number) => (page - 1) * size;
