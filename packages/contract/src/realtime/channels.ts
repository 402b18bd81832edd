// Realtime channel names (spec section 4), legal in both the embedded hub and Centrifugo:
// a namespace before `:`, and `$` in front of channels that need a subscription token.

/** Namespaces the hub declares up front (Centrifugo's `channel.namespaces`). */
export const REALTIME_NAMESPACES = {
  /** Public updates per locale: provider status, tournament pools, match status changes. */
  public: 'public',
  /** Per-match updates: match_changed, markets_changed, match_status_changed. */
  match: 'match',
  /** Private per-player updates: balance, bets, cash-out, notifications, bonuses. */
  user: 'user',
} as const;

/** Path of the WebSocket endpoint, the same in the embedded hub and in Centrifugo. */
export const REALTIME_WEBSOCKET_PATH = '/connection/websocket';

/** `public:<locale>`: public updates for visitors reading the site in that locale. */
export function publicChannel(locale: string): string {
  return `${REALTIME_NAMESPACES.public}:${locale}`;
}

/** `match:<id>`: updates of one match and its markets. */
export function matchChannel(matchId: number | string): string {
  return `${REALTIME_NAMESPACES.match}:${matchId}`;
}

/** `$user:<id>`: private updates of one player; a subscription token is required. */
export function userChannel(userId: number | string): string {
  return `$${REALTIME_NAMESPACES.user}:${userId}`;
}

/** True for channels that need a subscription token (Centrifugo's private prefix `$`). */
export function isTokenChannel(channel: string): boolean {
  return channel.startsWith('$');
}

/**
 * Locales with a `public:<locale>` channel: the locales the web app serves, in their realtime
 * spelling (`realtimeLocale` of packages/domain: the site's pt-BR listens on `public:pt`).
 */
export const REALTIME_PUBLIC_LOCALES = ['en', 'de', 'es', 'fr', 'pt', 'ar'] as const;

/** Every public channel, one per served locale. */
export function publicChannels(): string[] {
  return REALTIME_PUBLIC_LOCALES.map(publicChannel);
}

/** The player id of a `$user:<id>` channel, or null for any other channel. */
export function userIdOfChannel(channel: string): string | null {
  const prefix = `$${REALTIME_NAMESPACES.user}:`;
  if (!channel.startsWith(prefix)) return null;
  const id = channel.slice(prefix.length);
  return /^\d+$/.test(id) ? id : null;
}
