/** A team's logo, or its initials on a tinted disc when the feed has no logo. Decorative. */
export function TeamBadge({
  name,
  logo,
  size = 48,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  const safeLogo = logo && /^(\/|https?:\/\/)[^\s"'()\\]+$/.test(logo) ? logo : null;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        ...(safeLogo ? { backgroundImage: `url("${safeLogo}")` } : {}),
      }}
      className={`flex shrink-0 items-center justify-center rounded-full bg-contain bg-center bg-no-repeat text-sm font-bold ${
        safeLogo ? '' : 'bg-white/10 text-white/90'
      }`}
    >
      {safeLogo ? null : initials}
    </span>
  );
}
