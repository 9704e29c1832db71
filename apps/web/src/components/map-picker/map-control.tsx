import type { ReactNode } from 'react';

/** A round button floating over the map; children are the icon's shapes on a 24×24 outline grid. */
export function MapControl({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="rounded-full bg-white p-3 text-brand-700 shadow-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={label}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {children}
      </svg>
    </button>
  );
}
