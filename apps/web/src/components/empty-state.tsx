import type { ReactNode } from 'react';

/**
 * An empty list: an illustration of what is missing, a text (e.g. "No vouchers yet"), an optional
 * hint and, as children, the one way forward (a button or link). Each list brings its own picture
 * (components/art, or the feature's art folder); the crossed-out card is the not-found page's.
 */
export function EmptyState({
  text,
  hint,
  art,
  testId,
  children,
}: {
  text: string;
  hint?: string;
  /** The illustration: the URL of an .svg file (decorative). */
  art: string;
  /** A test id for the hint, where a test reads what it says. */
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid="empty-state" className="flex flex-col items-center gap-2 py-6 text-center">
      <img src={art} alt="" className="h-20 w-28" />
      <p className="text-sm font-medium text-slate-700">{text}</p>
      {hint && (
        <p className="max-w-xs text-xs text-slate-600" data-testid={testId}>
          {hint}
        </p>
      )}
      {children && <div className="mt-2 flex flex-col items-center gap-2">{children}</div>}
    </div>
  );
}
