/** The product mark: a storefront with a heart, drawn inline so no image is fetched. */
export function AppLogo({ className = 'h-16 w-16', inverted = false }: { className?: string; inverted?: boolean }) {
  const bg = inverted ? '#ffffff' : '#4f46e5';
  const fg = inverted ? '#4f46e5' : '#ffffff';
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="18" fill={bg} />
      <path d="M14 26 18 16h28l4 10" fill="none" stroke={fg} strokeWidth="3.5" strokeLinejoin="round" />
      <path
        d="M14 26c0 4 3 6 6 6s6-2 6-6c0 4 3 6 6 6s6-2 6-6c0 4 3 6 6 6s6-2 6-6"
        fill="none"
        stroke={fg}
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path d="M17 33v15h30V33" fill="none" stroke={fg} strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M32 46s-7-4.2-7-8.6a3.6 3.6 0 0 1 7-1.2 3.6 3.6 0 0 1 7 1.2C39 41.8 32 46 32 46z" fill={fg} />
    </svg>
  );
}
