import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteTable } from '@/lib/route-table';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const featureOf = (file: string) => file.split('/')[2]!;
/** Every feature folder, from the files in it. */
const features = [...new Set(Object.keys(import.meta.glob('../features/*/**/*.{ts,tsx}')).map(featureOf))];
const routeTables = import.meta.glob<{ routeTable: RouteTable }>('../features/*/route-table.ts');

/** Every feature's table, as the router composes them (read afresh, so a stubbed environment counts). */
async function tables(): Promise<Record<string, RouteTable>> {
  const loaded = await Promise.all(
    Object.entries(routeTables).map(async ([file, load]) => [featureOf(file), (await load()).routeTable] as const),
  );
  return Object.fromEntries(loaded);
}

/** The route a path lands on, or null when only the not-found page would take it. */
async function landing(path: string): Promise<string | null> {
  const all = Object.values(await tables()).flatMap((t) => [
    ...(t.main ?? []),
    ...(t.plain ?? []),
    ...(t.guest ?? []),
    ...(t.lean ?? []),
  ]);
  const root: RouteObject[] = [{ path: '/', children: all }];
  const matches = matchRoutes(root, path);
  const last = matches?.at(-1)?.route;
  return last && last.path !== '/' ? (last.path ?? 'index') : last?.index ? 'index' : null;
}

describe('route tables', () => {
  it('every feature has one', async () => {
    const loaded = await tables();
    for (const name of features) expect(loaded[name], name).toBeTypeOf('object');
    expect(features).toEqual(expect.arrayContaining(['auth', 'legal', 'dashboard']));
  });

  it.each([
    ['/', 'index'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/account-verification', 'account-verification'],
    ['/registration-success', 'registration-success'],
    ['/terms-and-conditions', 'terms-and-conditions'],
    ['/privacy-policy', 'privacy-policy'],
    ['/help-center', 'help-center'],
    ['/vouchers/7/edit', 'vouchers/:id/edit'],
    ['/subscription-plans/consumers/3/vouchers/9', 'subscription-plans/consumers/:id/vouchers/:voucherId'],
    ['/broadcasts/request', 'broadcasts/request'],
    ['/notifications', 'notifications'],
    ['/settings/my-sales/12', 'settings/my-sales/:id'],
  ])('together they route %s', async (path, route) => {
    expect(await landing(path)).toBe(route);
  });

  it('serve /sandbox on the dev server only: a production build leaves it to the not-found page', async () => {
    vi.stubEnv('DEV', true);
    expect(await landing('/sandbox')).toBe('sandbox');
    vi.stubEnv('DEV', false);
    vi.resetModules();
    expect(await landing('/sandbox')).toBeNull();
  });
});
