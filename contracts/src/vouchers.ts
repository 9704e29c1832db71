import { DateOnly, Id, IdFilter, LabelList, PageQuery, SearchText, TimeOfDay, Timestamp, z } from './common';
import { moneyInput } from './money';
import { Weekday } from './store';

/** A voucher's value (euros off, a percentage, a goodie's worth) is at most €100,000.00 or 100,000 %. */
export const VOUCHER_VALUE_MAX_CENTS = 10_000_000;

export const VOUCHER_TYPES = ['DFP', 'DPR', 'GDS'] as const;
/** DFP discount fixed price, DPR discount percentage, GDS goodies. */
export const VoucherTypeCode = z.enum(VOUCHER_TYPES).meta({ id: 'VoucherTypeCode' });
export type VoucherTypeCode = z.infer<typeof VoucherTypeCode>;

export const VOUCHER_TYPE_LABELS: Record<VoucherTypeCode, string> = {
  DFP: 'Discount fixed price',
  DPR: 'Discount percentage',
  GDS: 'Goodies',
};

export const VoucherType = z.object({ code: VoucherTypeCode, label: z.string() }).meta({ id: 'VoucherType' });

/** Expired is never stored: it is derived from end_date against the server's clock. */
export const VoucherStatus = z.enum(['draft', 'published', 'expired']).meta({ id: 'VoucherStatus' });
export type VoucherStatus = z.infer<typeof VoucherStatus>;
export const EditableVoucherStatus = z.enum(['draft', 'published']);

/** A weekday listed twice in a schedule (refused: the list is a set). */
export const DAY_TWICE_MESSAGE = 'Each day can be listed only once';

/**
 * When a voucher may be used: between two times on the listed weekdays. In a voucher body the
 * end time must be after the start time (VoucherBody).
 */
export const VoucherSchedule = z
  .object({
    start_time: TimeOfDay,
    end_time: TimeOfDay,
    days: z
      .array(Weekday)
      .min(1)
      .max(7)
      .superRefine((days, ctx) => {
        days.forEach((day, i) => {
          if (days.indexOf(day) !== i) ctx.addIssue({ code: 'custom', path: [i], message: DAY_TWICE_MESSAGE });
        });
      })
      .meta({ uniqueItems: true, description: 'Each weekday at most once.' } as Record<string, unknown>),
  })
  .meta({ id: 'VoucherSchedule' });
export type VoucherSchedule = z.infer<typeof VoucherSchedule>;

export const VOUCHER_CATEGORIES = ['food', 'drink', 'service', 'product', 'experience'] as const;
export const VoucherCategory = z.enum(VOUCHER_CATEGORIES).meta({ id: 'VoucherCategory' });

export const PlanRef = z.object({ id: z.number().int(), name: z.string() });

/** A voucher by its name, state and type: what every view of one starts with. */
export const VoucherRef = z.object({
  id: z.number().int(),
  name: z.string(),
  status: VoucherStatus,
  voucher_type: VoucherType,
});

export const Voucher = VoucherRef.extend({
  value: z.number(),
  quantity: z.number().int().nullable(),
  start_date: DateOnly,
  end_date: DateOnly.nullable(),
  schedule: VoucherSchedule.nullable(),
  category: VoucherCategory.nullable(),
  informations: z.array(z.string()),
  terms_and_conditions: z.string(),
  plans: z.array(PlanRef),
  created_at: Timestamp,
  updated_at: Timestamp,
}).meta({ id: 'Voucher' });
export type Voucher = z.infer<typeof Voucher>;

/**
 * A row of the voucher list: what the list shows and filters on. The texts (informations, terms,
 * schedule) come with the detail call, which keeps list pages small.
 */
export const VoucherListItem = Voucher.pick({
  id: true,
  name: true,
  status: true,
  voucher_type: true,
  value: true,
  quantity: true,
  start_date: true,
  end_date: true,
  category: true,
  plans: true,
  created_at: true,
  updated_at: true,
}).meta({ id: 'VoucherListItem' });
export type VoucherListItem = z.infer<typeof VoucherListItem>;

