import { BodyId, DateOnly, Lang, Money, Phone, PriceQuery, TimeOfDay, Timestamp, listEnvelope, z } from './common';
import { MEDIA_SLOTS, MEDIA_TYPES } from './media';

export * from './media';

export const Category = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

/** POST /api/store/register */
export const RegisterBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    category_id: BodyId,
    phone: Phone,
    address: z.string().trim().min(5).max(250),
    lat: Latitude,
    lng: Longitude,
    lang: Lang.optional(),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof RegisterBody>;

export const Registered = z.object({ id: z.number().int(), phone: Phone, name: z.string() }).meta({ id: 'Registered' });

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/**
 * When the store is open. An end_time at or before start_time runs overnight into the next day
 * (a bar open 20:00–08:00); only a span of no length (start equals end) is refused.
 */
export const OpeningHours = z
  .object({ open_day: Weekday, close_day: Weekday, start_time: TimeOfDay, end_time: TimeOfDay })
  .refine((h) => h.start_time !== h.end_time, {
    path: ['end_time'],
    message: 'The closing time equals the opening time: the store would never be open',
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof OpeningHours>;

export const Image = z.object({ url: z.string() }).meta({ id: 'Image' });

/** The signed-in store (GET /api/store/my). */
export const Store = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    phone: Phone,
    category: Category,
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    country: z.string().length(2),
    about: z.string().nullable(),
    opening_hours: OpeningHours.nullable(),
    photo: Image.nullable(),
    logo: Image.nullable(),
    email: z.string().nullable(),
    lang: Lang,
    is_activated: z.boolean(),
    created_at: Timestamp,
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof Store>;

const HttpUrl = z.url({ protocol: /^https?$/ }).max(500);

/** PUT /api/store/my: every field optional, null clears it. */
export const UpdateStoreBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    category_id: BodyId,
    address: z.string().trim().min(5).max(250),
    lat: Latitude,
    lng: Longitude,
    about: z.string().trim().max(1000).nullable(),
    opening_hours: OpeningHours.nullable(),
    photo_url: HttpUrl.nullable(),
    logo_url: HttpUrl.nullable(),
    email: z.email().max(200).nullable(),
  })
  .partial()
  .meta({ id: 'UpdateStoreBody' });
export type UpdateStoreBody = z.input<typeof UpdateStoreBody>;

/** POST /short/generate/store */
export const ShortLinkBody = z.object({ link_id: z.string().trim().min(1).max(100) }).meta({ id: 'ShortLinkBody' });
export const ShortLink = z.object({ sort_link: z.string() }).meta({ id: 'ShortLink' });

/** `price` is required (a missing or empty price is 422). */
export const FeeQuery = z.object({ price: PriceQuery });
/** The local fan fee added to a plan price. */
export const Fee = z
  .object({ price: Money, fee: Money, final_price: Money, currency: z.literal('EUR') })
  .meta({ id: 'Fee' });
export type Fee = z.infer<typeof Fee>;

/** POST /api/store/stripe/sub-account */
export const SubAccountBody = z
  .object({ email: z.email().max(200), country: z.string().length(2).default('DE') })
  .meta({ id: 'SubAccountBody' });
export const ProviderLink = z.object({ url: z.string(), expires_at: Timestamp }).meta({ id: 'ProviderLink' });

export const LangBody = z.object({ lang: Lang }).meta({ id: 'LangBody' });
export const LangResult = z.object({ lang: Lang }).meta({ id: 'LangResult' });

