import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clampPage, useListParams } from './use-list-params';

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
  const hook = renderHook(() => useListParams(['type', 'status'] as const), { wrapper });
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

describe('clampPage', () => {
  it('keeps a page within the pages that exist', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(4, undefined)).toBe(1);
  });
});
