import { flagUrl } from './flag';

/**
 * A country's flag at text size. `show` false keeps only the grey frame, so a long list fetches
 * the flags of the rows on screen and nothing else. Without an ISO code it shows a globe.
 */
export function CountryFlag({ iso, show = true }: { iso: string | null; show?: boolean }) {
  if (!iso) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-[15px] w-[22px] shrink-0 text-slate-500" fill="none">
        <circle cx="12" cy="12" r="7" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M5 12h14M12 5c2 2 2.8 4.4 2.8 7S14 17 12 19c-2-2-2.8-4.4-2.8-7S10 7 12 5z"
          stroke="currentColor"
          strokeWidth="1.4"
        />
      </svg>
    );
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
