// Line icons per sport key, drawn inline (the operator's icon sprite of spec section 2 can
// replace them later). Unknown sports get a trophy.
import type { ReactNode } from 'react';
import { GamepadIcon, TrophyIcon } from '../../../components/ui/icons';

const paths: Record<string, ReactNode> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 2.9-1.5 4.6h-5L8 10.4Z" />
      <path d="M12 7.5V3.2M16 10.4l4-1.3M14.5 15l2.5 3.6M9.5 15 7 18.6M8 10.4l-4-1.3" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18" />
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.2 5.6a9 9 0 0 1 0 12.8M18.8 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M5 3l6 13h6.5a1.5 1.5 0 0 1 0 3H10L3.5 4" />
      <ellipse cx="17" cy="8" rx="3.5" ry="1.6" />
      <path d="M13.5 8v1.6c0 .9 1.6 1.6 3.5 1.6s3.5-.7 3.5-1.6V8" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 9M12 12l7.8 4.5M12 12l-7.8 4.5" />
      <path d="M7 4.5A12 12 0 0 0 12 12M21 12a12 12 0 0 1-9 0M7.5 19.8A12 12 0 0 1 12 12" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M6 5.5a10 10 0 0 1 0 13M18 5.5a10 10 0 0 0 0 13" />
    </>
  ),
  'american-football': (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="5.5" transform="rotate(-45 12 12)" />
      <path d="m9.5 14.5 5-5M11 11l2 2M12.5 9.5l2 2M9.5 12.5l2 2" />
    </>
  ),
  handball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M4 9c4 1 8 1 16 0M4 15c4-1 8-1 16 0M9 3.5c2 5 2 12 0 17M15 3.5c-2 5-2 12 0 17" />
    </>
  ),
  'table-tennis': (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="m14.2 14.2 5.3 5.3" />
      <circle cx="19" cy="6" r="1.5" />
    </>
  ),
  darts: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  cricket: (
    <>
      <path d="m14 4 6 6-9.5 9.5a2 2 0 0 1-2.8 0L4.5 16.3a2 2 0 0 1 0-2.8Z" />
      <circle cx="6.5" cy="6.5" r="2" />
    </>
  ),
  rugby: (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-45 12 12)" />
      <path d="M7.5 16.5 16.5 7.5" />
    </>
  ),
};

/** The sports with a drawing of their own (the icon sprite lists them, decision 0044). */
export const SPORT_ICON_KEYS: readonly string[] = Object.keys(paths);

const aliases: Record<string, string> = {
  football: 'soccer',
  ice_hockey: 'ice-hockey',
  hockey: 'ice-hockey',
  american_football: 'american-football',
  table_tennis: 'table-tennis',
  'rugby-union': 'rugby',
  'rugby-league': 'rugby',
};

export function SportIcon({
  sportKey,
  cyber = false,
  size = 18,
  className,
}: {
  sportKey: string;
  cyber?: boolean;
  size?: number;
  className?: string;
}) {
  const drawing = paths[aliases[sportKey] ?? sportKey];
  if (!drawing) {
    return cyber ? (
      <GamepadIcon size={size} className={className} />
    ) : (
      <TrophyIcon size={size} className={className} />
    );
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawing}
    </svg>
  );
}
