import { useId, type ReactNode } from 'react';

/**
 * A part of a page under its own heading, which names the part for screen readers; its contents
 * stack with a gap. The heading is the page's second level, below its one h1.
 */
export function TitledSection({
  title,
  className = 'gap-3',
  children,
}: {
  title: string;
  /** The gap, and any panel look (a tinted box). */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col ${className}`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
