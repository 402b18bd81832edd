// Odds providers (betradar, oddin, betconstruct) can be switched off by the feed. While one is
// inactive its selections are not available: catalog answers and realtime market updates show
// its events as not bettable and its open markets as suspended with every outcome inactive, so
// no client offers them (spec section 4: a selection is not available when its provider is not
// active). The stored feed data is left as it is; the status is applied when answering.
import type { MarketWire, MatchWire, Provider, ProviderStatus } from '@sportsbook/contract';
import { MARKET_STATUS } from '@sportsbook/contract';

export type ProviderStatuses = Partial<Record<Provider, ProviderStatus>>;

/** Where the current provider statuses come from (the feed runner). */
export interface ProviderStatusSource {
  providerStatuses(): ProviderStatuses;
}

export const ALL_PROVIDERS_ACTIVE: ProviderStatusSource = { providerStatuses: () => ({}) };

export function inactiveProviders(source: ProviderStatusSource): Provider[] {
  return Object.entries(source.providerStatuses())
    .filter(([, status]) => status === 'inactive')
    .map(([provider]) => provider as Provider);
}

/** Only the listed status answers inactive; a provider the feed never named is active. */
const isInactive = (statuses: ProviderStatuses, provider: Provider) =>
  statuses[provider] === 'inactive';

/** A market of an inactive provider: open becomes suspended, every outcome inactive. */
export function withProviderStatusOnMarket<
  M extends Pick<MarketWire, 'provider' | 'status' | 'outcomes'>,
>(market: M, statuses: ProviderStatuses): M {
  if (!isInactive(statuses, market.provider)) return market;
  return {
    ...market,
    status: market.status === MARKET_STATUS.allowed ? MARKET_STATUS.suspended : market.status,
    outcomes: market.outcomes.map((outcome) => ({ ...outcome, active: false })),
  };
}

/** A match of an inactive provider is not bettable, nor is any of its featured markets. */
export function withProviderStatus(match: MatchWire, statuses: ProviderStatuses): MatchWire {
  const onMarket = <M extends MarketWire | null>(market: M): M =>
    market === null ? market : withProviderStatusOnMarket(market, statuses);
  if (!isInactive(statuses, match.provider) && !Object.values(statuses).includes('inactive')) {
    return match;
  }
  return {
    ...match,
    bettable: isInactive(statuses, match.provider) ? false : match.bettable,
    main_market: onMarket(match.main_market),
    secondary_market: onMarket(match.secondary_market),
    top_markets: match.top_markets.map(onMarket),
  };
}
