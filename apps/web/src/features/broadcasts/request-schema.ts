import type { BroadcastBody } from '@mbo/contracts';
import { z } from '@mbo/contracts';
import { formResolver } from '@/lib/forms/resolver';
import { scheduledAtFromLocal } from './schedule';

/** i18n keys of the form's own rules. */
export const MESSAGES = {
  plan: 'broadcasts:errors.planRequired',
  voucher: 'broadcasts:errors.voucherRequired',
  description: 'broadcasts:errors.descriptionRequired',
  descriptionShort: 'broadcasts:errors.descriptionShort',
  descriptionLong: 'broadcasts:errors.descriptionLong',
  date: 'broadcasts:errors.dateRequired',
  time: 'broadcasts:errors.timeRequired',
  past: 'broadcasts:errors.past',
} as const;

const filled = (value: unknown, key: string) => {
  const v = (value as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' && v !== '';
};

const id = (message: string) => z.number({ error: message }).int().positive(message);

/**
 * The request form: the contract's BroadcastBody with UI messages, and the date and time as the
 * device shows them. Its output is the body without lang (the stored locale is added on sending),
 * scheduled_at in UTC; a time that is not in the future is refused under the time field.
 */
export const requestSchema = (now: () => number = Date.now) =>
  z
    .object({
      subscription_id: id(MESSAGES.plan),
      voucher_id: id(MESSAGES.voucher),
      description: z
        .string({ error: MESSAGES.description })
        .trim()
        // Not aborting: the time check below still runs (zod skips it after an explicit abort).
        .min(1, MESSAGES.description)
        .min(5, MESSAGES.descriptionShort)
        .max(1000, MESSAGES.descriptionLong),
      date: z.string({ error: MESSAGES.date }).min(1, MESSAGES.date),
      time: z.string({ error: MESSAGES.time }).min(1, MESSAGES.time),
    })
    // Runs even when other fields are wrong, so every problem shows at once.
    .superRefine(
      (v, ctx) => {
        const scheduledAt = scheduledAtFromLocal(v.date, v.time);
        if (!scheduledAt || Date.parse(scheduledAt) <= now()) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: MESSAGES.past });
        }
      },
      { when: (payload) => filled(payload.value, 'date') && filled(payload.value, 'time') },
    )
    .transform((v) => ({
      subscription_id: v.subscription_id,
      voucher_id: v.voucher_id,
      description: v.description,
      scheduled_at: scheduledAtFromLocal(v.date, v.time)!,
    }));

export type RequestValues = z.input<ReturnType<typeof requestSchema>>;
export type RequestOutput = z.output<ReturnType<typeof requestSchema>>;

/** react-hook-form's resolver for the request form; "now" is read at each check. */
export const requestResolver = formResolver(requestSchema());

// The form's output plus lang must be a valid broadcast body.
const _fits: BroadcastBody = { ...({} as RequestOutput), lang: 'en' };
void _fits;
