import type { Voucher } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { duplicateValues, emptyVoucherForm, parseNumber, toBody, toFormValues } from './voucher-form-values';

const voucher: Voucher = {
  id: 7,
  name: 'Croissant zum Kaffee',
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goodies' },
  value: 2.2,
  quantity: 150,
  start_date: '2026-01-05',
  end_date: '2026-12-31',
  schedule: { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue'] },
  category: 'food',
  informations: ['Show the code at the counter', 'One per visit'],
  terms_and_conditions: 'Not with other offers.',
  plans: [{ id: 3, name: 'Coffee Lover' }],
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
};

describe('form values of a stored voucher', () => {
  it('hold every field as the inputs show it, and map back to the same body', () => {
    const values = toFormValues(voucher, 'en');
    expect(values).toMatchObject({ value: '2.20', quantity: '150', has_schedule: true, category: 'food' });
    expect(toBody(values)).toEqual({
      name: voucher.name,
      voucher_type: 'GDS',
      value: 2.2,
      status: 'published',
      quantity: 150,
      start_date: '2026-01-05',
      end_date: '2026-12-31',
      schedule: voucher.schedule,
      category: 'food',
      informations: voucher.informations,
      terms_and_conditions: voucher.terms_and_conditions,
    });
  });

  it('write money with the locale’s decimal comma, and an expired voucher edits as published', () => {
    const values = toFormValues({ ...voucher, status: 'expired', voucher_type: { code: 'DFP', label: '' } }, 'de');
    expect(values.value).toBe('2,20');
    expect(values.status).toBe('published');
    expect(toBody(values).value).toBe(2.2);
  });
});

describe('a duplicate', () => {
  it('is a draft whose name says it is a copy, within the name’s 80 characters', () => {
    const copy = duplicateValues(voucher, 'en', '(copy)');
    expect(copy.name).toBe('Croissant zum Kaffee (copy)');
    expect(copy.status).toBe('draft');
    expect(copy.informations).toEqual(voucher.informations);
    const long = duplicateValues({ ...voucher, name: 'x'.repeat(80) }, 'en', '(copy)');
    expect(long.name).toHaveLength(80);
    expect(long.name.endsWith(' (copy)')).toBe(true);
  });
});

describe('the body of a new voucher', () => {
  it('leaves out what was not set: no limit, no end, no schedule, no category, no empty last points', () => {
    const values = {
      ...emptyVoucherForm('2026-11-15'),
      name: 'Free espresso',
      value: '3,5',
      informations: ['Ask', ''],
    };
    expect(toBody(values)).toEqual({
      name: 'Free espresso',
      voucher_type: 'DFP',
      value: 3.5,
      status: 'draft',
      quantity: null,
      start_date: '2026-11-15',
      end_date: null,
      schedule: null,
      category: null,
      informations: ['Ask'],
      terms_and_conditions: '',
    });
  });

  it('gives a goodie without a value the value 0, and sorts the schedule’s days Monday first', () => {
    const values = {
      ...emptyVoucherForm('2026-11-15'),
      voucher_type: 'GDS' as const,
      has_schedule: true,
      schedule: { start_time: '09:00', end_time: '12:00', days: ['sun' as const, 'mon' as const] },
    };
    const body = toBody(values);
    expect(body.value).toBe(0);
    expect(body.schedule?.days).toEqual(['mon', 'sun']);
  });
});

describe('numbers typed into the form', () => {
  it('read a decimal comma or point; empty is missing, anything else is not a number', () => {
    expect(parseNumber(' 3,60 ')).toBe(3.6);
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('3 €')).toBeNaN();
    expect(parseNumber('1.000,50')).toBeNaN();
  });
});
