import { z } from 'zod';

/** A missing value reads "Value is required" everywhere, on the server and in forms. */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? 'Value is required'
      : undefined,
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
/** Whole-number growth in percent against the previous month. */
export const Growth = z.number().int().meta({ example: 12 });

export const Id = z.coerce.number().int().positive().meta({ example: 1 });
export const IdParams = z.object({ id: Id });

const intQuery = (min: number, max: number, def: number) => z.coerce.number().int().min(min).max(max).default(def);

export const MAX_PAGE_SIZE = 100;

/** page (1-based) and size (1..100). */
export const PageQuery = z.object({
  page: intQuery(1, 1_000_000, 1),
  size: intQuery(1, MAX_PAGE_SIZE, 10),
});

/** Text search on names; empty means no filter. */
export const SearchText = z.string().trim().max(100).optional();

/** Labelled lists (informations, how to use, perks): trimmed, non-empty labels. */
export const LabelList = z.array(z.string().trim().min(1).max(200)).max(20);
