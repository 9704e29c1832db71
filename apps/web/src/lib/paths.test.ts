import { describe, expect, it } from 'vitest';
import { paths, pattern } from './paths';

describe('paths', () => {
  it('builds links with encoded ids and only the defined query values', () => {
    expect(paths.vouchers.detail(27)).toBe('/vouchers/27');
    expect(paths.subscribers.voucher(3, 'a/b')).toBe('/subscription-plans/consumers/3/vouchers/a%2Fb');
    expect(paths.vouchers.list({ q: 'café', type: undefined, page: 2 })).toBe('/vouchers?q=caf%C3%A9&page=2');
    expect(paths.verification({ phone: '+49.151', from: 'register' })).toBe(
      '/account-verification?from=register&phone=%2B49.151',
    );
    expect(paths.login()).toBe('/login');
  });

  it('yields router patterns from the same builders', () => {
    expect(pattern(paths.vouchers.edit(':id'))).toBe('vouchers/:id/edit');
    expect(pattern(paths.subscribers.voucher(':id', ':voucherId'))).toBe(
      'subscription-plans/consumers/:id/vouchers/:voucherId',
    );
    expect(pattern(paths.settings.reports({ from: 'x' }))).toBe('settings/my-sales/reports');
  });
});
