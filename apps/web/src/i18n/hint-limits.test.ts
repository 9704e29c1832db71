import {
  BroadcastBody,
  MEDIA_MAX_BYTES,
  PERCENT_RANGE,
  PlanBody,
  PlanVoucherInput,
  RegisterBody,
  UpdateStoreBody,
  VoucherBody,
  z,
} from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { de, en } from './all-resources';

/**
 * The numbers a hint or a field message tells a merchant are the limits the contract enforces.
 * Each text below is tied to the schema it describes; a limit changed in the contract fails here
 * until the English and the German text say the new number.
 */

type JsonSchema = {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** A body's JSON Schema, with the named schemas it refers to put in place. */
function json(schema: z.ZodType): JsonSchema {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, unknown>;
  };
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: string }).$ref;
    if (ref?.startsWith('#/$defs/')) return inline(root.$defs?.[ref.slice('#/$defs/'.length)]);
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
  };
  return inline({ ...root, $defs: undefined }) as JsonSchema;
}
/** A field of a body, without its "or null". */
const field = (body: z.ZodType, name: string): JsonSchema => {
  const node = json(body).properties?.[name];
  if (!node) throw new Error(`no field ${name}`);
  return node.anyOf?.find((n) => Object.keys(n).length > 1) ?? node;
};
const length = (s: JsonSchema) => ({ min: s.minLength!, max: s.maxLength! });
const range = (s: JsonSchema) => ({ min: s.minimum!, max: s.maximum! });
const items = (s: JsonSchema) => ({ min: s.minItems!, max: s.maxItems! });

const broadcast = length(field(BroadcastBody, 'description'));
const planName = length(field(PlanBody, 'name'));
const labelList = field(PlanBody, 'how_to_use');
const voucherValue = range(field(VoucherBody, 'value'));
const quantity = range(field(VoucherBody, 'quantity'));
const registerName = length(field(RegisterBody, 'name'));
const registerAddress = length(field(RegisterBody, 'address'));
const storeName = length(field(UpdateStoreBody, 'name'));
const storeAddress = length(field(UpdateStoreBody, 'address'));
const megabytes = MEDIA_MAX_BYTES / (1024 * 1024);

/** Each text, and the numbers it must say, in the order it says them. */
const TIED: Record<string, number[]> = {
  'broadcasts.request.descriptionHint': [broadcast.min, broadcast.max],
  'broadcasts.errors.descriptionShort': [broadcast.min],
  'broadcasts.errors.descriptionLong': [broadcast.max],

  'plans.form.errors.nameShort': [planName.min],
  'plans.form.errors.nameLong': [planName.max],
  'plans.form.errors.price': Object.values(range(field(PlanBody, 'price'))),
  'plans.form.errors.tooManyVouchers': [items(field(PlanBody, 'vouchers')).max],
  'plans.form.errors.maxUse': Object.values(range(field(PlanVoucherInput, 'max_use_qty'))),
  'plans.form.errors.pointLong': [labelList.items!.maxLength!],
  'plans.form.errors.pointsMany': [items(labelList).max],
  'plans.form.errors.termsLong': [length(field(PlanBody, 'terms_and_conditions')).max],

  'vouchers.form.valuePercentHint': [PERCENT_RANGE.min, PERCENT_RANGE.max],
  'vouchers.form.errors.percentRange': [PERCENT_RANGE.min, PERCENT_RANGE.max],
  'vouchers.form.quantityHint': [quantity.min, quantity.max],
  'vouchers.form.errors.quantity': [quantity.min, quantity.max],
  'vouchers.form.errors.nameShort': [length(field(VoucherBody, 'name')).min],
  'vouchers.form.errors.nameLong': [length(field(VoucherBody, 'name')).max],
  'vouchers.form.errors.valueNegative': [voucherValue.min],
  'vouchers.form.errors.valueBig': [voucherValue.max],
  'vouchers.form.errors.pointLong': [field(VoucherBody, 'informations').items!.maxLength!],
  'vouchers.form.errors.pointsMany': [items(field(VoucherBody, 'informations')).max],
  'vouchers.form.errors.termsLong': [length(field(VoucherBody, 'terms_and_conditions')).max],

  'auth.errors.nameShort': [registerName.min],
  'auth.errors.nameLong': [registerName.max],
  'auth.errors.addressShort': [registerAddress.min],
  'auth.errors.addressLong': [registerAddress.max],
  'settings.edit.errors.nameShort': [storeName.min],
  'settings.edit.errors.nameLong': [storeName.max],
  'settings.edit.errors.addressShort': [storeAddress.min],
  'settings.edit.errors.addressLong': [storeAddress.max],
  'settings.edit.errors.aboutLong': [length(field(UpdateStoreBody, 'about')).max],
  'settings.picture.photoHint': [megabytes],
  'settings.picture.logoHint': [megabytes],
  'settings.picture.tooLarge': [megabytes],
};

/** Hints and messages whose numbers are examples or rules without a limit to read. */
const NOT_LIMITS = new Set([
  'signup.register.phoneHint', // "without the leading 0"
  'settings.phone.errors.invalid', // "without the leading 0"
  'settings.edit.errors.time', // an example time
  'vouchers.form.errors.number', // an example number
  'vouchers.form.errors.valueDecimals', // "two decimals" and an example amount
  'plans.form.errors.priceDecimals', // "two decimals" and an example price
  'vouchers.form.errors.positive', // "more than 0": the contract's rule for a fixed discount
  'vouchers.list.emptyHint', // an example voucher
]);

function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

/** The numbers a text says, read in its language ("10,000.00" in English, "10.000,00" in German). */
function numbers(text: string, lang: 'en' | 'de'): number[] {
  const [group, decimal] = lang === 'en' ? [',', '.'] : ['.', ','];
  return (text.replace(/\{\{[^}]*\}\}/g, '').match(/\d[\d.,]*\d|\d/g) ?? []).map((n) =>
    Number(n.split(group).join('').replace(decimal, '.')),
  );
}

describe('hints and field messages', () => {
  const byLang = { en: new Map(texts(en)), de: new Map(texts(de)) };

  for (const [key, expected] of Object.entries(TIED)) {
    it(`${key} says the contract's limits`, () => {
      for (const lang of ['en', 'de'] as const) {
        const text = byLang[lang].get(key);
        expect(text, `${lang}:${key}`).toBeDefined();
        expect(numbers(text!, lang), `${lang}: ${text}`).toEqual(expected);
      }
    });
  }

  it('every hint or field message that states a number is tied to a limit above', () => {
    const untied = [...byLang.en]
      .filter(([key]) => /Hint$|\.errors\.|tooLarge$/.test(key))
      .filter(([key, text]) => numbers(text, 'en').length > 0 && !(key in TIED) && !NOT_LIMITS.has(key))
      .map(([key]) => key);
    expect(untied).toEqual([]);
  });
});
