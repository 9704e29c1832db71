import { Lang, Phone, Timestamp, z } from './common';

export * from './otp';

export const OtpCode = z
  .string()
  .regex(/^\d{6}$/, 'The code has 6 digits')
  .meta({ example: '123456' });

/** POST /auth/request-otp */
export const RequestOtpBody = z
  .object({ phone: Phone, domain: z.literal('store'), lang: Lang.default('de') })
  .meta({ id: 'RequestOtpBody' });
export type RequestOtpBody = z.input<typeof RequestOtpBody>;

/** Answer to a code request: where it went and when another may be asked for. */
export const OtpSent = z
  .object({
    phone: Phone,
    channel: z.enum(['whatsapp', 'sms']),
    expires_in: z.number().int(),
    resend_in: z.number().int(),
  })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof OtpSent>;

/** POST /auth/get-token and PUT /auth/verify-phone */
export const GetTokenBody = z
  .object({
    phone: Phone,
    code: OtpCode,
    domain: z.literal('store'),
    return: z.literal('token'),
    lang: Lang.default('de'),
  })
  .meta({ id: 'GetTokenBody' });
export type GetTokenBody = z.input<typeof GetTokenBody>;

/** Bearer token; expired_at is seconds since epoch. */
export const Token = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    expired_at: z.number().int(),
  })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof Token>;

/** POST /auth/request-edit-phone: the new phone gets the code. */
export const RequestEditPhoneBody = z
  .object({ phone: Phone, lang: Lang.default('de'), role: z.literal('store') })
  .meta({ id: 'RequestEditPhoneBody' });
export type RequestEditPhoneBody = z.input<typeof RequestEditPhoneBody>;

export const PhoneChanged = z.object({ phone: Phone }).meta({ id: 'PhoneChanged' });

/** GET /auth/me */
export const Me = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    name: z.string(),
    phone: Phone,
    domain: z.literal('store'),
    role: z.literal('store'),
    lang: Lang,
    created_at: Timestamp,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;
