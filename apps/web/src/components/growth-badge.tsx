import { useTranslation } from 'react-i18next';
import { formatGrowth, growthTone } from '@/lib/format';
import { Icon, Triangle } from './icons';

const TONES = {
  up: 'bg-green-50 text-green-700 ring-green-200',
  down: 'bg-red-50 text-red-700 ring-red-200',
} as const;

/** Growth against the period its label names: a whole-number percent, green at zero or above, red below. */
export function GrowthBadge({ growth, label }: { growth: number; label?: string }) {
  const { i18n } = useTranslation();
  const tone = growthTone(Math.round(growth));
  return (
    // The label moves under the badge when a narrow card has no room beside it.
    <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600">
      <span
        data-testid="growth-badge"
        data-tone={tone}
        className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold ring-1 ${TONES[tone]}`}
      >
        <Icon icon={Triangle} className={`h-3 w-3 ${tone === 'up' ? '' : 'rotate-180'}`} fill="currentColor" />
        {formatGrowth(growth, i18n.language)}
      </span>
      {label && <span className="min-w-0">{label}</span>}
    </span>
  );
}
