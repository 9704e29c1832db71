import { dayjs } from '@/lib/dayjs';
import { listParams } from '@/lib/use-list-params';

/** A sales report range: two calendar days, both included (YYYY-MM-DD). */
export interface SalesRange {
  from: string;
  to: string;
}

export type RangePreset = 'thisMonth' | 'lastMonth' | 'last3Months' | 'thisYear';
export const RANGE_PRESETS: readonly RangePreset[] = ['thisMonth', 'lastMonth', 'last3Months', 'thisYear'];

const DAY = 'YYYY-MM-DD';
const isDay = (v: string | null): v is string => !!v && dayjs(v, DAY, true).isValid();

/** The days a preset covers, counted from `today`. */
export function presetRange(preset: RangePreset, today = dayjs()): SalesRange {
  const day = (d: typeof today) => d.format(DAY);
  switch (preset) {
    case 'thisMonth':
      return { from: day(today.startOf('month')), to: day(today) };
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return { from: day(last.startOf('month')), to: day(last.endOf('month')) };
    }
    case 'last3Months':
      return { from: day(today.subtract(2, 'month').startOf('month')), to: day(today) };
    case 'thisYear':
      return { from: day(today.startOf('year')), to: day(today) };
  }
}

/** The preset a range is exactly, if any (to mark its chip as chosen). */
export function presetOf(range: SalesRange, today = dayjs()): RangePreset | undefined {
  return RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
}

/**
 * The range in the URL (`from`, `to`). A missing or malformed day reads as this month's; an end
 * before the start is swapped, so a hand-edited link still shows a report.
 */
export function rangeFromParams(params: URLSearchParams, today = dayjs()): SalesRange {
  const fallback = presetRange('thisMonth', today);
  const from = params.get('from');
  const to = params.get('to');
  const range = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return range.to < range.from ? { from: range.to, to: range.from } : range;
}

/** The report's range and page as the address names them; the page reads as a list's does (lib/use-list-params). */
export function reportParams(params: URLSearchParams, today = dayjs()): { range: SalesRange; page: number } {
  return { range: rangeFromParams(params, today), page: listParams(params).page };
}
