import { useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
  type YAxisTickContentProps,
} from 'recharts';
import { axisMoney, type RevenuePoint } from '../revenue-series';

type Props = {
  series: RevenuePoint[];
  formatAmount: (amount: number) => string;
  currency?: string;
};

/** The hovered or tapped month in full, with its amount as money. */
function MonthTooltip({ active, payload, formatAmount }: TooltipContentProps & Pick<Props, 'formatAmount'>) {
  const point = payload?.[0]?.payload as RevenuePoint | undefined;
  if (!active || !point) return null;
  return (
    <div
      data-testid="revenue-tooltip"
      className="rounded-lg bg-slate-900 px-3 py-2 text-xs whitespace-nowrap text-white shadow-lg"
    >
      <p className="font-medium">{point.fullLabel}</p>
      <p className="tabular-nums">{formatAmount(point.amount)}</p>
    </div>
  );
}

const BASELINE_SHIFT = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label as plain SVG text. recharts' own label measures each word in the page, to wrap
 * it, and the axis has no room to wrap into: that measuring was most of the chart's first draw.
 * It carries a class of its own rather than recharts' `recharts-cartesian-axis-tick-value`: the
 * axis reads the computed font of the first label with that class, to space labels it measures,
 * and that read made the browser work out the whole new page's styles in the middle of the draw.
 */
function AxisTick({
  x,
  y,
  payload,
  textAnchor,
  verticalAnchor,
  fill,
  tickFormatter,
  index,
  fontSize,
}: (XAxisTickContentProps | YAxisTickContentProps) & { fontSize?: number }) {
  return (
    <text
      x={x}
      y={y}
      dy={BASELINE_SHIFT[verticalAnchor]}
      textAnchor={textAnchor}
      fill={fill}
      fontSize={fontSize}
      className="revenue-axis-tick"
    >
      {tickFormatter ? tickFormatter(payload.value, index) : payload.value}
    </text>
  );
}

/** A press inside the chart shows its tooltip; it must not move focus into the chart. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

// recharts keeps its components' props in a store: an object or a function made anew in each render
// is a change it recomputes the chart for (its performance guide: keep references stable). So the
// constant props live here, and the others are memoised below.
const MARGIN = { top: 8, right: 0, bottom: 0, left: 0 };
const CHART_STYLE = { width: '100%', height: '100%' };
const BAR_RADIUS: [number, number, number, number] = [6, 6, 0, 0];
const CURSOR = { fill: 'var(--color-brand-50)', stroke: 'none' };
/**
 * The grid draws no vertical lines, and says so: its default generator still works out where they
 * would be, and before the X axis has registered its settings it does so by measuring each month's
 * label in the page.
 */
const NO_LINES = () => [];
const renderXTick = (props: XAxisTickContentProps) => (
  <AxisTick {...props} fill="var(--color-slate-600)" fontSize={12} />
);
const renderYTick = (props: YAxisTickContentProps) => (
  <AxisTick {...props} fill="var(--color-slate-500)" fontSize={11} />
);

/**
 * The last 6 months' revenue as bars (recharts), filling the box it is given. Loaded as a chunk of
 * its own (RevenueCard), after the card's figures show. The figures are read from the table beside
 * it, so the chart is hidden from screen readers and takes no focus: recharts' keyboard layer
 * (`accessibilityLayer`, on by default) is off. A hover or a tap on a month shows its tooltip,
 * which stays inside the chart.
 */
export default function RevenueChart({ series, formatAmount, currency = 'EUR' }: Props) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const hasRevenue = series.some((p) => p.amount > 0);
  // From 0 to a round amount above the best month; a store with no revenue yet reads its empty
  // months against 0–100 rather than 0–4.
  const domain = useMemo<[number, number | 'auto']>(() => (hasRevenue ? [0, 'auto'] : [0, 100]), [hasRevenue]);
  const formatTick = useCallback((amount: number) => axisMoney(amount, locale, currency), [locale, currency]);
  const renderTooltip = useCallback(
    (props: TooltipContentProps) => <MonthTooltip {...props} formatAmount={formatAmount} />,
    [formatAmount],
  );
  return (
    <div aria-hidden="true" className="h-full w-full select-none" data-testid="revenue-chart" onMouseDown={keepFocus}>
      <BarChart responsive data={series} accessibilityLayer={false} margin={MARGIN} style={CHART_STYLE}>
        <CartesianGrid
          vertical={false}
          verticalCoordinatesGenerator={NO_LINES}
          strokeDasharray="3 3"
          stroke="var(--color-slate-200)"
        />
        <XAxis dataKey="label" interval={0} tickLine={false} axisLine={false} fontSize={12} tick={renderXTick} />
        <YAxis
          // A fixed width and every tick shown: measuring each label in the page, to size the axis
          // or to thin out its ticks, cost the chart's first draw as much as the rest of it.
          width={60}
          interval={0}
          domain={domain}
          allowDecimals={false}
          tickFormatter={formatTick}
          tickLine={false}
          axisLine={false}
          fontSize={11}
          tick={renderYTick}
        />
        <Tooltip
          // It moves to the tapped month at once, as the bars stand at once.
          isAnimationActive={false}
          cursor={CURSOR}
          content={renderTooltip}
        />
        {/* minPointSize keeps a sliver for an empty month, so every month has a bar to see. */}
        <Bar
          dataKey="amount"
          fill="var(--color-brand-600)"
          radius={BAR_RADIUS}
          maxBarSize={32}
          minPointSize={2}
          // The bars stand at once: growing them redrew the chart in every frame for half a second.
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
