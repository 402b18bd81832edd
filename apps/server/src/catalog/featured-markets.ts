// Which markets a match shows in lists. Rules:
// - only open lines count: allowed (1) or suspended (-1); "not allowed" (0) and closed states
//   never show;
// - a market type with several lines (total 1.5 / 2.5 / 3.5) is represented by its most balanced
//   line, else its best-priority line, else the first specifier;
// - market types rank by priority (lowest first), then by market type id;
// - main = the first type, secondary = the second, top = the next TOP_MARKETS_COUNT types.
//   Top markets never repeat main or secondary: a list answer carries each line once, which keeps
//   a page of 50 matches small (docs/decisions/0005-featured-markets-in-lists.md).
// Example: 1X2 (priority 1), total 2.5 (priority 2, most balanced of 1.5/2.5/3.5), handicap
// (priority 3), both teams to score (priority 4) → main 1X2, secondary total 2.5, top handicap
// and both teams to score.
import type { MarketStatus } from '@sportsbook/contract';
import { MARKET_STATUS } from '@sportsbook/domain';

export const TOP_MARKETS_COUNT = 2;

const OPEN_STATUSES: ReadonlySet<MarketStatus> = new Set<MarketStatus>([1, -1]);

export interface MarketLine {
  id: number;
  matchId: number;
  marketTypeId: number;
  specifier: string;
  status: MarketStatus;
  priority: number;
  mostBalanced: boolean;
}

export interface FeaturedMarkets {
  mainId: number | null;
  secondaryId: number | null;
  topIds: number[];
}

/** True when `a` represents its market type better than `b`. */
function betterLine(a: MarketLine, b: MarketLine): boolean {
  if (a.mostBalanced !== b.mostBalanced) return a.mostBalanced;
  if (a.priority !== b.priority) return a.priority < b.priority;
  if (a.status !== b.status) return a.status === MARKET_STATUS.allowed;
  return a.specifier < b.specifier;
}

/**
 * Featured markets of each match, from its lines (all of them, or at least the best line of
 * each market type). Matches without an open line are absent.
 */
export function pickFeaturedMarkets(
  lines: readonly MarketLine[],
  topCount: number = TOP_MARKETS_COUNT,
): Map<number, FeaturedMarkets> {
  const bestByType = new Map<number, Map<number, MarketLine>>();
  for (const line of lines) {
    if (!OPEN_STATUSES.has(line.status)) continue;
    let types = bestByType.get(line.matchId);
    if (!types) {
      types = new Map();
      bestByType.set(line.matchId, types);
    }
    const current = types.get(line.marketTypeId);
    if (!current || betterLine(line, current)) types.set(line.marketTypeId, line);
  }
  const result = new Map<number, FeaturedMarkets>();
  for (const [matchId, types] of bestByType) {
    const ranked = [...types.values()].sort(
      (a, b) => a.priority - b.priority || a.marketTypeId - b.marketTypeId,
    );
    result.set(matchId, {
      mainId: ranked[0]?.id ?? null,
      secondaryId: ranked[1]?.id ?? null,
      topIds: ranked.slice(2, 2 + topCount).map((line) => line.id),
    });
  }
  return result;
}
