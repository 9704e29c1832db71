import { NOTIFICATION_TYPES } from '@mbo/contracts';
import type { NotificationParamsByType } from '@mbo/db';
import { describe, expect, it } from 'vitest';
import { localeOf, MESSAGES, type MessageId } from './catalogue';
import { notificationTexts } from './notifications';
import { salesCsv } from '../routes/sales-csv';
import { render } from './render';

/** Texts that are the same word in both languages: names, brands, technical terms. */
const SAME_IN_BOTH: readonly MessageId[] = [
  'value.fieldMessage',
  'thing.link',
  'category.cafe',
  'category.restaurant',
  'category.bar',
  'category.fitness',
];

/** The formal address ("Sie", "Ihr", "Ihnen"): the product speaks to stores and fans with "du". */
export const FORMAL_ADDRESS = /\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/;

/** English words that never belong in a German text (checked on whole words). */
export const ENGLISH_WORDS =
  /\b(the|and|your|has|with|from|subscribed|subscriber|subscription|voucher|invoice|subtotal|payout|cancelled|redeemed|reached|ends|of|on)\b/i;

const SAMPLE: NotificationParamsByType = {
  cust_subscribe: { fan: 'lena.k', plan: 'Kaffee-Flatrate' },
  cust_subscribe_cancel: { fan: 'lena.k', plan: 'Kaffee-Flatrate', endsAt: Date.UTC(2026, 11, 17, 9) },
  vcr_redeemed: { fan: 'lena.k', voucher: 'Gratis Cappuccino' },
  withdraw_success: { amountCents: 123456 },
  broadcast_sent: { plan: 'Kaffee-Flatrate', recipients: 3, outcome: 'sent' },
};
const USER_DATA = /lena\.k|Kaffee-Flatrate|Gratis Cappuccino/g;

describe('the server catalogue', () => {
  const entries = Object.entries(MESSAGES) as [MessageId, { en: string; de: string }][];

  it('has German that differs from English, except words that are the same in both', () => {
    const same = entries.filter(([id, m]) => m.de === m.en && !SAME_IN_BOTH.includes(id)).map(([id]) => id);
    expect(same).toEqual([]);
  });

  it('speaks with "du" in German', () => {
    expect(entries.filter(([, m]) => FORMAL_ADDRESS.test(m.de)).map(([id, m]) => `${id}: ${m.de}`)).toEqual([]);
  });

  it('renders every notification type in German with no English word left, dates and money German-shaped', () => {
    for (const type of NOTIFICATION_TYPES) {
      const { title, message } = notificationTexts(type, SAMPLE[type], 'de');
      const words = `${title} ${message}`.replace(USER_DATA, '');
      expect(words, type).not.toMatch(ENGLISH_WORDS);
    }
    expect(notificationTexts('cust_subscribe_cancel', SAMPLE.cust_subscribe_cancel, 'de').message).toContain(
      'am 17. Dezember 2026',
    );
    expect(notificationTexts('withdraw_success', SAMPLE.withdraw_success, 'de').message).toContain('1.234,56\u00a0€');
    expect(
      notificationTexts('broadcast_sent', { plan: 'Kaffee', recipients: 0, outcome: 'cancelled' }, 'de').title,
    ).toBe('Broadcast nicht gesendet');
  });

  it('writes the sales CSV in German with no English word left, amounts with a decimal comma', () => {
    const row = { id: 1, paid_at: '2026-11-03T13:05:00.000Z', username: 'lena.k', plan_name: 'Kaffee-Flatrate' };
    const money = { gross: 13.75, fee: 1.25, net: 12.5, currency: 'EUR' as const };
    const csv = salesCsv([{ ...row, ...money }], { count: 1, ...money }, 'de');
    expect(csv.replace(USER_DATA, '')).not.toMatch(ENGLISH_WORDS);
    expect(csv).toContain('2026-11-03T14:05:00+01:00;;13,75;1,25;12,50;EUR'.replace(';;', ';lena.k;Kaffee-Flatrate;'));
  });

  it('renders plurals and money in English for English readers', () => {
    expect(
      render('notification.broadcast_sent.message', 'en', { plan: 'Coffee', recipients: 1, outcome: 'sent' }),
    ).toBe('Your broadcast for Coffee reached 1 subscriber.');
    expect(notificationTexts('withdraw_success', SAMPLE.withdraw_success, 'en').message).toContain('€1,234.56');
  });

  it("writes fans' broadcasts in the store's language", () => {
    expect(render('fan.broadcast', 'de', { store: 'Backstube', text: 'Heute frisch!', voucher: 'Brezel' })).toBe(
      'Backstube: Heute frisch!\nGutschein: Brezel',
    );
  });
});

describe('localeOf', () => {
  it('answers each Accept-Language by its weights, the same header again alike', () => {
    for (let round = 0; round < 2; round++) {
      expect(localeOf(undefined, undefined)).toBe('en');
      expect(localeOf(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
      expect(localeOf(undefined, 'en;q=0.5, de;q=0.7')).toBe('de');
      expect(localeOf(undefined, 'fr-FR, de;q=0')).toBe('en');
      expect(localeOf('en', 'de')).toBe('en');
    }
  });
});
