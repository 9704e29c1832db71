/** A storefront with a check mark and confetti, drawn inline. */
export function SuccessArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 200" className="h-52 w-full max-w-xs">
      <ellipse cx="120" cy="184" rx="90" ry="10" fill="#e0e7ff" />
      <rect x="60" y="80" width="120" height="96" rx="10" fill="#fff" stroke="#6366f1" strokeWidth="3" />
      <path d="M52 80l14-32h108l14 32z" fill="#6366f1" />
      <path
        d="M52 80c0 8 6 12 12 12s12-4 12-12c0 8 6 12 12 12s12-4 12-12c0 8 6 12 12 12s12-4 12-12c0 8 6 12 12 12s12-4 12-12c0 8 6 12 12 12s12-4 12-12"
        fill="#c7d2fe"
      />
      <rect x="104" y="128" width="32" height="48" rx="4" fill="#c7d2fe" />
      <circle cx="176" cy="60" r="26" fill="#22c55e" />
      <path
        d="M164 60l8 8 16-17"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="40" cy="40" r="5" fill="#f59e0b" />
      <rect x="208" y="110" width="10" height="10" rx="2" fill="#ec4899" transform="rotate(20 213 115)" />
      <circle cx="30" cy="130" r="4" fill="#6366f1" />
      <path d="M96 30l6 10M120 18v12M144 30l-6 10" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
