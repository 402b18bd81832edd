// Where notifications come from (decision 0036): the events the player's channel already
// carries after a commit. Every settlement, cash-out, bonus issue and jackpot hit is announced
// on `$user:<id>` through the one RealtimePublisher, by whichever code made it (settlement,
// cash-out, campaigns, farming, freebet progress, jackpots); watching that one stream creates
// the notifications for all of them, after their commit, and for any issuer added later.
// Each creating event has a dedupe key, so an event published twice notifies once.
import type { PlacedBetWire, VipBetWire } from '@sportsbook/contract';
import type { RealtimeMessage, RealtimePublisher } from '../realtime/publisher';
import type { NotificationKind } from './notification-repository';
import type { BetParams, NotificationTemplate, NotificationTemplates } from './notification-texts';

/** One notification to create for a player. */
export interface NotifyInput<T extends NotificationTemplate = NotificationTemplate> {
  playerId: number;
  type: NotificationKind;
  /** What it is about (`bet`, `freebet`, `jackpot_hit`) and its id, for the client's link. */
  objectType?: string | null;
  objectId?: string | number | null;
  template: T;
  params: NotificationTemplates[T];
  /** The creating event, once per player: a repeat of the same key stores nothing. */
  dedupeKey?: string | null;
}

const USER_CHANNEL = /^\$user:(\d{1,9})$/;

/** The player's channel events that make a notification, and what it says. */
export function notificationFor(
  playerId: number,
  message: RealtimeMessage,
  subunitsOf: (currency: string) => Promise<number>,
): Promise<NotifyInput | null> | NotifyInput | null {
  if (message.type === 'bet_changed') {
    // A VIP request's update carries the request (decision 0039); a placed bet's does not.
    const vip = (message.data as { vip?: VipBetWire }).vip;
    if (vip) return vipNotification(playerId, vip);
    return betNotification(playerId, message.data as PlacedBetWire);
  }
  if (message.type === 'bonus_issued') {
    const bonus = message.data as {
      id: number;
      type: string;
      name?: string;
      amount?: number;
      currency?: string;
    };
    if (bonus.type === 'jackpot') {
      if (bonus.amount === undefined || bonus.currency === undefined) return null;
      const { amount, currency } = bonus;
      return subunitsOf(currency).then((subunits) => ({
        playerId,
        type: 'jackpot',
        objectType: 'jackpot_hit',
        objectId: bonus.id,
        template: 'jackpot_hit',
        params: { name: bonus.name ?? 'Jackpot', paid: { amount, currency, subunits } },
        dedupeKey: `jackpot_hit:${bonus.id}`,
      }));
    }
    return {
      playerId,
      type: 'bonus',
      objectType: bonus.type,
      objectId: bonus.id,
      template: 'bonus_issued',
      params: { bonus_type: bonus.type, name: bonus.name ?? null },
      dedupeKey: `bonus:${bonus.type}:${bonus.id}`,
    };
  }
  return null;
}

/**
 * A trader's decision on a VIP request, or its lapse: accepted, a counter-offer, rejected or
 * expired. The player's own steps (sending, declining) say nothing.
 */
function vipNotification(playerId: number, vip: VipBetWire): NotifyInput | null {
  const template =
    vip.status === 'accepted'
      ? 'vip_bet_accepted'
      : vip.status === 'countered'
        ? 'vip_bet_offer'
        : vip.status === 'rejected' || vip.status === 'expired'
          ? 'vip_bet_rejected'
          : null;
  if (template === null) return null;
  // What the bet is or would be at: the trader's stake once offered; the stake asked for when
  // it comes back.
  const offered = vip.status === 'countered' || vip.status === 'accepted';
  const amount = offered && vip.counter_offer ? vip.counter_offer.stake : vip.stake.value;
  const single = vip.selections.length === 1 ? vip.selections[0] : undefined;
  return {
    playerId,
    type: 'vip_bet',
    objectType: vip.bet_id === null ? 'vip_bet' : 'bet',
    objectId: vip.bet_id ?? vip.id,
    template,
    params: {
      bet_ref: `VIP-${vip.id}`,
      event: single ? single.match_name : null,
      legs: vip.selections.length,
      stake: { amount, currency: vip.stake.currency, subunits: vip.stake.subunits },
    },
    // A counter-offer may follow another one; each decision is news once.
    dedupeKey: `vip:${vip.id}:${vip.status}:${vip.counter_offer?.expires_at ?? ''}`,
  };
}

/** A bet settled (won, lost, voided) or cashed out in full; other bet changes say nothing. */
function betNotification(playerId: number, bet: PlacedBetWire): NotifyInput | null {
  const base = {
    playerId,
    type: 'bet' as const,
    objectType: 'bet',
    objectId: bet.id,
  };
  const single = bet.selections.length === 1 ? bet.selections[0] : undefined;
  const about: BetParams = {
    bet_ref: bet.ref,
    event: single ? single.match.name : null,
    legs: bet.selections.length,
  };
  const money = (amount: number) => ({
    amount,
    currency: bet.stake.currency,
    subunits: bet.stake.subunits,
  });
  const paid = money(bet.win_amount ?? 0);
  if (bet.status === 'cashed_out') {
    return {
      ...base,
      template: 'bet_cashed_out',
      params: { ...about, paid },
      dedupeKey: `bet:${bet.id}:cashed_out`,
    };
  }
  if (bet.status !== 'done') return null;
  const settled = { ...base, dedupeKey: `bet:${bet.id}:settled` };
  if (bet.result === 'canceled' || bet.result === 'refund_entire') {
    return { ...settled, template: 'bet_voided', params: { ...about, paid } };
  }
  if (bet.result === 'lose_entire' || paid.amount === 0) {
    return {
      ...settled,
      template: 'bet_lost',
      params: { ...about, stake: money(bet.total_stake) },
    };
  }
  return { ...settled, template: 'bet_won', params: { ...about, paid } };
}

/**
 * The publisher every area uses, which also shows the player's events to `observe` (which
 * must not throw and is not waited for: publishing is never slowed by a notification).
 */
export function notifyingPublisher(
  publisher: RealtimePublisher,
  observe: (playerId: number, message: RealtimeMessage) => void,
): RealtimePublisher {
  const watch = (channel: string, message: RealtimeMessage) => {
    const match = USER_CHANNEL.exec(channel);
    if (match) observe(Number(match[1]), message);
  };
  return {
    publish: async (channel, message) => {
      watch(channel, message);
      await publisher.publish(channel, message);
    },
    broadcast: async (channels, message) => {
      for (const channel of channels) watch(channel, message);
      await publisher.broadcast(channels, message);
    },
  };
}
