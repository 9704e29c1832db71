import { z } from '@mbo/contracts';

/**
 * A text field that must be filled: trimmed, and an empty one (or only spaces) answers with the
 * `required` key alone, before any length or format rule chained after it says something else.
 */
export const filledText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });
