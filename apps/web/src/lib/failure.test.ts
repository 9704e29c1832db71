import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiRequestError } from './api-client';
import { failureText, noAnswerKey } from './failure';

describe('failureText', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => vi.restoreAllMocks());

  it("says the API's own message when it answered", () => {
    expect(failureText(new ApiRequestError(500, 'Revenue is unavailable', {}))).toBe('Revenue is unavailable');
  });

  it('says "Connection error" when no answer came while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failureText(new TypeError('Failed to fetch'))).toBe(i18n.t('common:errors.connection'));
    expect(failureText(new TypeError('Failed to fetch'))).toMatch(/connection/i);
  });

  it('says the device is offline when the browser knows it, in the interface language', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(noAnswerKey()).toBe('common:errors.offline');
    expect(failureText(new TypeError('Failed to fetch'))).toBe(i18n.t('common:errors.offline', { lng: 'en' }));
    await i18n.changeLanguage('de');
    expect(failureText(new TypeError('Failed to fetch'))).toBe(i18n.t('common:errors.offline', { lng: 'de' }));
  });
});
