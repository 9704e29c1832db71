import type { ReactNode } from 'react';

/**
 * One named figure of a `<dl>`: the name small above, the amount in even-width digits below.
 * The figures of one list line up, whichever screen shows them.
 */
export function Stat({
  label,
  testId,
  strong = false,
  className = '',
  children,
}: {
  label: string;
  testId?: string;
  /** The figure that matters most in its list (what the store earns). */
  strong?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`${strong ? 'font-semibold ' : ''}tabular-nums text-slate-900`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A Stat on a grey tile, for the figures beside a card's headline amount. */
export function StatTile(props: { label: string; testId?: string; children: ReactNode }) {
  return <Stat {...props} strong className="rounded-xl bg-slate-50 px-3 py-2" />;
}
