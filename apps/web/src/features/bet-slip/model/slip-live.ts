// Wires the bet slip to the tab's one realtime client (no second connection): holds
// `match:<id>` for every match with a selection, whether or not the page shows it, and hands
// the match, market, status and provider events to the slip; bet events go to My bets.
import type { RealtimeClient } from '../../../lib/realtime/realtime-client';
import type { RealtimeMessage } from '../../../lib/realtime/event-bus';
import { fetchMatchMarketsSnapshot } from '../../catalog/outcomes';
import type { BetSlipStore } from './bet-slip-store';
import { followConnection } from './slip-realtime-connection';
import {
  applyMarketsChanged,
  applyMatchChanged,
  applyMatchStatusChanged,
  applyProviderStatusChanged,
  slipMatchChannels,
} from './slip-realtime';

export type BetEvent = RealtimeMessage<'bet_changed'> | RealtimeMessage<'bet_cashout_changed'>;

type LiveClient = Pick<
  RealtimeClient,
  'bus' | 'hold' | 'connectionState' | 'everConnected' | 'onStateChange'
>;

/** Returns a function that lets go of every channel and handler. */
export function connectSlipToRealtime(
  slip: BetSlipStore,
  client: LiveClient,
  onBetEvent: (event: BetEvent) => void,
  fetchMarkets = fetchMatchMarketsSnapshot,
): () => void {
  const held = new Map<string, () => void>();
  // A dropped connection suspends the selections until their channels are back (decision 0018).
  const connection = followConnection(slip, client, fetchMarkets);
  const sync = () => {
    const wanted = new Set(slipMatchChannels(slip.getState().ticket.bets));
    for (const [channel, release] of held) {
      if (!wanted.has(channel)) {
        release();
        held.delete(channel);
      }
    }
    for (const channel of wanted) {
      if (!held.has(channel)) held.set(channel, client.hold(channel, connection.onSubscribed));
    }
  };
  const offs = [
    slip.subscribe(sync),
    client.bus.on('match_changed', ({ data }) =>
      slip.applyRealtime((bets, mode) => applyMatchChanged(bets, data, mode)),
    ),
    client.bus.on('markets_changed', ({ data }) =>
      slip.applyRealtime((bets, mode) => applyMarketsChanged(bets, data, mode)),
    ),
    client.bus.on('match_status_changed', ({ data }) =>
      slip.applyRealtime((bets) => applyMatchStatusChanged(bets, data)),
    ),
    client.bus.on('provider_status_changed', ({ data }) =>
      slip.applyRealtime((bets) => applyProviderStatusChanged(bets, data)),
    ),
    client.bus.on('bet_changed', onBetEvent),
    client.bus.on('bet_cashout_changed', onBetEvent),
  ];
  sync();
  return () => {
    connection.stop();
    offs.forEach((off) => off());
    held.forEach((release) => release());
    held.clear();
  };
}
