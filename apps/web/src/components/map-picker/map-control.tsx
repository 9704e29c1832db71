import { Icon, type IconNode } from '@/components/icons';

/** A round button floating over the map, showing one icon and named by `label`. */
export function MapControl({
  label,
  onClick,
  testId,
  icon,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
  icon: IconNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="rounded-full bg-white p-3 text-brand-700 shadow-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={label}
    >
      <Icon icon={icon} className="h-6 w-6" />
    </button>
  );
}
