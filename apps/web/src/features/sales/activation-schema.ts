import { SubAccountBody, z } from '@mbo/contracts';
import { filledText } from '@/lib/forms/filled-text';
import { formResolver } from '@/lib/forms/resolver';

/** Validation messages are i18n keys; the field shows them through t(). */
export const ACTIVATION_MESSAGES = {
  required: 'common:errors.required',
  email: 'sales:activate.errors.email',
} as const;

/** The contract's sub-account e-mail, with the form's messages; the country is the store's own. */
export const activationSchema = SubAccountBody.pick({ email: true }).extend({
  email: filledText(ACTIVATION_MESSAGES.required)
    .max(200, ACTIVATION_MESSAGES.email)
    .pipe(z.email({ error: ACTIVATION_MESSAGES.email })),
});
export type ActivationValues = z.input<typeof activationSchema>;
export type ActivationOutput = z.output<typeof activationSchema>;

/** The form's rules, loaded by the form on first use (lazyResolver). */
export const activationResolver = formResolver(activationSchema);
