// The bet slip while the realtime connection is down (decision 0018), through the slip's
// realtime path: when the socket drops after having been up, every open selection is suspended
// (the slip refuses to place a suspended selection); when a match's channel subscribes again,
// a recovery lifts the suspensions of that match and a subscribe without recovery takes a
// snapshot of the match's markets instead. A match channel's first subscribe takes one too: a
// price may have moved between the tap and the subscribe.
import type { RealtimeClient, SubscribedInfo } from '../../../lib/realtime/realtime-client';
import type { BetSlipStore } from './bet-slip-store';
import {
  applyMatchMarketsSnapshot,
  openSelectionIds,
  setSelectionsSuspended,
} from './slip-realtime';

type ConnectionClient = Pick<RealtimeClient, 'connectionState' | 'everConnected' | 'onStateChange'>;

type WireMarkets = Parameters<typeof applyMatchMarketsSnapshot>[1]['markets'];

export interface SlipConnection {
  /** The `onSubscribed` of the slip's `match:<id>` channels. */
  onSubscribed(info: SubscribedInfo): void;
  stop(): void;
}

/** `match:42` → 42; selection ids are outcome keys, `matchId:…`. */
const matchOf = (id: string) => Number(id.slice(id.indexOf(':') + 1));
const matchOfSelection = (id: string) => Number(id.slice(0, id.indexOf(':')));

export function followConnection(
  slip: Pick<BetSlipStore, 'getState' | 'applyRealtime'>,
  client: ConnectionClient,
  fetchMarkets: (matchId: number) => Promise<WireMarkets>,
): SlipConnection {
  /** Selections this module suspended, until their match's channel is back. */
  const suspended = new Set<string>();
  let down = false;

  const takeMatch = (matchId: number) => {
    const ids = new Set([...suspended].filter((id) => matchOfSelection(id) === matchId));
    ids.forEach((id) => suspended.delete(id));
    return ids;
  };

  const check = () => {
    if (client.connectionState() === 'connected') {
      down = false;
      return;
    }
    if (down || !client.everConnected()) return;
    down = true;
    const ids = openSelectionIds(slip.getState().ticket.bets);
    ids.forEach((id) => suspended.add(id));
    if (ids.length > 0) slip.applyRealtime((bets) => setSelectionsSuspended(bets, suspended, true));
  };
  const stop = client.onStateChange(check);
  check();

  return {
    onSubscribed({ channel, recovered }) {
      const matchId = matchOf(channel);
      if (recovered) {
        if (![...suspended].some((id) => matchOfSelection(id) === matchId)) return;
        // The publications missed while away are replayed right after this.
        const ids = takeMatch(matchId);
        slip.applyRealtime((bets) => setSelectionsSuspended(bets, ids, false));
        return;
      }
      // Without recovery publications may have been missed: while the socket was away, or, on
      // the channel's first subscribe, between the tap that took the price from the page (which
      // may not follow that match) and the subscribe. A snapshot of the match's markets says.
      const held = slip
        .getState()
        .ticket.bets.some((bet) => bet.selections.some((s) => matchOfSelection(s.id) === matchId));
      if (!held) return;
      fetchMarkets(matchId).then(
        (markets) => {
          // Dropped again while the snapshot was on its way: it cannot lift anything.
          if (client.connectionState() !== 'connected') return;
          takeMatch(matchId);
          slip.applyRealtime((bets, mode) =>
            applyMatchMarketsSnapshot(bets, { matchId, markets }, mode),
          );
        },
        () => {
          // Stays suspended; the next subscribe of the channel tries again.
        },
      );
    },
    stop,
  };
}
