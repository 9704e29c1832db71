import { describe, expect, it } from 'vitest';
import { listParams } from '@/lib/use-list-params';
import { FILTERS, listInput, STATUS_VIEW } from './list-params';

describe('the broadcast list call', () => {
  it('sends the page, the search and the API words for status and sort', () => {
    expect(listInput({ q: 'coffee', page: 2, status: 'failed', sort: 'date' })).toEqual({
      query: { page: 2, size: 10, q: 'coffee', status: 'Cancelled', sort: 'date_asc' },
    });
    expect(listInput({ q: '', page: 1, status: 'pending', sort: 'name' }).query).toEqual({
      page: 1,
      size: 10,
      status: 'Request',
      sort: 'name_asc',
    });
  });

  it('leaves out what the URL does not say, or says wrongly (the API’s words are not the address’s)', () => {
    const read = listParams(new URLSearchParams('status=Request&sort=newest'), FILTERS);
    expect(read.filters).toEqual({ status: '', sort: '' });
    expect(read.activeCount).toBe(0);
    expect(listInput({ q: read.q, page: read.page, ...read.filters })).toEqual({ query: { page: 1, size: 10 } });
  });

  it('counts the filters the address names', () => {
    const read = listParams(new URLSearchParams('status=failed&sort=name&q=tea'), FILTERS);
    expect(read.filters).toEqual({ status: 'failed', sort: 'name' });
    expect(read.activeCount).toBe(2);
    expect(read.searching).toBe(true);
  });

  it('shows Request as pending (warning), Success (success) and Cancelled as failed (error)', () => {
    expect(STATUS_VIEW).toEqual({
      Request: { key: 'pending', tone: 'warning' },
      Success: { key: 'success', tone: 'success' },
      Cancelled: { key: 'failed', tone: 'error' },
    });
  });
});
