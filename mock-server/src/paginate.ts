import type { Paginate } from '@mbo/contracts';
import { isShared, markShared } from './kept-answers';

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

/** Which rows of a list a repository reads. */
export interface Page {
  limit: number;
  offset: number;
}

/** The rows a page query asks for. */
export const pageOf = (query: { page: number; size: number }): Page => ({
  limit: query.size,
  offset: pageOffset(query.page, query.size),
});

/** One page of rows and the count of all of them, as repositories answer list reads. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

interface ListAnswer<T> {
  data: T[];
  paginate: Paginate;
}

/** The answer built from each shared page (see kept-answers.ts), so its JSON is written once too. */
const answers = new WeakMap<object, ListAnswer<unknown>>();

/** A list answer (`{ data, paginate }`) from a repository's page. */
export function listAnswer<T>(paged: Paged<T>, query: { page: number; size: number }): ListAnswer<T> {
  if (!isShared(paged)) return { data: paged.rows, paginate: paginate(query.page, query.size, paged.total) };
  const known = answers.get(paged) as ListAnswer<T> | undefined;
  if (known && known.paginate.current_page === query.page && known.paginate.per_page === query.size) return known;
  const answer = markShared({ data: paged.rows, paginate: paginate(query.page, query.size, paged.total) });
  answers.set(paged, answer);
  return answer;
}
