import type { Resolver, ResolverResult } from 'react-hook-form';
import { checkPhone } from '@/lib/phone';

export { PHONE_PATTERN } from '@/lib/phone';

/**
 * The login's one rule, without a schema library: the login form is the app's first screen, and
 * zod with the contract's endpoint table would be a third of what a phone downloads before it can
 * sign in. The register form keeps the full schema (schemas.ts), which uses these same rules.
 */

/** The login's messages, i18n keys that fields show through t(); the register form adds its own. */
export const LOGIN_MESSAGES = {
  required: 'common:errors.required',
  phoneInvalid: 'auth:errors.phoneInvalid',
} as const;

/** The message of what is wrong with a phone value "+49.digits": an empty local part, then the contract's pattern. */
export function phoneProblem(value: unknown): (typeof LOGIN_MESSAGES)[keyof typeof LOGIN_MESSAGES] | undefined {
  const problem = checkPhone(value);
  return problem && (problem === 'required' ? LOGIN_MESSAGES.required : LOGIN_MESSAGES.phoneInvalid);
}

/** The login form: the contract's request-otp phone, plus the remember-me box. */
export interface LoginValues {
  phone: string;
  remember: boolean;
}

export const loginResolver: Resolver<LoginValues> = (values): ResolverResult<LoginValues> => {
  const problem = phoneProblem(values.phone);
  if (problem) return { values: {}, errors: { phone: { type: 'validate', message: problem } } };
  return { values: { phone: values.phone, remember: Boolean(values.remember) }, errors: {} };
};
