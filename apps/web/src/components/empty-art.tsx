/** Illustrations for empty states; decorative (aria-hidden), in the brand's indigo. */

/** A magnifier over an empty list: a search or filter found nothing. */
export function NoResultsArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 90" className="h-20 w-28">
      <ellipse cx="60" cy="82" rx="44" ry="6" fill="#e2e8f0" />
      <rect x="18" y="14" width="62" height="58" rx="8" fill="#eef2ff" stroke="#a5b4fc" strokeWidth="2" />
      <rect x="28" y="26" width="36" height="5" rx="2.5" fill="#c7d2fe" />
      <rect x="28" y="38" width="26" height="5" rx="2.5" fill="#c7d2fe" />
      <rect x="28" y="50" width="30" height="5" rx="2.5" fill="#c7d2fe" />
      <circle cx="78" cy="52" r="16" fill="#fff" stroke="#6366f1" strokeWidth="3" />
      <path d="M90 64l12 12" stroke="#6366f1" strokeWidth="5" strokeLinecap="round" />
      <path d="M72 52h12" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
