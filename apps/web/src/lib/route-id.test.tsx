import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseRouteId, useRouteId, useSearchId } from './route-id';

describe('parseRouteId', () => {
  it('reads a whole number from 1 written in digits', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('27')).toBe(27);
    expect(parseRouteId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a word', 'abc'],
    ['zero', '0'],
    ['a leading zero', '07'],
    ['a sign', '-3'],
    ['a plus', '+3'],
    ['a fraction', '2.5'],
    ['an exponent', '1e3'],
    ['hex', '0x1b'],
    ['spaces', ' 27'],
    ['beyond the largest id', String(Number.MAX_SAFE_INTEGER + 2)],
    ['twenty digits', '99999999999999999999'],
  ])('names no record for %s', (_what, param) => {
    expect(parseRouteId(param)).toBeNull();
  });
});

describe('useRouteId', () => {
  const at = (url: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/consumers/:id/vouchers/:voucherId" element={children} />
          </Routes>
        </MemoryRouter>
      );
    };

  it('reads the named parameter of the route, :id by default', () => {
    const { result } = renderHook(() => [useRouteId(), useRouteId('voucherId')], {
      wrapper: at('/consumers/4/vouchers/12'),
    });
    expect(result.current).toEqual([4, 12]);
  });

  it('is null for a parameter that names no record', () => {
    const { result } = renderHook(() => [useRouteId(), useRouteId('voucherId')], {
      wrapper: at('/consumers/x/vouchers/0'),
    });
    expect(result.current).toEqual([null, null]);
  });
});

describe('useSearchId', () => {
  const at = (url: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    };

  it('reads the named search parameter', () => {
    const { result } = renderHook(() => useSearchId('plan'), { wrapper: at('/consumers/4/vouchers?plan=9') });
    expect(result.current).toBe(9);
  });

  it('is null when the parameter is missing or names no record', () => {
    expect(renderHook(() => useSearchId('plan'), { wrapper: at('/consumers/4/vouchers') }).result.current).toBeNull();
    expect(
      renderHook(() => useSearchId('plan'), { wrapper: at('/consumers/4/vouchers?plan=07') }).result.current,
    ).toBeNull();
  });
});
