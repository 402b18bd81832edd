// How the match page lays out every market: sections per market group (spec: "every market
// grouped by market group"), lines of one market type stacked in one block.
import { MARKET_GROUPS, type Market } from '@sportsbook/contract';
import { isListedMarketStatus } from '@sportsbook/domain';

export const OTHER_GROUP = 'other';
export type MarketGroupKey = (typeof MARKET_GROUPS)[number] | typeof OTHER_GROUP;

const GROUP_ORDER: readonly string[] = [...MARKET_GROUPS, OTHER_GROUP];

/** Spec section 4: markets with status 0 (not allowed) are dropped from lists. */
export const listedMarkets = (markets: readonly Market[]) =>
  markets.filter((market) => isListedMarketStatus(market.status));

/** A market's own group for the "all" view: its first group in display order. */
export function primaryGroup(market: Market): MarketGroupKey {
  const known = market.marketGroups
    .filter((group) => GROUP_ORDER.includes(group))
    .sort((a, b) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b));
  return (known[0] as MarketGroupKey | undefined) ?? OTHER_GROUP;
}

/** Groups that hold at least one market, in display order. */
export function availableGroups(markets: readonly Market[]): MarketGroupKey[] {
  const present = new Set<string>();
  for (const market of markets) {
    const known = market.marketGroups.filter((group) => GROUP_ORDER.includes(group));
    if (known.length === 0) present.add(OTHER_GROUP);
    for (const group of known) present.add(group);
  }
  return GROUP_ORDER.filter((group) => present.has(group)) as MarketGroupKey[];
}

export function isMarketGroupKey(value: string | undefined): value is MarketGroupKey {
  return value !== undefined && GROUP_ORDER.includes(value);
}

/** The markets a group tab shows (a market may sit in several groups). */
export function marketsOfGroup(markets: readonly Market[], group: MarketGroupKey): Market[] {
  return markets.filter((market) =>
    group === OTHER_GROUP
      ? !market.marketGroups.some((g) => GROUP_ORDER.includes(g))
      : market.marketGroups.includes(group),
  );
}

/** One market type with its lines: "Total goals" with 1.5, 2.5 and 3.5. */
export interface MarketBlock {
  key: string;
  name: string;
  lines: Market[];
}

/** First number in a specifier, for ordering lines: `total=2.5` → 2.5, `hcp=-1` → -1. */
function lineValue(specifier: string): number {
  const match = /-?\d+(\.\d+)?/.exec(specifier);
  return match ? Number(match[0]) : 0;
}

/**
 * Blocks by market type and name, in the order the API lists markets (its priority order);
 * lines of a block by their numeric value.
 */
export function buildMarketBlocks(markets: readonly Market[]): MarketBlock[] {
  const blocks = new Map<string, MarketBlock>();
  for (const market of markets) {
    const key = `${market.id}|${market.name}`;
    const block = blocks.get(key);
    if (block) block.lines.push(market);
    else blocks.set(key, { key, name: market.name, lines: [market] });
  }
  return [...blocks.values()].map((block) => ({
    ...block,
    lines: [...block.lines].sort((a, b) => lineValue(a.specifier) - lineValue(b.specifier)),
  }));
}

/** The "all" view: one section per primary group, in display order. */
export function sectionsByPrimaryGroup(
  markets: readonly Market[],
): { group: MarketGroupKey; blocks: MarketBlock[] }[] {
  const byGroup = new Map<MarketGroupKey, Market[]>();
  for (const market of markets) {
    const group = primaryGroup(market);
    byGroup.set(group, [...(byGroup.get(group) ?? []), market]);
  }
  return (GROUP_ORDER as MarketGroupKey[])
    .filter((group) => byGroup.has(group))
    .map((group) => ({ group, blocks: buildMarketBlocks(byGroup.get(group) ?? []) }));
}

/** Columns for a line's outcomes: three for 1X2-like counts (3, 9, 15), else two; one alone. */
export function outcomeColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  return count % 3 === 0 && count % 2 !== 0 ? 3 : 2;
}

/**
 * The room a market block takes before the browser has laid it out (rem): its header, then
 * each line's rows of price buttons at their least height (2.75 rem side by side, 3.25 rem
 * stacked in three columns) with the gaps between them. The match page keeps a block off
 * screen unrendered at this size (decision 0065); once shown, the block keeps its real size.
 */
export function marketBlockHeightRem(block: MarketBlock): number {
  const HEADER = 2.5;
  const GAP = 0.375;
  const BOTTOM = 0.5;
  let rows = 0;
  let height = HEADER + BOTTOM;
  for (const line of block.lines) {
    const columns = outcomeColumns(line.outcomes.length);
    const lineRows = Math.max(1, Math.ceil(line.outcomes.length / columns));
    height += lineRows * (columns === 3 ? 3.25 : 2.75);
    rows += lineRows;
  }
  return height + Math.max(0, rows - 1) * GAP;
}
