export function StoreAvatar({
  name,
  photoUrl,
  size = 44,
}: {
  name: string | undefined;
  photoUrl: string | null | undefined;
  size?: number;
}) {
  const initials = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
      style={{ width: size, height: size }}
    >
      {initials || '·'}
    </span>
  );
}
