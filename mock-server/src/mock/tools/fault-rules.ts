/**
 * Fault and latency injection of the mock server: rules that make matching API calls slow, fail
 * with a status, or lose their connection. Mock-only: never part of the API contract.
 */
import { z } from '@mbo/contracts';

/** Longest delay a rule or a `Prefer: delay=` may ask for. */
export const MAX_FAULT_DELAY_MS = 30_000;
/** How many rules may be active at once. */
export const MAX_FAULT_RULES = 50;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/**
 * A path glob: `*` stands for any run of characters (slashes included), everything else is
 * literal; the query string is never part of the match.
 */
export const FaultPath = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^(\/|\*)[^\s?#]*$/, 'The path must start with / (or be *) and hold no spaces, ? or #');

/** A new rule, as POST /__mock/faults takes it. */
export const FaultRuleBody = z
  .object({
    method: z.enum(METHODS).optional(),
    path: FaultPath,
    status: z
      .number()
      .int()
      .min(400, 'Status must be from 400 to 599')
      .max(599, 'Status must be from 400 to 599')
      .optional(),
    delay_ms: z.number().int().min(0).max(MAX_FAULT_DELAY_MS, `At most ${MAX_FAULT_DELAY_MS} ms`).optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
    probability: z.number().gt(0, 'Probability must be above 0').max(1, 'Probability must be at most 1').optional(),
    network: z.literal('reset').optional(),
    /**
     * Only calls signed in as this store: a demo can fault one store while others work, and tests
     * running side by side never meet each other's rules.
     */
    store_id: z.number().int().min(1, 'A store id is a whole number from 1').optional(),
    /** A name for people (the console's switches use it). */
    label: z.string().trim().min(1).max(60).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.status === undefined && rule.delay_ms === undefined && rule.network === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'A rule needs status, delay_ms or network' });
    }
    if (rule.network !== undefined && rule.status !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['network'], message: 'A dropped connection answers no status' });
    }
  });
export type FaultRuleBody = z.output<typeof FaultRuleBody>;

/** An active rule: what was asked, plus its id, how often it fired and how many times are left. */
export const FaultRule = z.object({
  id: z.number().int(),
  method: z.enum(METHODS).nullable(),
  path: z.string(),
  status: z.number().int().nullable(),
  delay_ms: z.number().int().nullable(),
  probability: z.number().nullable(),
  network: z.literal('reset').nullable(),
  /** The store whose signed-in calls it hits; null for every call. */
  store_id: z.number().int().nullable(),
  label: z.string().nullable(),
  /** Times left before the rule is removed; null for a rule without `times`. */
  remaining: z.number().int().nullable(),
  /** How many calls it has hit so far. */
  hits: z.number().int(),
  created_at: z.string(),
});
export type FaultRule = z.output<typeof FaultRule>;

export const FaultRuleParams = z.object({ id: z.coerce.number().int().min(1) });
