import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Heading level of the title, to fit the page's outline. */
  level?: 2 | 3;
}

/** A white panel with an optional heading that names it; the building block of the report screens. */
export function Card({ title, action, children, className = '', testId, level = 2 }: CardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-testid={testId}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      {(title || action) && (
        <div className="mb-2 flex items-center justify-between gap-2">
          {title && (
            <Heading id={headingId} className="text-sm font-semibold text-slate-700">
              {title}
            </Heading>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
