export function StoreAvatar({
  name,
  photoUrl,
  size = 44,
  className = '',
}: {
  name: string | undefined;
  photoUrl: string | null | undefined;
  size?: number;
  /** Extra classes, e.g. a smaller size on narrow screens (with `!`, as the size is an inline style). */
  className?: string;
}) {
  const initials = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  // Still loading: a grey circle, not a placeholder letter.
  if (name === undefined && !photoUrl) {
    return (
      <span
        aria-hidden="true"
        data-testid="avatar-skeleton"
        className={`block shrink-0 animate-pulse rounded-full bg-slate-200 ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      width={size}
      height={size}
      className={`shrink-0 rounded-full object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 ${className}`}
      style={{ width: size, height: size }}
    >
      {initials || '·'}
    </span>
  );
}
