import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { failureText, noAnswerKey } from './failure';

const t = (key: string) => `t:${key}`;

describe('failureText', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the API's own message when it answered", () => {
    expect(failureText(new ApiRequestError(500, 'Revenue is unavailable', {}), t)).toBe('Revenue is unavailable');
  });

  it('says "Connection error" when no answer came while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failureText(new TypeError('Failed to fetch'), t)).toBe('t:common.errors.connection');
  });

  it('says the device is offline when the browser knows it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(noAnswerKey()).toBe('common.errors.offline');
    expect(failureText(new TypeError('Failed to fetch'), t)).toBe('t:common.errors.offline');
  });
});
