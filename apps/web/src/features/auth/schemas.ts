import { RegisterBody, z } from '@mbo/contracts';
import { filledText } from '@/lib/forms/filled-text';
import { formResolver } from '@/lib/forms/resolver';
import { checkPhone } from '@/lib/phone';

/** Validation messages are i18n keys; fields show them through t(). */
export const MESSAGES = {
  required: 'common:errors.required',
  phoneInvalid: 'auth:errors.phoneInvalid',
  location: 'auth:errors.location',
  nameShort: 'auth:errors.nameShort',
  nameLong: 'auth:errors.nameLong',
  addressShort: 'auth:errors.addressShort',
  addressLong: 'auth:errors.addressLong',
} as const;

/** The phone value "+49.digits": the local part must not be empty, then it must fit the contract's pattern. */
export const phoneField = z.string({ error: MESSAGES.required }).superRefine((value, ctx) => {
  const problem = checkPhone(value);
  if (problem)
    ctx.addIssue({ code: 'custom', message: problem === 'required' ? MESSAGES.required : MESSAGES.phoneInvalid });
});

/**
 * Register: the contract's RegisterBody with UI messages; its bounds (name 2–80, address 5–250) are
 * repeated here so the user reads them in their language before the server would answer 422.
 */
export const registerSchema = RegisterBody.omit({ lang: true }).extend({
  name: filledText(MESSAGES.required).min(2, MESSAGES.nameShort).max(80, MESSAGES.nameLong),
  category_id: z.number({ error: MESSAGES.required }).int().positive(MESSAGES.required),
  phone: phoneField,
  address: filledText(MESSAGES.required).min(5, MESSAGES.addressShort).max(250, MESSAGES.addressLong),
  // The pin is the only way to set them, so a missing one means the map was not used.
  lat: z.number({ error: MESSAGES.location }).min(-90).max(90),
  lng: z.number({ error: MESSAGES.location }).min(-180).max(180),
});
export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;

/** react-hook-form's resolver for the register form. */
export const registerResolver = formResolver(registerSchema);

// The form's output must be a valid register body.
const _fits: RegisterBody = {} as RegisterOutput;
void _fits;
