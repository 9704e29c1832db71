import { useTranslation } from 'react-i18next';
import { GrowthBadge } from './growth-badge';

export interface ReportFigureProps {
  value: string;
  caption?: string;
  growth: number;
  testId: string;
}

/** The headline number of a panel with its growth "from last month". */
export function ReportFigure({ value, caption, growth, testId }: ReportFigureProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid={testId}>
          {value}
        </span>
        {caption && <span className="text-xs text-slate-600">{caption}</span>}
      </p>
      <GrowthBadge growth={growth} label={t('ui.report.fromLastMonth')} />
    </div>
  );
}
