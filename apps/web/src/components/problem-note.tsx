import { Icon, TriangleAlert } from './icons';

/**
 * A problem that stays in view on the page (a delete the server refused, a broadcast that failed):
 * what went wrong in bold, why below it. `role` is "alert" when it appears after the merchant acted,
 * "note" when it is part of the record as loaded.
 */
export function ProblemNote({
  title,
  text,
  role,
  testId,
}: {
  title: string;
  text: string;
  role: 'alert' | 'note';
  testId: string;
}) {
  return (
    <div
      role={role}
      data-testid={testId}
      className="flex gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-inset ring-red-200"
    >
      <Icon icon={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{text}</p>
      </div>
    </div>
  );
}
