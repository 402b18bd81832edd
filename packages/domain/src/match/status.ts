/** Match status codes (spec section 4). A match is live when its status is live. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/**
 * Market status codes (spec section 4). Only an allowed market takes bets; markets with status 0
 * are dropped from lists. The names of -2, -3 and -4 follow the feed's convention.
 */
export const MARKET_STATUS = {
  allowed: 1,
  notAllowed: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;

export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** Odds providers (spec section 1). */
export type Provider = 'betradar' | 'oddin' | 'betconstruct';

/** Provider and bonus activity states. */
export type ProviderStatus = 'active' | 'inactive';

/** Whether bets can still be taken on a match: before it starts or while it is in play. */
export function isBettableMatchStatus(status: MatchStatus): boolean {
  return status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
}

/** Whether a match can never take bets again: closed, finished or not covered. */
export function isMatchOver(status: MatchStatus): boolean {
  return (
    status === MATCH_STATUS.closed ||
    status === MATCH_STATUS.finished ||
    status === MATCH_STATUS.notCovered
  );
}

/** Whether the list views keep a market: every status but "not allowed" (0). */
export function isListedMarketStatus(status: MarketStatus): boolean {
  return status !== MARKET_STATUS.notAllowed;
}
