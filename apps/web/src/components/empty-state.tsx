import type { ReactNode } from 'react';

/** The default illustration: an empty card. */
function EmptyCardArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 90" className="h-20 w-28">
      <ellipse cx="60" cy="80" rx="44" ry="6" fill="#e2e8f0" />
      <rect x="26" y="22" width="68" height="50" rx="8" fill="#eef2ff" stroke="#a5b4fc" strokeWidth="2" />
      <path d="M26 38h68" stroke="#a5b4fc" strokeWidth="2" />
      <rect x="36" y="46" width="32" height="5" rx="2.5" fill="#c7d2fe" />
      <rect x="36" y="56" width="22" height="5" rx="2.5" fill="#c7d2fe" />
      <circle cx="88" cy="20" r="12" fill="#fff" stroke="#6366f1" strokeWidth="2" />
      <path d="M84 16l8 8M92 16l-8 8" stroke="#6366f1" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

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
  /** Another illustration than the empty card (decorative: aria-hidden). */
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div data-testid="empty-state" className="flex flex-col items-center gap-2 py-6 text-center">
      {art ?? <EmptyCardArt />}
      <p className="text-sm font-medium text-slate-700">{text}</p>
      {hint && <p className="max-w-xs text-xs text-slate-600">{hint}</p>}
      {children && <div className="mt-2 flex flex-col items-center gap-2">{children}</div>}
    </div>
  );
}
