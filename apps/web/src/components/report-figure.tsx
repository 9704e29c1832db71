import type { ComparedPeriod } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDayRange, formatShortDay } from '@/lib/format';
import { GrowthBadge } from './growth-badge';

/**
 * What a figure's growth compares: a sum over this month so far with the same days of last month
 * ("vs. 1–24 Oct"), a count now with the same moment last month ("vs. 24 Oct"), or, under a figure
 * of several months, this month's sum ("this month vs. 1–24 Oct").
 */
export type Comparison = 'days' | 'moment' | 'thisMonth';

export interface ReportFigureProps {
  value: string;
  caption?: string;
  /** null when there is nothing to compare yet (the figure and last month's are both 0): no badge. */
  growth: number | null;
  /** The days the server compared with, and how to say it. */
  compared: ComparedPeriod;
  comparison?: Comparison;
  testId: string;
}

/** The headline number of a panel with its growth, saying what it is compared with. */
export function ReportFigure({ value, caption, growth, compared, comparison = 'days', testId }: ReportFigureProps) {
  const { t, i18n } = useTranslation(['ui']);
  const period = formatDayRange(compared.from, compared.to, i18n.language);
  const label =
    comparison === 'moment'
      ? t('ui:report.versusMoment', { day: formatShortDay(compared.to, i18n.language) })
      : comparison === 'thisMonth'
        ? t('ui:report.thisMonthVersus', { period })
        : t('ui:report.versusDays', { period });
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid={testId}>
          {value}
        </span>
        {caption && <span className="text-xs text-slate-600">{caption}</span>}
      </p>
      {growth !== null && <GrowthBadge growth={growth} label={label} />}
    </div>
  );
}

/**
 * A figure's growth, or null when there is nothing to compare: the figure is 0 and so was last
 * month's (a growth of 0 on a figure of 0; a fall to 0 reads -100 %). A new store's "▲ 0 %" says
 * nothing.
 */
export const growthToShow = (figure: number, growth: number): number | null =>
  figure === 0 && growth === 0 ? null : growth;
