/**
 * The voucher form's values and how they map to and from the contract: inputs hold text (a price
 * may be typed "3,60"), the body holds numbers, nulls and the schedule only when one is set.
 */
import type { Voucher, VoucherBody, VoucherTypeCode } from '@mbo/contracts';
import { formatNumber } from '@/lib/format';
import type { WeekdayCode } from './voucher-display';

export interface VoucherFormValues {
  name: string;
  voucher_type: VoucherTypeCode;
  /** Euros (DFP, GDS) or percent (DPR), as typed. */
  value: string;
  status: 'draft' | 'published';
  /** Empty for no limit. */
  quantity: string;
  start_date: string;
  /** Empty for open-ended. */
  end_date: string;
  /** Whether the voucher is limited to certain days and hours. */
  has_schedule: boolean;
  schedule: { start_time: string; end_time: string; days: WeekdayCode[] };
  /** Empty for none. */
  category: '' | NonNullable<Voucher['category']>;
  informations: string[];
  terms_and_conditions: string;
}

const DEFAULT_SCHEDULE: VoucherFormValues['schedule'] = {
  start_time: '08:00',
  end_time: '11:00',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
};

/** A new voucher: a draft starting today, no limits. */
export function emptyVoucherForm(today: string): VoucherFormValues {
  return {
    name: '',
    voucher_type: 'DFP',
    value: '',
    status: 'draft',
    quantity: '',
    start_date: today,
    end_date: '',
    has_schedule: false,
    schedule: { ...DEFAULT_SCHEDULE, days: [...DEFAULT_SCHEDULE.days] },
    category: '',
    informations: [''],
    terms_and_conditions: '',
  };
}

/** A number as the locale's input shows it ("3.6" → "3,60" in German for money). */
function valueText(type: VoucherTypeCode, value: number, locale: string): string {
  if (type === 'GDS' && value === 0) return '';
  const digits =
    type === 'DPR' ? { maximumFractionDigits: 20 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return formatNumber(value, locale, { ...digits, useGrouping: false });
}

/** A stored voucher as form values. */
export function toFormValues(v: Voucher, locale: string): VoucherFormValues {
  return {
    name: v.name,
    voucher_type: v.voucher_type.code,
    value: valueText(v.voucher_type.code, v.value, locale),
    // An expired voucher is edited as what it is stored as; its end date decides that it expired.
    status: v.status === 'draft' ? 'draft' : 'published',
    quantity: v.quantity === null ? '' : String(v.quantity),
    start_date: v.start_date,
    end_date: v.end_date ?? '',
    has_schedule: v.schedule !== null,
    schedule: v.schedule ? { ...v.schedule, days: [...v.schedule.days] } : { ...DEFAULT_SCHEDULE },
    category: v.category ?? '',
    informations: v.informations.length > 0 ? [...v.informations] : [''],
    terms_and_conditions: v.terms_and_conditions,
  };
}

export const NAME_MAX = 80;

/** A copy to create: the name marked as a copy (within the name's limit), as a draft. */
export function duplicateValues(v: Voucher, locale: string, copySuffix: string): VoucherFormValues {
  const suffix = ` ${copySuffix}`;
  return {
    ...toFormValues(v, locale),
    name: `${v.name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`,
    status: 'draft',
  };
}

/**
 * Text as a number: "3,60" and "3.60" both read 3.6; empty reads `undefined` (the schema says it
 * is required) and anything else NaN (the schema says it is not a number).
 */
export function parseNumber(text: string): number | undefined {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return undefined;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(s) ? Number(s) : Number.NaN;
}

function dropTrailingEmpty(items: string[]): string[] {
  let end = items.length;
  while (end > 0 && items[end - 1]!.trim() === '') end--;
  return items.slice(0, end);
}

/** The form's values as the contract's body (before the schema checks it). */
export function toBody(values: VoucherFormValues): VoucherBody {
  const value = parseNumber(values.value);
  const quantity = parseNumber(values.quantity);
  return {
    name: values.name,
    voucher_type: values.voucher_type,
    // A goodie's retail value is optional; none is 0.
    value: (values.voucher_type === 'GDS' && value === undefined ? 0 : value) as number,
    status: values.status,
    quantity: quantity === undefined ? null : quantity,
    ...(values.start_date ? { start_date: values.start_date } : {}),
    end_date: values.end_date || null,
    schedule: values.has_schedule
      ? {
          start_time: values.schedule.start_time,
          end_time: values.schedule.end_time,
          // Monday first, whatever order they were ticked in.
          days: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).filter((d) =>
            values.schedule.days.includes(d),
          ),
        }
      : null,
    category: values.category || null,
    // Empty rows at the end were added and left: they are not points. An empty row between points
    // stays, so the schema asks for its text at the right place.
    informations: dropTrailingEmpty(values.informations),
    terms_and_conditions: values.terms_and_conditions,
  };
}
