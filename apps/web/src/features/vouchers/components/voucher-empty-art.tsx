/** A voucher ticket with a plus: the store has no vouchers yet (decorative). */
export function VoucherEmptyArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 90" className="h-20 w-28">
      <ellipse cx="60" cy="82" rx="44" ry="6" fill="#e2e8f0" />
      <path
        d="M20 24a6 6 0 0 1 6-6h68a6 6 0 0 1 6 6v10a8 8 0 0 0 0 16v10a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6V50a8 8 0 0 0 0-16z"
        fill="#eef2ff"
        stroke="#a5b4fc"
        strokeWidth="2"
      />
      <path d="M74 20v46" stroke="#a5b4fc" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="30" y="32" width="34" height="5" rx="2.5" fill="#c7d2fe" />
      <rect x="30" y="44" width="24" height="5" rx="2.5" fill="#c7d2fe" />
      <circle cx="96" cy="20" r="12" fill="#fff" stroke="#6366f1" strokeWidth="2" />
      <path d="M96 14v12M90 20h12" stroke="#6366f1" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
