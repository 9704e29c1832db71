import { toNestErrors } from '@hookform/resolvers';
import { moneyIssue, type z } from '@mbo/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { COMMON_MESSAGES, issueMessage, type FormMessages } from './field-messages';

export interface ResolverOptions {
  /**
   * The form field an issue's path lands on, when the schema checks something other than the
   * form's own values (the request body: "opening_hours.start_time" → "start_time"). Issues
   * without a field are dropped.
   */
  fieldOf?: (path: string) => string | undefined;
}

/**
 * react-hook-form's resolver for a schema: values in, the schema's output out, and every broken rule
 * as an i18n key from the form's table (see issueMessage), the first per field.
 */
export function formResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  messages: FormMessages<z.input<S>> = COMMON_MESSAGES,
  options: ResolverOptions = {},
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, resolverOptions) => {
    // The value each issue judged is what tells an empty field from a wrong one.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = options.fieldOf ? options.fieldOf(path) : path;
      if (field === undefined || errors[field]) continue;
      // A refused amount is a custom issue whose params say why: that reason is its kind.
      const money = moneyIssue(issue);
      const code = money ? `money_${money.money}` : issue.code;
      const message = issueMessage({ ...issue, code, path: field.split('.') }, messages, values);
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, resolverOptions) };
  };
}
