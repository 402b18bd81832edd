import { API_BASES, type BetRequest, IDEMPOTENCY_KEY_HEADER } from '@sportsbook/contract';
import {
  type PlaceBetErrorResponse,
  type TicketBet,
  currentBetType,
  systemTypeName,
} from '@sportsbook/domain';
import type { PlaceBetsResult } from '../model/bet-slip-store';
import { wireIdsOf } from '../model/slip-selection';
import { BettingRequestError, bettingFetch, deviceId } from './betting-fetch';

/** A slip bet as the placement payload carries it (spec section 3). */
export function betRequestOf(bet: TicketBet): BetRequest {
  return {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((selection) => ({
      ...wireIdsOf(selection),
      odds: selection.acceptedOdds,
    })),
    system_id: bet.systemType ? systemTypeName(bet.systemType) : null,
    custom_odds: bet.customOdds,
    bonus: bet.bonus ? { id: bet.bonus.id, type: bet.bonus.type, odds: bet.bonus.odds } : null,
  };
}

/**
 * POST /bets. Each attempt carries its own request key, so a retry the network doubled is
 * placed once, and a new press of the button is a new attempt.
 */
export async function placeBets(
  bets: readonly TicketBet[],
  locale: string,
  options: { quick?: boolean } = {},
): Promise<PlaceBetsResult> {
  try {
    const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.placeBets, {
      base: API_BASES.betting,
      locale,
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      body: {
        meta: {
          device_id: deviceId(),
          quick: options.quick ?? false,
          type: currentBetType(bets) ?? 'single',
        },
        bets: bets.map(betRequestOf),
        locale,
      },
    });
    return {
      ok: true,
      bets: answer.data.map((bet) => ({ id: bet.id, status: bet.status, ref: bet.ref })),
    };
  } catch (error) {
    return { ok: false, response: refusalOf(error) };
  }
}

/** The error body of a refused betting call (placement or a VIP request); null when none came. */
export function refusalOf(error: unknown): PlaceBetErrorResponse | null {
  return error instanceof BettingRequestError && isErrorBody(error.body) ? error.body : null;
}

function isErrorBody(body: unknown): body is PlaceBetErrorResponse {
  return typeof body === 'object' && body !== null && 'code' in body;
}
