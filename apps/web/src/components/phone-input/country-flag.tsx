import { Globe, Icon } from '../icons';
import { flagUrl } from './flag';

/**
 * A country's flag at text size. `show` false keeps only the grey frame, so a long list fetches
 * the flags of the rows on screen and nothing else. Without an ISO code it shows a globe.
 */
export function CountryFlag({ iso, show = true }: { iso: string | null; show?: boolean }) {
  if (!iso) {
    return <Icon icon={Globe} className="h-[15px] w-[22px] shrink-0 text-slate-500" strokeWidth={1.6} />;
  }
  return (
    <span
      aria-hidden="true"
      className="block h-[15px] w-[22px] shrink-0 overflow-hidden rounded-[3px] bg-slate-200 ring-1 ring-slate-900/10"
    >
      {show && (
        <img src={flagUrl(iso)} alt="" width={22} height={15} decoding="async" className="block h-full w-full" />
      )}
    </span>
  );
}
