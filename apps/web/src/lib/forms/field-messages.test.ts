import { z } from '@mbo/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import i18n, { type TextKey } from '@/i18n';
import { messagesByField } from '@/testing';
import { COMMON_MESSAGES, errorText, issueMessage, pathPattern, type FormMessages } from './field-messages';
import { formResolver } from './resolver';

// One field per kind of broken rule, with the contract's habit of English texts on its own refinements.
const schema = z
  .object({
    name: z.string().trim().min(2).max(5),
    count: z.number().int().multipleOf(5),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    time: z.string().regex(/^\d\d:\d\d$/, 'Time is HH:mm'),
    points: z.array(z.string().trim().min(1)).max(2),
    end: z.string(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.end < 'm') ctx.addIssue({ code: 'custom', path: ['end'], message: 'End is before the start' });
  });
type Values = z.input<typeof schema>;

const MESSAGES: FormMessages<Values> = {
  prefix: 'vouchers:form.errors.',
  fields: {
    name: { too_small: 'nameShort', too_big: 'nameLong' },
    count: { not_multiple_of: 'quantity' },
    email: 'date',
    time: { invalid_format: 'time' },
    points: { too_big: 'pointsMany' },
    'points.*': { required: 'pointEmpty' },
    end: { custom: (values) => (values.kind === 'a' ? 'endBeforeStart' : 'endTimeBeforeStart') },
  },
  defaults: { invalid_type: 'number', invalid_value: 'required' },
};

const valid: Values = { name: 'Anna', count: 10, email: 'a@b.de', kind: 'a', time: '09:30', points: ['x'], end: 'z' };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const resolve = (patch: Record<string, unknown>) =>
  formResolver(schema, MESSAGES)({ ...valid, ...patch } as Values, undefined, options);

/** A key the table made, worded in a language. */
const en = (key: string) => i18n.t(key as TextKey, { lng: 'en' });
const de = (key: string) => i18n.t(key as TextKey, { lng: 'de' });

describe('the one message table', () => {
  it.each([
    ['an empty value (required)', { name: '  ' }, 'name', 'Value is required', 'Pflichtfeld'],
    [
      'a value of the wrong type (invalid_type)',
      { count: 'ten' },
      'count',
      'Enter a number, e.g. 2.50',
      'Gib eine Zahl ein, z. B. 2,50',
    ],
    ['too short (too_small)', { name: 'A' }, 'name', 'Use at least 2 characters', 'Mindestens 2 Zeichen'],
    ['too long (too_big)', { name: 'Annabell' }, 'name', 'Use at most 80 characters', 'Höchstens 80 Zeichen'],
    [
      'not a multiple (not_multiple_of)',
      { count: 12 },
      'count',
      'Enter a whole number from 1 to 1,000,000, or leave it empty',
      'Gib eine ganze Zahl von 1 bis 1.000.000 ein oder lass das Feld leer',
    ],
    [
      'malformed, with the schema’s own English (invalid_format)',
      { time: '9' },
      'time',
      'Enter a time',
      'Gib eine Uhrzeit ein',
    ],
    ['one rule for every issue of a field', { email: 'nope' }, 'email', 'Enter a date', 'Gib ein Datum ein'],
    ['not one of the choices (invalid_value)', { kind: 'c' }, 'kind', 'Value is required', 'Pflichtfeld'],
    [
      'a cross-field rule, worded by the values (custom)',
      { end: 'a' },
      'end',
      'The end date is before the start date',
      'Das Enddatum liegt vor dem Startdatum',
    ],
    [
      'an empty item of a list',
      { points: ['x', ' '] },
      'points.1',
      'Write the point or remove it',
      'Schreib den Punkt oder entferne ihn',
    ],
    ['too many items', { points: ['a', 'b', 'c'] }, 'points', 'Use at most 20 points', 'Höchstens 20 Punkte'],
    ['any other rule (the last resort)', { extra: 1 }, '', 'This value is not valid', 'Dieser Wert ist ungültig'],
  ])('words %s in English and German', async (_kind, patch, field, english, german) => {
    const messages = messagesByField((await resolve(patch)).errors);
    const key = messages[field];
    expect(key, JSON.stringify(messages)).toMatch(/^vouchers:form\.errors\./);
    expect(en(key!)).toBe(english);
    expect(de(key!)).toBe(german);
  });

  it('hands over the schema’s output when every rule holds', async () => {
    const result = await resolve({ name: '  Anna ' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...valid, name: 'Anna' });
  });

  it('keeps the i18n key a schema names itself, and gives the rest the shared words', () => {
    expect(issueMessage({ code: 'too_small', path: ['lat'], message: 'auth:errors.location' }, COMMON_MESSAGES)).toBe(
      'auth:errors.location',
    );
    const unnamed = issueMessage(
      { code: 'too_small', path: ['lat'], input: -100, message: 'Too small' },
      COMMON_MESSAGES,
    );
    expect([en(unnamed), de(unnamed)]).toEqual(['This value is not valid', 'Dieser Wert ist ungültig']);
    const empty = issueMessage({ code: 'invalid_type', path: ['lat'], input: undefined }, COMMON_MESSAGES);
    expect([en(empty), de(empty)]).toEqual(['Value is required', 'Pflichtfeld']);
  });

  it('treats an empty time as malformed, not as missing: only type and length rules mean "required"', () => {
    expect(issueMessage({ code: 'invalid_format', path: ['time'], input: '' }, MESSAGES)).toBe(
      'vouchers:form.errors.time',
    );
  });

  it('lands issues on form fields by a path map, and drops those without one', async () => {
    const body = z.object({ hours: z.object({ start: z.string().min(5) }), secret: z.string() });
    const resolver = formResolver(
      body,
      { prefix: 'vouchers:form.errors.' },
      {
        fieldOf: (path) => (path.startsWith('hours.') ? path.slice('hours.'.length) : undefined),
      },
    );
    const { errors } = await resolver({ hours: { start: '9' } } as never, undefined, options as never);
    expect(messagesByField(errors)).toEqual({ start: 'vouchers:form.errors.invalid' });
  });

  it('names list positions with a star', () => {
    expect(pathPattern(['vouchers', 2, 'voucher_id'])).toBe('vouchers.*.voucher_id');
    expect(pathPattern(['informations', '0'])).toBe('informations.*');
  });

  it('shows the server’s words as sent and the form’s own in the interface’s language', async () => {
    await i18n.changeLanguage('de');
    expect(errorText({ type: 'server', message: 'Taken' })).toBe('Taken');
    expect(errorText({ type: 'too_small', message: 'common:errors.required' })).toBe('Pflichtfeld');
    await i18n.changeLanguage('en');
    expect(errorText({ type: 'too_small', message: 'common:errors.required' })).toBe('Value is required');
    expect(errorText(undefined)).toBeUndefined();
  });
});
