import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, requestSchema } from './request-schema';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const NOW = Date.parse('2031-01-10T12:00:00.000Z');
const schema = requestSchema(() => NOW);
const valid = {
  subscription_id: 4,
  voucher_id: 9,
  description: '  Free coffee for our regulars this week  ',
  date: '2031-01-15',
  time: '03:30',
};

const messagesOf = (input: unknown) => {
  const r = schema.safeParse(input);
  // The form shows the first message of each field.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('the broadcast request form', () => {
  it('sends the local date and time as scheduled_at in UTC', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(schema.parse(valid)).toEqual({
      subscription_id: 4,
      voucher_id: 9,
      description: 'Free coffee for our regulars this week',
      scheduled_at: '2031-01-15T02:30:00.000Z',
    });
  });

  it('refuses missing fields, each under its own field', () => {
    expect(messagesOf({ description: '', date: '2020-01-01', time: '' })).toEqual({
      subscription_id: MESSAGES.plan,
      voucher_id: MESSAGES.voucher,
      description: MESSAGES.description,
      time: MESSAGES.time,
    });
    expect(messagesOf({ ...valid, date: '', time: '' })).toEqual({ date: MESSAGES.date, time: MESSAGES.time });
  });

  it('refuses a time in the past under the time, together with the other problems', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(messagesOf({ description: '', date: '2031-01-10', time: '12:59' })).toEqual({
      subscription_id: MESSAGES.plan,
      voucher_id: MESSAGES.voucher,
      description: MESSAGES.description,
      time: MESSAGES.past,
    });
    expect(messagesOf({ ...valid, description: 'Hi', date: '2031-01-10', time: '13:00' })).toEqual({
      description: MESSAGES.descriptionShort,
      time: MESSAGES.past,
    });
    expect(schema.safeParse({ ...valid, date: '2031-01-10', time: '13:01' }).success).toBe(true);
  });

  it('keeps the contract bounds of the description', () => {
    expect(messagesOf({ ...valid, description: 'x'.repeat(1001) })).toEqual({ description: MESSAGES.descriptionLong });
  });
});
