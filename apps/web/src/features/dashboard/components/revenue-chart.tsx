import { nice, range, tickStep } from 'd3-array';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { axisMoney, type RevenuePoint } from '../revenue-series';

/** Gridlines the amounts' axis aims for (a few round amounts, as d3 picks them). */
const TICKS = 4;
/** The amounts' axis: its labels are right-aligned in this width, left of the bars. */
const AXIS = '52px';

/**
 * The amounts' axis: 0 up to a round amount at or above the best month, in whole steps of 1, 2 or 5
 * times a power of ten. A store with no revenue yet still gets an axis to read the empty bars against.
 */
export function revenueScale(amounts: readonly number[]): { top: number; ticks: number[] } {
  const max = Math.max(0, ...amounts);
  const [, top] = max > 0 ? nice(0, max, TICKS) : [0, 100];
  const step = Math.max(1, tickStep(0, top, TICKS));
  const niceTop = Math.ceil(top / step) * step;
  return { top: niceTop, ticks: range(0, niceTop + step / 2, step) };
}

/** Where the tooltip stands over its month's column (a share of it), and how it aligns there. */
const TOOLTIP = {
  start: { at: 0.1, align: '' },
  middle: { at: 0.5, align: '-translate-x-1/2' },
  end: { at: 0.9, align: '-translate-x-full' },
};

/** Where a point sits on the amounts' axis, as a share of the plot's height. */
const percentOf = (amount: number, top: number) => `${(Math.max(0, amount) / top) * 100}%`;

/**
 * The 6-month revenue bars, drawn with HTML and CSS: six bars, their months and a few amounts, so
 * it takes a phone a millisecond to draw rather than the tenth of a second a charting library's
 * mount took. The accessible version of the figures is the table beside it (RevenueCard), so the
 * chart is hidden from screen readers and takes no focus; a tap or hover on a month shows its
 * tooltip.
 */
export function RevenueChart({
  series,
  formatAmount,
  currency = 'EUR',
}: {
  series: RevenuePoint[];
  formatAmount: (amount: number) => string;
  currency?: string;
}) {
  const { i18n } = useTranslation();
  const [active, setActive] = useState<number | null>(null);
  const { top, ticks } = revenueScale(series.map((p) => p.amount));
  const shown = active === null ? undefined : series[active];
  // The tooltip sits above its month: beside the first months it starts at the bar, beside the last
  // it ends there, so it never leaves the card at 320 px.
  const place =
    active === null
      ? TOOLTIP.middle
      : active < 2
        ? TOOLTIP.start
        : active > series.length - 3
          ? TOOLTIP.end
          : TOOLTIP.middle;
  const anchor = ((active ?? 0) + place.at) / series.length;

  return (
    <div
      aria-hidden="true"
      className="relative grid h-44 w-full select-none"
      style={{ gridTemplateColumns: `${AXIS} 1fr`, gridTemplateRows: '8px 1fr 24px' }}
      data-testid="revenue-chart"
      // A click or tap shows the tooltip; it must not move focus into the chart.
      onMouseDown={(e) => e.preventDefault()}
      onMouseLeave={() => setActive(null)}
    >
      <div className="relative col-start-1 row-start-2" data-testid="revenue-axis-amounts">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-2 translate-y-1/2 text-[11px] leading-none text-slate-500 tabular-nums"
            style={{ bottom: percentOf(tick, top) }}
            data-testid="revenue-amount-tick"
          >
            {axisMoney(tick, i18n.language, currency)}
          </span>
        ))}
      </div>
      <div className="relative col-start-2 row-start-2">
        {ticks.map((tick) => (
          <div
            key={tick}
            className="absolute inset-x-0 border-t border-dashed border-slate-200"
            style={{ bottom: percentOf(tick, top) }}
          />
        ))}
        <div className="absolute inset-0 flex items-end">
          {series.map((point, i) => (
            <div
              key={point.month}
              className={`relative flex h-full min-w-0 flex-1 items-end justify-center ${active === i ? 'bg-indigo-50' : ''}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => setActive(i)}
              data-testid="revenue-month-column"
            >
              {/* minHeight keeps a sliver for an empty month, so every month has a bar to tap. */}
              <div
                className="w-3/5 max-w-8 rounded-t-md bg-indigo-600"
                style={{ height: percentOf(point.amount, top), minHeight: 2 }}
                data-testid="revenue-bar"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="col-start-2 row-start-3 flex items-end" data-testid="revenue-axis-months">
        {series.map((point) => (
          <span
            key={point.month}
            className="min-w-0 flex-1 truncate text-center text-xs leading-none text-slate-600"
            data-testid="revenue-month-tick"
          >
            {point.label}
          </span>
        ))}
      </div>
      {shown && (
        <div
          data-testid="revenue-tooltip"
          className={`pointer-events-none absolute top-0 z-10 rounded-lg bg-slate-900 px-3 py-2 text-xs whitespace-nowrap text-white shadow-lg ${place.align}`}
          style={{ left: `calc(${AXIS} + (100% - ${AXIS}) * ${anchor})` }}
        >
          <p className="font-medium">{shown.fullLabel}</p>
          <p className="tabular-nums">{formatAmount(shown.amount)}</p>
        </div>
      )}
    </div>
  );
}