export const PayoutStatus = z.enum(['pending', 'paid', 'rejected']);
/** A payout row: date, status and the action that made it. */
export const Payout = z
  .object({
    id: z.number().int(),
    amount: Money,
    currency: z.literal('EUR'),
    status: PayoutStatus,
    action: z.literal('withdraw'),
    requested_at: Timestamp,
    decided_at: Timestamp.nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof Payout>;

/**
 * Money the store can withdraw, and what is on its way: available = earned − paid_out −
 * pending_payout, never negative (a withdrawal asks for exactly what is available).
 */
export const Balance = z
  .object({
    available: Money.describe('What a withdrawal would pay out now.'),
    pending_payout: Money.describe('Withdrawals requested and not decided yet.'),
    paid_out: Money.describe('Withdrawals paid to the bank account.'),
    earned: Money.describe('The net of every payment: what the store earned in all (fans paid the fan fee on top).'),
    currency: z.literal('EUR'),
    is_activated: z.boolean(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof Balance>;

/**
 * One line of an invoice: a plan sold `quantity` times in the month at one price. quantity ×
 * unit_price = amount, where unit_price is what a fan paid per billing period (price + fee). The
 * plan and its period come as parameters too, so the words can be rendered in any language.
 */
export const InvoiceItem = z
  .object({
    description: z.string().describe('The line in English, made from the parameters below.'),
    quantity: z.number().int(),
    unit_price: Money.describe('What a fan paid per billing period: price + fee.'),
    amount: Money.describe('quantity × unit_price.'),
    kind: z.literal('plan'),
    plan_id: z.number().int(),
    plan_name: z.string().describe('The plan name when the invoice was issued.'),
    billing_months: z.number().int().describe('Length of the billing period the price is for, in months.'),
    price: Money.describe("The store's price per billing period."),
    fee: Money.describe('The fan fee per billing period, kept by the platform.'),
  })
  .meta({ id: 'InvoiceItem' });
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const InvoiceSummary = z
  .object({
    id: z.number().int(),
    invoice_number: z.string().describe('Unique, and sequential per store in the order of issue.'),
    subject: z.string().describe('In English; readers in other languages word it from `month`.'),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .describe('The month (YYYY-MM) whose payments the invoice covers.'),
    invoice_date: DateOnly,
    due_date: DateOnly,
    currency: z.literal('EUR'),
    total: Money.describe('What the store earns from the month: subtotal − transaction_fee.'),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

const Party = z.object({ name: z.string(), address: z.string() });

/**
 * A monthly invoice, as issued when the month closed and never recomputed: the billed-to store
 * and the issuer read as they did then. The items sum to the subtotal (what fans paid), and
 * subtotal − transaction_fee = total (what the store earns).
 */
export const Invoice = InvoiceSummary.extend({
  period: z.object({ from: DateOnly, to: DateOnly }).describe('The days whose payments the invoice covers.'),
  issuer: Party.describe('The platform, from its configuration when the invoice was issued.'),
  billed_to: Party.extend({ phone: Phone }).describe('The store as it read when the invoice was issued.'),
  items: z.array(InvoiceItem),
  tendered: Money.describe('What fans paid in the month, fan fees included (= subtotal).'),
  earned: Money.describe('What the store earns from the month (= total).'),
  amount: Money.describe(
    "The store's own plan prices summed over the items (quantity × price); equals earned, as the fan fee is paid on top.",
  ),
  subtotal: Money.describe('The sum of the item amounts (= tendered).'),
  transaction_fee: Money.describe('The fan fees in the items, kept by the platform.'),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

export const SalesQuery = z.object({
  from: DateOnly.optional(),
  to: DateOnly.optional(),
});
/** One payment in the sales report: net = gross − fee. */
export const SaleRow = z
  .object({
    id: z.number().int(),
    paid_at: Timestamp,
    username: z.string(),
    plan_name: z.string(),
    gross: Money.describe('What the fan paid: plan price + fan fee.'),
    fee: Money.describe('The fan fee, kept by the platform.'),
    net: Money.describe('What the store earns: gross − fee.'),
    currency: z.literal('EUR'),
  })
  .meta({ id: 'SaleRow' });
export type SaleRow = z.infer<typeof SaleRow>;

/** Sums over every payment of the chosen range (all pages), so a paged report can show its totals. */
export const SalesTotals = z
  .object({
    count: z.number().int(),
    gross: Money.describe('What fans paid.'),
    fee: Money.describe('The fan fees, kept by the platform.'),
    net: Money.describe('What the store earns: gross − fee.'),
    currency: z.literal('EUR'),
  })
  .meta({ id: 'SalesTotals' });
export type SalesTotals = z.infer<typeof SalesTotals>;

/** GET /api/store/sales-report: one page of payments plus the totals of the whole range. */
export const SalesReportPage = listEnvelope(SaleRow).extend({ totals: SalesTotals });

/** A file part of a multipart body (a Blob in the browser); OpenAPI shows it as binary. */
const FilePart = z
  .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, 'Value is required')
  .meta({ type: 'string', contentMediaType: 'application/octet-stream' } as Record<string, unknown>);

/** The query of an upload: which of the store's pictures it is for. */
export const MediaUploadQuery = z.object({ slot: z.enum(MEDIA_SLOTS) });

/** POST /api/store/media (multipart/form-data): one picture in the part `file`. */
export const MediaUploadBody = z.object({ file: FilePart }).meta({ id: 'MediaUploadBody' });
export type MediaUploadBody = z.input<typeof MediaUploadBody>;

/** Where the uploaded picture is served; set it as the store's photo_url or logo_url. */
export const Media = z
  .object({ url: z.string(), content_type: z.enum(MEDIA_TYPES), size: z.number().int() })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof Media>;
