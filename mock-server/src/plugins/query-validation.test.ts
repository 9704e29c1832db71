import { VoucherListQuery } from '@mbo/contracts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { rememberingAcceptedQueries } from './query-validation';

type Check = (data: unknown) => { value?: Record<string, unknown>; error?: Error };

function compiled(httpPart: string) {
  const check = vi.fn(validatorCompiler({ schema: VoucherListQuery, method: 'GET', url: '/x', httpPart }) as Check);
  const remembering = rememberingAcceptedQueries(() => check)({
    schema: VoucherListQuery,
    method: 'GET',
    url: '/x',
    httpPart,
  }) as Check;
  return { check, remembering };
}

describe('query strings checked once per distinct query', () => {
  it('answers a repeated accepted query from memory, with the same value in a copy of its own', () => {
    const { check, remembering } = compiled('querystring');
    const first = remembering({ page: '2', size: '10', q: ' Pizza ' });
    const again = remembering({ page: '2', size: '10', q: ' Pizza ' });
    expect(first.value).toEqual({ page: 2, size: 10, q: 'Pizza' });
    expect(again.value).toEqual(first.value);
    expect(again.value).not.toBe(first.value);
    expect(check).toHaveBeenCalledTimes(1);

    again.value!.page = 99;
    expect(remembering({ page: '2', size: '10', q: ' Pizza ' }).value).toEqual({ page: 2, size: 10, q: 'Pizza' });
  });

  it('tells queries apart by every value, repeated parameters included', () => {
    const { check, remembering } = compiled('querystring');
    expect(remembering({ page: '1' }).value).toMatchObject({ page: 1 });
    expect(remembering({ page: '3' }).value).toMatchObject({ page: 3 });
    expect(remembering({ page: ['1', '2'] }).error).toBeDefined();
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks a refused query again on every call', () => {
    const { check, remembering } = compiled('querystring');
    expect(remembering({ size: '1000' }).error).toBeDefined();
    expect(remembering({ size: '1000' }).error).toBeDefined();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of bodies and path parameters', () => {
    const { check, remembering } = compiled('body');
    remembering({ page: '1' });
    remembering({ page: '1' });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
