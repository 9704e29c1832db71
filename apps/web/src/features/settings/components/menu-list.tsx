import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight, Icon, type IconNode } from '@/components/icons';

/** A titled group of menu rows in one white panel. */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {children}
      </ul>
    </section>
  );
}

/** One row: icon, label, an optional line under it or a value on the right, and a chevron. */
export function MenuLink({
  to,
  icon,
  label,
  hint,
  value,
  testId,
}: {
  to: string;
  icon: IconNode;
  label: string;
  hint?: string;
  value?: string;
  testId?: string;
}) {
  return (
    <li>
      <Link
        to={to}
        data-testid={testId}
        className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          <Icon icon={icon} className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">{label}</span>
          {hint && <span className="block text-xs text-slate-600">{hint}</span>}
        </span>
        {value && <span className="shrink-0 text-sm text-slate-600">{value}</span>}
        <Icon icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}
