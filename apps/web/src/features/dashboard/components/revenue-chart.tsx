import { useTranslation } from '@/i18n';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisMoney } from '../revenue-series';
import type { RevenuePoint } from '../revenue-series';

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: RevenuePoint }[];
  formatAmount: (amount: number) => string;
}

function RevenueTooltip({ active, payload, formatAmount }: TooltipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div data-testid="revenue-tooltip" className="rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg">
      <p className="font-medium">{point.fullLabel}</p>
      <p className="tabular-nums">{formatAmount(point.amount)}</p>
    </div>
  );
}

/** The 6-month revenue bars; loaded lazily so recharts stays out of every other screen. */
export default function RevenueChart({
  series,
  formatAmount,
  currency = 'EUR',
}: {
  series: RevenuePoint[];
  formatAmount: (amount: number) => string;
  currency?: string;
}) {
  const { i18n } = useTranslation();
  return (
    // The accessible version of the figures is the table beside the chart, so nothing in the chart
    // takes focus: a tap on a bar shows the tooltip, never a focus rectangle around the chart.
    <div
      aria-hidden="true"
      className="h-44 w-full [&_*:focus]:outline-none [&_.recharts-surface]:outline-none"
      data-testid="revenue-chart"
      // A click or tap shows the tooltip; it must not move focus into the chart's SVG.
      onMouseDown={(e) => e.preventDefault()}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#475569' }}
            interval={0}
          />
          <CartesianGrid vertical={false} stroke="#e2e8f0" strokeDasharray="3 3" />
          {/* A few round amounts in the locale ("1.2K €"), so the bars can be read without a tap. */}
          <YAxis
            domain={[0, 'auto']}
            tickCount={4}
            allowDecimals={false}
            width={52}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 11, fill: '#64748b' }}
            tickFormatter={(v: number) => axisMoney(v, i18n.language, currency)}
          />
          <Tooltip
            cursor={{ fill: '#eef2ff' }}
            content={<RevenueTooltip formatAmount={formatAmount} />}
            isAnimationActive={false}
          />
          {/* minPointSize keeps a sliver for empty months, so every month has a bar to hover. */}
          <Bar
            dataKey="amount"
            fill="#4f46e5"
            radius={[6, 6, 0, 0]}
            maxBarSize={32}
            minPointSize={2}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
