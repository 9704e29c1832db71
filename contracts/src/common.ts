import { z } from 'zod';
import { moneyInput, moneyIssue, moneyMessage } from './money';

/**
 * A missing value reads "Value is required" everywhere, on the server and in forms; a refused
 * amount says why (negative, sub-cent, out of its limits). Forms map both to their own words first.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return 'Value is required';
    }
    const money = moneyIssue(issue);
    return money ? moneyMessage(money) : undefined;
  },
});

export { z };

/** Error body of every non-2xx answer: HTTP status, a message for people, and messages per field. */
export const ApiError = z
  .object({
    status: z.number().int(),
    user_message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;

/** Pagination block that accompanies every list answer. */
export const Paginate = z
  .object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    per_page: z.number().int(),
    prev_page: z.number().int().nullable(),
    total_entries: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'Paginate' });
export type Paginate = z.infer<typeof Paginate>;

/** `{ data: T }` */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** `{ data: T[], paginate }` */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), paginate: Paginate });

export const PHONE_PATTERN = /^\+\d{1,4}\.\d{4,14}$/;

/** Phone value: dial code and local digits joined by a dot, e.g. "+49.15112345678". */
export const Phone = z
  .string()
  .regex(PHONE_PATTERN, 'Phone must look like +49.15112345678')
  .meta({ example: '+49.15112345678' });

export const Lang = z.enum(['en', 'de']).meta({ id: 'Lang' });
export type Lang = z.infer<typeof Lang>;

/** ISO 8601 timestamp in UTC, e.g. 2026-11-22T10:00:00.000Z. */
export const Timestamp = z.iso.datetime().meta({ example: '2026-11-22T10:00:00.000Z' });
/** Calendar date, YYYY-MM-DD. */
export const DateOnly = z.iso.date().meta({ example: '2026-11-22' });
/** Wall-clock time, HH:mm (24 h). */
export const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm')
  .meta({ example: '09:30' });
/** Money in EUR with two decimals, as a JSON number. */
export const Money = z.number().meta({ example: 9.99 });
/** Whole-number growth in percent: this month so far against the same days of last month. */
export const Growth = z.number().int().meta({ example: 12 });

/**
 * Whole numbers in paths and query strings are plain decimal digits: `27`, not `0x1b`, `1e0`, `+27`,
 * ` 27` or `27.0` (each of those is 422). Typed callers may pass a number.
 */
const DIGITS = /^[0-9]+$/;
const DIGITS_MESSAGE = 'Must be a whole number written in digits (0-9)';
const DIGITS_NOTE = 'Decimal digits only: no sign, point, exponent, spaces or 0x.';

/** The largest id: ids stay exact as JSON numbers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A whole number from min to max, from a number or a string of digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.int(), z.string().regex(DIGITS, DIGITS_MESSAGE)])
    .transform(Number)
    .pipe(z.int().min(min).max(max));

/** How OpenAPI shows such a number: the integer it means, and how it must be written. */
const integerDoc = (min: number, max: number, extra: Record<string, unknown> = {}) =>
  ({ type: 'integer', minimum: min, maximum: max, ...extra }) as Record<string, unknown>;

/** A row id (path parameters, filters, body references): a positive whole number in digits. */
export const Id = wholeNumber(1, MAX_ID).meta(integerDoc(1, MAX_ID, { example: 1, description: DIGITS_NOTE }));
export const IdParams = z.object({ id: Id });

/**
 * A row id in a JSON body (a category, a billing period, a voucher, a plan): a JSON integer with
 * the same range as the ids in paths, which the server enforces for both.
 */
export const BodyId = z.int().min(1).max(MAX_ID);

/** An empty query value (`?page=`) counts as absent. */
const emptyAsAbsent = (v: number | string | undefined) => (v === '' ? undefined : v);

/** An optional id filter in a query string; empty means no filter. */
export const IdFilter = z
  .union([z.int(), z.string().regex(/^[0-9]*$/, DIGITS_MESSAGE)])
  .optional()
  .transform(emptyAsAbsent)
  .pipe(Id.optional())
  .meta(integerDoc(1, MAX_ID, { description: `${DIGITS_NOTE} Empty or absent: no filter.` }));

/** A whole-number query value from min to max; absent or empty means `def`. */
const intQuery = (min: number, max: number, def: number) =>
  z
    .union([z.int(), z.string().regex(/^[0-9]*$/, DIGITS_MESSAGE)])
    .optional()
    .transform(emptyAsAbsent)
    .pipe(wholeNumber(min, max).default(def))
    .meta(integerDoc(min, max, { default: def, description: `${DIGITS_NOTE} Empty or absent: ${def}.` }));

export const MAX_PAGE_SIZE = 100;

/** page (1-based) and size (1..100); each defaults when absent or empty. */
export const PageQuery = z.object({
  page: intQuery(1, 1_000_000, 1),
  size: intQuery(1, MAX_PAGE_SIZE, 10),
});

/** The largest price a query may ask the fee of, in cents (€100,000.00). */
export const PRICE_QUERY_MAX_CENTS = 10_000_000;

/** A price in a query string: euros in digits with up to two decimals (`19.90`, `2`); required. */
export const PriceQuery = z
  .union([z.number(), z.string().regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'Must be an amount in euros like 19.90')])
  .transform(Number)
  .pipe(moneyInput({ maxCents: PRICE_QUERY_MAX_CENTS }))
  .meta({
    type: 'number',
    minimum: 0,
    maximum: 100_000,
    example: 19.9,
    description: 'Euros in digits with up to two decimals (19.90); no sign, exponent or spaces.',
  } as Record<string, unknown>);

/** Text search on names; empty means no filter. */
export const SearchText = z.string().trim().max(100).optional();

/** Labelled lists (informations, how to use, perks): trimmed, non-empty labels. */
export const LabelList = z.array(z.string().trim().min(1).max(200)).max(20);
