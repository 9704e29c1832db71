import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { shouldUseNativeValidation: false, fields: {} } as Parameters<Resolver<Values>>[2];
const accepting: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the rules once, on the first check, and answers with them', async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      resolver({ name: 'a' }, undefined, options),
      resolver({ name: 'b' }, undefined, options),
    ]);
    expect(first).toEqual({ values: { name: 'a' }, errors: {} });
    expect(second).toEqual({ values: { name: 'b' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the check then uses what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(accepting);
    const resolver = lazyResolver(load);
    resolver.preload();
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
