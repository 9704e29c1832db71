import { describe, expect, it } from 'vitest';
import { listInput, STATUS_VIEW } from './list-params';

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

  it('leaves out what the URL does not say, or says wrongly', () => {
    expect(listInput({ q: '', page: 1, status: 'Request', sort: 'newest' })).toEqual({ query: { page: 1, size: 10 } });
  });

  it('shows Request as pending (warning), Success (success) and Cancelled as failed (error)', () => {
    expect(STATUS_VIEW).toEqual({
      Request: { key: 'pending', tone: 'warning' },
      Success: { key: 'success', tone: 'success' },
      Cancelled: { key: 'failed', tone: 'error' },
    });
  });
});
