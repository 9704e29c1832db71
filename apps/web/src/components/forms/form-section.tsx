import type { ReactNode } from 'react';

/** A titled group of a long form's fields ("Basics", "Opening hours"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5">
      <h2 className="border-b border-slate-100 pb-2 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
