// The VIP bet calls of the player (betting base), through the slip's session client.
import { API_BASES, IDEMPOTENCY_KEY_HEADER, vipBettingEndpoints } from '@sportsbook/contract';
import type { PlaceBetErrorResponse, TicketBet } from '@sportsbook/domain';
import { betRequestOf, bettingFetch, deviceId, refusalOf } from '../bet-slip/slip-store';
import type { VipBet } from './vip-bets-model';

/**
 * Sends the slip's lone bet for review; one request key per press of the button. A refusal comes
 * back with its error body (a moved price carries the current ones, as a placement's does).
 */
export async function requestVipBet(
  bet: TicketBet,
  locale: string,
): Promise<{ ok: true; vip: VipBet } | { ok: false; response: PlaceBetErrorResponse | null }> {
  try {
    const answer = await bettingFetch(vipBettingEndpoints.requestVipBet, {
      base: API_BASES.betting,
      locale,
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      body: {
        meta: { device_id: deviceId(), quick: false, type: bet.betType },
        bet: betRequestOf(bet),
        locale,
      },
    });
    return { ok: true, vip: answer.data as VipBet };
  } catch (error) {
    return { ok: false, response: refusalOf(error) };
  }
}

export async function getVipBets(locale: string, signal?: AbortSignal): Promise<VipBet[]> {
  const answer = await bettingFetch(vipBettingEndpoints.getVipBets, {
    base: API_BASES.betting,
    locale,
    ...(signal && { signal }),
  });
  return answer.data as VipBet[];
}

export async function answerCounterOffer(
  id: string,
  answer: 'confirm' | 'decline',
  locale: string,
): Promise<VipBet> {
  const endpoint =
    answer === 'confirm'
      ? vipBettingEndpoints.confirmVipCounterOffer
      : vipBettingEndpoints.declineVipCounterOffer;
  const result = await bettingFetch(endpoint, { base: API_BASES.betting, locale, params: { id } });
  return result.data as VipBet;
}
