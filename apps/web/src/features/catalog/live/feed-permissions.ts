// Spec section 4: match and match-status events are shown only if the sport type and the
// provider are permitted by feature flags and a cookie. The flags come from the web env
// (`REALTIME_SPORT_TYPES`, `REALTIME_PROVIDERS`, default: all); the `sb_hidden_feeds` cookie
// lists sport types or providers this browser hides (comma-separated), e.g. `cyber,oddin`.
import type { Provider, SportType } from '@sportsbook/contract';

export const HIDDEN_FEEDS_COOKIE = 'sb_hidden_feeds';

export interface FeedFlags {
  sportTypes: readonly SportType[];
  providers: readonly Provider[];
  /** The operator's custom providers per sport type (site settings, decision 0043); absent: all. */
  providersBySportType?: Partial<Record<SportType, readonly Provider[]>>;
}

export function hiddenFeedsFromCookie(cookieHeader: string): string[] {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${HIDDEN_FEEDS_COOKIE}=([^;]*)`));
  if (!match) return [];
  return decodeURIComponent(match[1]!)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function isFeedPermitted(
  flags: FeedFlags,
  hidden: readonly string[],
  sportType: SportType | null,
  provider: Provider,
): boolean {
  if (!flags.providers.includes(provider) || hidden.includes(provider)) return false;
  if (sportType === null) return true;
  const custom = flags.providersBySportType?.[sportType];
  if (custom && !custom.includes(provider)) return false;
  return flags.sportTypes.includes(sportType) && !hidden.includes(sportType);
}
