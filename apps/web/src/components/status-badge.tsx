import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'error' | 'neutral' | 'info';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-orange-50 text-orange-800 ring-orange-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  info: 'bg-brand-50 text-brand-700 ring-brand-100',
};

/** A small status pill (draft orange, published green, expired red, …); the text carries the meaning. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-testid="status-badge"
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
