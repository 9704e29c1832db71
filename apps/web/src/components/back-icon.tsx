import { ChevronLeft, Icon } from './icons';

/** The round back control at the start of a top bar: a page's back link, the map picker's close. */
export const backControlClass =
  'rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The left chevron inside a back control; the control itself carries the accessible name. */
export function BackIcon() {
  return <Icon icon={ChevronLeft} className="h-6 w-6" />;
}
