import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clampPage, listParams, useListParams } from './use-list-params';

/** A list's filters and the values each may take, as a screen names them. */
const FILTERS = { type: ['DFP', 'DVP'], status: ['draft', 'published'] } as const;

function setup(url: string) {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    function Spy() {
      const l = useLocation();
      location = `${l.pathname}${l.search}`;
      return null;
    }
    return (
      <MemoryRouter initialEntries={[url]}>
        <Spy />
        {children}
      </MemoryRouter>
    );
  };
  const hook = renderHook(() => useListParams(FILTERS), { wrapper });
  return { hook, where: () => location };
}

describe('useListParams', () => {
  it('reads search, filters and a valid page from the URL', () => {
    const { hook } = setup('/vouchers?q=tea&status=draft&page=3');
    expect(hook.result.current).toMatchObject({
      q: 'tea',
      page: 3,
      filters: { type: '', status: 'draft' },
      activeCount: 1,
      searching: true,
    });
  });

  it('reads a filter value the list does not know as no filter', () => {
    const { hook } = setup('/vouchers?type=XYZ&status=published');
    expect(hook.result.current).toMatchObject({ filters: { type: '', status: 'published' }, activeCount: 1 });
  });

  it('is not searching without a search or a filter', () => {
    const { hook } = setup('/vouchers?page=2&status=bogus');
    expect(hook.result.current).toMatchObject({ q: '', activeCount: 0, searching: false, page: 2 });
  });

  it.each(['0', '-2', 'x', '1.5', '0x2'])('reads page=%s as page 1', (page) => {
    const { hook } = setup(`/vouchers?page=${page}`);
    expect(hook.result.current.page).toBe(1);
  });

  it('starts again at page 1 when the search or a filter changes', () => {
    const { hook, where } = setup('/vouchers?page=4&q=tea');
    act(() => hook.result.current.update({ status: 'published' }));
    expect(where()).toBe('/vouchers?q=tea&status=published');
    act(() => hook.result.current.update({ page: 2 }));
    expect(where()).toBe('/vouchers?q=tea&status=published&page=2');
    act(() => hook.result.current.update({ q: '' }));
    expect(where()).toBe('/vouchers?status=published');
  });
});

describe('listParams', () => {
  it('reads an address as the hook does, for the reads a loader starts', () => {
    const params = new URLSearchParams('q=tea&type=DVP&status=nope&page=0');
    expect(listParams(params, FILTERS)).toEqual({
      q: 'tea',
      page: 1,
      filters: { type: 'DVP', status: '' },
      activeCount: 1,
      searching: true,
    });
    expect(listParams(params)).toEqual({ q: 'tea', page: 1, filters: {}, activeCount: 0, searching: true });
  });
});

describe('clampPage', () => {
  it('keeps a page within the pages that exist', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(4, undefined)).toBe(1);
  });
});