/** The value of a percentage voucher (DPR), in percent. */
export const PERCENT_RANGE = { min: 1, max: 100 } as const;

/** Equal schedule times: refused, since the voucher could never be used. */
export const END_TIME_EQUALS_START_MESSAGE = 'End time equals the start time: the voucher could never be used';

/**
 * Voucher form payload (create and update). A voucher joins a plan from the plan side
 * (plan payload `vouchers`), so the voucher only reports its plans. The spec's payload is name,
 * voucher_type, value, status, informations and terms_and_conditions; everything else is optional.
 */
export const VoucherBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    voucher_type: VoucherTypeCode,
    value: moneyInput({ maxCents: VOUCHER_VALUE_MAX_CENTS }),
    status: EditableVoucherStatus,
    quantity: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** Left out: today on create (the server's date), unchanged on update. */
    start_date: DateOnly.optional().meta({
      description: 'Left out: today (server date) on create, the stored start date on update.',
    }),
    end_date: DateOnly.nullable().default(null),
    schedule: VoucherSchedule.nullable().default(null),
    category: VoucherCategory.nullable().default(null),
    informations: LabelList.default([]),
    terms_and_conditions: z.string().trim().max(5000).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.end_date && v.start_date && v.end_date < v.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date is before the start date' });
    }
    if (v.voucher_type === 'DPR' && (v.value < PERCENT_RANGE.min || v.value > PERCENT_RANGE.max)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percentage is between ${PERCENT_RANGE.min} and ${PERCENT_RANGE.max}`,
      });
    }
    if (v.voucher_type === 'DFP' && v.value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A discount is more than 0' });
    }
    if (v.schedule && v.schedule.end_time < v.schedule.start_time) {
      ctx.addIssue({ code: 'custom', path: ['schedule', 'end_time'], message: 'End time is before the start time' });
    }
    if (v.schedule && v.schedule.end_time === v.schedule.start_time) {
      ctx.addIssue({ code: 'custom', path: ['schedule', 'end_time'], message: END_TIME_EQUALS_START_MESSAGE });
    }
  })
  .meta({ id: 'VoucherBody' });
export type VoucherBody = z.input<typeof VoucherBody>;

export const VoucherListQuery = PageQuery.extend({
  status: VoucherStatus.optional(),
  voucher_type: VoucherTypeCode.optional(),
  q: SearchText,
});
export type VoucherListQuery = z.input<typeof VoucherListQuery>;

/** A fan holding a voucher through a plan (GET /vouchers/{id}/subs). */
export const VoucherHolder = z
  .object({
    id: z.number().int(),
    username: z.string(),
    phone: z.string(),
    plan_name: z.string(),
    used_qty: z.number().int(),
    max_use_qty: z.number().int(),
    subscribed_at: Timestamp,
  })
  .meta({ id: 'VoucherHolder' });

/** A voucher as one consumer holds it (GET /subscriber/{id}/voucher). */
export const ConsumerVoucher = VoucherRef.extend({
  additional_voucher: z.boolean(),
  max_use_qty: z.number().int(),
  used_qty: z.number().int(),
  last_used_at: Timestamp.nullable(),
}).meta({ id: 'ConsumerVoucher' });
export type ConsumerVoucher = z.infer<typeof ConsumerVoucher>;

/** A consumer's vouchers: of their latest plan, or of the plan `plan_id` they hold or held. */
export const ConsumerVoucherQuery = PageQuery.extend({ plan_id: IdFilter });

/** A consumer and one voucher of their plan: GET /subscriber/{id}/voucher/{voucher_id}. */
export const ConsumerVoucherParams = z.object({ id: Id, voucher_id: Id });

/** One use of a voucher by a consumer, with the plan it was used under. */
export const ConsumerRedemption = z
  .object({
    id: z.number().int(),
    redeemed_at: Timestamp,
    plan: PlanRef,
  })
  .meta({ id: 'ConsumerRedemption' });
export type ConsumerRedemption = z.infer<typeof ConsumerRedemption>;
