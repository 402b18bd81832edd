// The bet builder's picks (spec section 2): outcomes of one match's bet builder markets, at most
// one leg per bet builder group (the server's rule, which also keeps one leg per line), priced
// together by the server. Picking in a group that already has a leg replaces it, as a tap on
// another price of the same market does in a modern bet builder.
import type { Market } from '@sportsbook/contract';
import type { BetSlipSelection } from '@sportsbook/domain';
import { selectionFromPick } from '../../bet-slip/slip-store';
import { outcomeKey } from '../../catalog/outcomes';
import { type BetEvent, parseOutcomeKey } from '../../catalog/outcomes';

/** Up to 10 legs are priced together (POST /bets/custom/odds). */
export const MAX_LEGS = 10;

export interface BuilderLeg {
  /** The outcome key the slip and the odds buttons share: `matchId:marketId:specifier:outcomeId`. */
  key: string;
  group: string;
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  marketName: string;
  outcomeName: string;
  odds: number;
}

export type ToggleResult =
  { ok: true; legs: readonly BuilderLeg[] } | { ok: false; code: 'max_legs'; limit: number };

/**
 * A tap on an outcome: off when it is a leg already, else on, replacing the leg of its group.
 * Refused when the builder already holds the most legs the server prices.
 */
export function toggleLeg(legs: readonly BuilderLeg[], leg: BuilderLeg): ToggleResult {
  if (legs.some((picked) => picked.key === leg.key)) {
    return { ok: true, legs: legs.filter((picked) => picked.key !== leg.key) };
  }
  const replaced = legs.findIndex((picked) => picked.group === leg.group);
  if (replaced >= 0) {
    return { ok: true, legs: legs.map((picked, index) => (index === replaced ? leg : picked)) };
  }
  if (legs.length >= MAX_LEGS) return { ok: false, code: 'max_legs', limit: MAX_LEGS };
  return { ok: true, legs: [...legs, leg] };
}

/** The leg an outcome of a bet builder market makes. */
export function legOf(matchId: number, market: Market, outcomeId: string): BuilderLeg | null {
  const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId);
  const group = market.customBetGroups[0];
  if (!outcome || !group) return null;
  return {
    key: outcomeKey(matchId, market.id, market.specifier, outcome.id),
    group,
    matchId,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: outcome.id,
    marketName: market.name,
    outcomeName: outcome.name,
    odds: outcome.odds,
  };
}

export interface BuilderSection {
  group: string;
  markets: readonly Market[];
}

/**
 * Bet builder markets by group, in the order the API lists them (its priority order): a group
 * where its first market is, the lines of one market type together.
 */
export function builderSections(markets: readonly Market[]): BuilderSection[] {
  const byGroup = new Map<string, Market[]>();
  const listed = markets.filter((market) => market.customBetGroups.length > 0);
  const typeOrder = new Map<number, number>();
  listed.forEach((market, index) => {
    if (!typeOrder.has(market.id)) typeOrder.set(market.id, index);
  });
  const sorted = [...listed].sort(
    (a, b) => (typeOrder.get(a.id) ?? 0) - (typeOrder.get(b.id) ?? 0),
  );
  for (const market of sorted) {
    const group = market.customBetGroups[0] as string;
    byGroup.set(group, [...(byGroup.get(group) ?? []), market]);
  }
  return [...byGroup].map(([group, list]) => ({ group, markets: list }));
}

/** The legs as POST /bets/custom/odds takes them, in the order they were picked. */
export function customOddsBody(legs: readonly BuilderLeg[]) {
  const first = legs[0];
  return {
    match_id: first?.matchId ?? 0,
    selections: legs.map((leg) => ({
      market_id: leg.marketId,
      specifier: leg.specifier,
      outcome_id: leg.outcomeId,
    })),
  };
}

/** A stable key of the legs, for "is this the set the price was quoted for". */
export const legsSignature = (legs: readonly BuilderLeg[]) => legs.map((leg) => leg.key).join('|');

/**
 * The legs as slip selections of the match (spec section 3); each keeps its bet builder group in
 * `marketGroup`, so the editor can rebuild the legs from the slip.
 */
export function slipLegsOf(legs: readonly BuilderLeg[], event: BetEvent): BetSlipSelection[] {
  return legs.flatMap((leg) => {
    const selection = selectionFromPick({
      key: leg.key,
      odds: leg.odds,
      active: true,
      suspended: false,
      name: leg.outcomeName,
      market: leg.marketName,
      event,
    });
    return selection ? [{ ...selection, marketGroup: leg.group }] : [];
  });
}

/** The legs of a custom bet on the slip, back in the builder's form. */
export function legsOfSelections(selections: readonly BetSlipSelection[]): BuilderLeg[] {
  return selections.flatMap((selection) => {
    const parts = parseOutcomeKey(selection.outcomeId);
    if (!parts || !selection.marketGroup) return [];
    return [
      {
        key: selection.outcomeId,
        group: selection.marketGroup,
        matchId: parts.matchId,
        marketId: parts.marketId,
        specifier: parts.specifier,
        outcomeId: parts.outcomeId,
        marketName: selection.marketName,
        outcomeName: selection.outcomeName,
        odds: selection.odds,
      },
    ];
  });
}

/** The event of a custom bet's legs, from its first leg (all legs are of one match). */
export function eventOfSelection(selection: BetSlipSelection): BetEvent {
  return {
    id: Number(selection.matchId),
    urnId: selection.matchUrnId,
    slug: selection.matchSlug,
    type: selection.type as BetEvent['type'],
    sportKey: selection.sportKey,
    nameA: selection.nameA,
    nameB: selection.nameB,
    categoryName: selection.categoryName,
    leagueName: selection.categoryName,
    status: selection.matchStatus as BetEvent['status'],
    provider: selection.provider as BetEvent['provider'],
    startTime: '',
  };
}
