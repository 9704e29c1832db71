import type { ReactNode } from 'react';

/**
 * Label/value rows about one record (a broadcast, a voucher, a plan's price), one under the other
 * with a hairline between them. `className` places the list in its card (a top rule, a margin).
 */
export function FactList({
  className = '',
  testId,
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <dl className={`divide-y divide-slate-100 ${className}`} data-testid={testId}>
      {children}
    </dl>
  );
}

/**
 * One row of a FactList: the label on the left, the value on the right; a long value wraps below
 * the label rather than squeezing it on a narrow screen.
 */
export function Fact({
  term,
  testId,
  numeric = false,
  children,
}: {
  term: string;
  testId: string;
  /** Amounts: digits of even width, so rows of figures line up. */
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd
        className={`min-w-0 text-right text-sm font-medium text-slate-900 ${numeric ? 'tabular-nums' : ''}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
