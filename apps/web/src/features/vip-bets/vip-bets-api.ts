// The VIP bet calls of the player (betting base), through the slip's session client.
import { API_BASES, IDEMPOTENCY_KEY_HEADER, vipBettingEndpoints } from '@sportsbook/contract';
import type { TicketBet } from '@sportsbook/domain';
import { betRequestOf, bettingFetch, deviceId } from '../bet-slip/slip-store';
import type { VipBet } from './vip-bets-model';

/** Sends the slip's lone bet for review; one request key per press of the button. */
export async function requestVipBet(bet: TicketBet, locale: string): Promise<VipBet> {
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
  return answer.data as VipBet;
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
