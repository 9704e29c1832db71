import type { ReactNode } from 'react';
import emptyCardArt from './art/empty-card.svg';

/**
 * An empty list: an illustration, a text (e.g. "No vouchers yet"), an optional hint and, as
 * children, the way forward (a button or link).
 */
export function EmptyState({
  text,
  hint,
  art,
  children,
}: {
  text: string;
  hint?: string;
  /** Another illustration than the empty card: the URL of an .svg file (decorative). */
  art?: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid="empty-state" className="flex flex-col items-center gap-2 py-6 text-center">
      <img src={art ?? emptyCardArt} alt="" className="h-20 w-28" />
      <p className="text-sm font-medium text-slate-700">{text}</p>
      {hint && <p className="max-w-xs text-xs text-slate-600">{hint}</p>}
      {children && <div className="mt-2 flex flex-col items-center gap-2">{children}</div>}
    </div>
  );
}
