// The player's VIP bets as a list kept live (spec section 4): a bet update for a VIP request
// replaces it; one with status `rejected` (rejected, declined or lapsed) removes it.
import { type VipBetWire, camelize } from '@sportsbook/contract';
import type { Camelize } from '@sportsbook/contract';

export type VipBet = Camelize<VipBetWire>;

/** The realtime id of a VIP request (`vip-<id>`), beside the ids of placed bets. */
export const vipEventId = (id: string) => `vip-${id}`;

interface BetUpdate {
  id: string | number;
  status: string;
  vip?: unknown;
}

/** Applies a `bet_changed` update; answers the same list when it is not about a VIP request. */
export function applyVipUpdate(list: readonly VipBet[], update: BetUpdate): readonly VipBet[] {
  const id = String(update.id);
  if (!id.startsWith('vip-') || typeof update.vip !== 'object' || update.vip === null) return list;
  const vip = camelize(update.vip as VipBetWire) as VipBet;
  const rest = list.filter((bet) => vipEventId(bet.id) !== id);
  if (update.status === 'rejected') return rest;
  const index = list.findIndex((bet) => vipEventId(bet.id) === id);
  if (index < 0) return [vip, ...list];
  const next = [...list];
  next[index] = vip;
  return next;
}
