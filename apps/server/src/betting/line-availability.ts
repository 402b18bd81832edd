// Whether a catalog line takes a bet now, one rule for validation, the placement writer (at
// commit time), cash-out and the bet builder: its provider is active (an inactive provider's
// lines read as the catalog shows them: match not bettable, market suspended, outcome inactive),
// its match is prematch or live and bettable, its market allowed and its outcome active.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { MARKET_STATUS, isBettableMatchStatus } from '@sportsbook/domain';
import type { ProviderStatuses } from '../catalog/provider-availability';
import type { CatalogLine } from './betting-repository';

type LineFacts = Pick<
  CatalogLine,
  'provider' | 'bettable' | 'matchStatus' | 'marketStatus' | 'active'
>;

/** A line as its provider's status shows it (unchanged while the provider is active). */
export function availableLine<L extends LineFacts>(line: L, statuses: ProviderStatuses): L {
  if (statuses[line.provider] !== 'inactive') return line;
  return {
    ...line,
    bettable: false,
    marketStatus:
      line.marketStatus === MARKET_STATUS.allowed ? MARKET_STATUS.suspended : line.marketStatus,
    active: false,
  };
}

/** The same for every line of a map, by line key. */
export function availableLines(
  lines: Map<string, CatalogLine>,
  statuses: ProviderStatuses,
): Map<string, CatalogLine> {
  if (!Object.values(statuses).includes('inactive')) return lines;
  return new Map([...lines].map(([key, line]) => [key, availableLine(line, statuses)]));
}

/**
 * Why a line (its provider's status applied) takes no bet: 104 when its match is over or not
 * bettable, 102 when its market is not allowed or its outcome inactive; null when it takes one.
 */
export function closedLineCode(
  line: LineFacts,
): typeof BET_ERROR_CODE.matchNotBettable | typeof BET_ERROR_CODE.selectionSuspended | null {
  if (!line.bettable || !isBettableMatchStatus(line.matchStatus)) {
    return BET_ERROR_CODE.matchNotBettable;
  }
  if (line.marketStatus !== MARKET_STATUS.allowed || !line.active) {
    return BET_ERROR_CODE.selectionSuspended;
  }
  return null;
}
