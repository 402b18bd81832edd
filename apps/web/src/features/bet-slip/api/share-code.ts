// Share codes (spec sections 2, 7 and 8): POST /bets/share-code turns the slip's bets into a
// code; GET /bets/share-code?code= answers the bets behind it; POST /bets/restore makes them
// ready for the slip (current prices, stakes in the player's currency).
import { API_BASES, type BetRequest } from '@sportsbook/contract';
import type { TicketBet } from '@sportsbook/domain';
import { betRequestOf } from './place-bets';
import { BettingRequestError, bettingFetch } from './betting-fetch';

/** Stakes may be 1 when the player has not typed one (the contract's rule). */
export async function createShareCode(bets: readonly TicketBet[], locale: string): Promise<string> {
  const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.createShareCode, {
    base: API_BASES.betting,
    locale,
    body: {
      bets: bets.map((bet) => {
        const request = betRequestOf(bet);
        return { ...request, stake: { ...request.stake, value: Math.max(1, request.stake.value) } };
      }),
    },
  });
  return answer.data.code;
}

export type SharedBetsResult =
  { kind: 'found'; bets: BetRequest[] } | { kind: 'not-found' } | { kind: 'failed' };

export async function getSharedBets(code: string, locale: string): Promise<SharedBetsResult> {
  try {
    const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.getShareCode, {
      base: API_BASES.betting,
      locale,
      query: { code },
    });
    // The answer comes camelized; the restore call takes the bets back in their wire form.
    return { kind: 'found', bets: snakeKeys(answer.data.bets) as BetRequest[] };
  } catch (error) {
    if (
      error instanceof BettingRequestError &&
      (error.status === 400 || error.status === 404 || error.status === 422)
    ) {
      return { kind: 'not-found' };
    }
    return { kind: 'failed' };
  }
}

export type RestoredBet = {
  type: TicketBet['betType'];
  stake: { value: number; currency: string; subunits: number };
  systemId: string | null;
  selections: {
    matchId: number;
    matchUrnId: string;
    matchSlug: string;
    matchStatus: number;
    matchType: string;
    sportKey: string;
    categoryName: string;
    tournamentName: string;
    nameA: string;
    nameB: string;
    provider: string;
    marketId: number;
    marketName: string;
    marketStatus: number;
    specifier: string;
    outcomeId: string;
    outcomeName: string;
    active: boolean;
    odds: number;
    sharedOdds: number;
  }[];
};

export async function restoreBets(
  bets: readonly BetRequest[],
  locale: string,
  currency?: string,
): Promise<RestoredBet[]> {
  const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.restoreBets, {
    base: API_BASES.betting,
    locale,
    body: { bets: bets as BetRequest[], ...(currency ? { currency } : {}) },
  });
  return answer.data as unknown as RestoredBet[];
}

/** Object keys back to snake_case (`systemId` → `system_id`), recursively. */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeKeys(item),
    ]),
  );
}
