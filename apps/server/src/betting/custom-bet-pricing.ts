// Bet builder prices: the feed model's joint probability that every leg wins (correlated legs of
// one match, e.g. "home win" and "over 2.5" priced together, not as a product), with a margin.
import { MARKET_STATUS, isBettableMatchStatus } from '@sportsbook/domain';
import { roundOdds } from '../feed/margin';
import type { Leg } from '../feed/models/engine';
import type { CatalogLine } from './betting-repository';

/** The part of the odds feed the bet builder needs (`createOddsFeed`'s `jointProbability`). */
export interface JointPricing {
  jointProbability(matchUrnId: string, legs: readonly Leg[]): number | null;
}

/** Bookmaker margin on bet builder prices: 10 % over the fair joint probability. */
export const CUSTOM_BET_MARGIN = 0.1;

export type CustomBetQuote =
  | { available: true; odds: number }
  | {
      available: false;
      reason: 'contradictory' | 'same_market' | 'not_offered' | 'match_not_bettable';
    };

/** Decimal odds for a fair probability: 1 / min(1, p × (1 + margin)), down to the price ladder. */
export function customBetOdds(probability: number): number {
  return roundOdds(1 / Math.min(1, probability * (1 + CUSTOM_BET_MARGIN)));
}

/**
 * Quotes legs of one match. Every leg must be a line the bet builder offers (a market with a
 * bet builder group, allowed, outcome active), at most one leg per group and per line.
 */
export function quoteCustomBet(
  pricing: JointPricing | null,
  lines: readonly (CatalogLine | undefined)[],
): CustomBetQuote {
  if (pricing === null || lines.length < 2) return { available: false, reason: 'not_offered' };
  const present = lines.filter((line): line is CatalogLine => line !== undefined);
  if (present.length !== lines.length) return { available: false, reason: 'not_offered' };
  const first = present[0] as CatalogLine;
  if (present.some((line) => line.matchId !== first.matchId)) {
    return { available: false, reason: 'not_offered' };
  }
  if (!first.bettable || !isBettableMatchStatus(first.matchStatus)) {
    return { available: false, reason: 'match_not_bettable' };
  }
  const lineKeys = new Set<string>();
  const groups = new Set<string>();
  for (const line of present) {
    if (
      line.marketStatus !== MARKET_STATUS.allowed ||
      !line.active ||
      line.customBetGroups.length === 0
    ) {
      return { available: false, reason: 'not_offered' };
    }
    const key = `${line.marketTypeId}|${line.specifier}`;
    const group = line.customBetGroups[0] as string;
    if (lineKeys.has(key) || groups.has(group)) return { available: false, reason: 'same_market' };
    lineKeys.add(key);
    groups.add(group);
  }
  const probability = pricing.jointProbability(
    first.matchUrnId,
    present.map((line) => ({
      marketId: line.marketTypeId,
      specifier: line.specifier,
      outcomeId: line.outcomeId,
    })),
  );
  if (probability === null) return { available: false, reason: 'not_offered' };
  if (!(probability > 1e-9)) return { available: false, reason: 'contradictory' };
  return { available: true, odds: customBetOdds(probability) };
}
