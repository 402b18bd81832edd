// Wires the bet slip store to the page, once, when the bet slip chunk loads: the odds buttons'
// selection seam, the player (sign-in, active currency, balance), the settings and the panel.
import { useSyncExternalStore } from 'react';
import { showAlert } from '../../components/layout/alert-store';
import { activeAccount, authSnapshot, reloadAccounts, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { registerPickHandler, setSelectedKeys } from '../catalog/live/selection-store';
import type { ClientMessages } from '../../lib/i18n/client-messages';
import { getSlipSettings } from './api/get-slip-settings';
import { placeBets } from './api/place-bets';
import { type BetSlipState, type BetSlipStore, createBetSlipStore } from './model/bet-slip-store';
import { closeSlipPanel, openSlipPanel, setMyBetsHidden } from './model/panel-store';
import { selectionFromPick } from './model/slip-selection';
import { memoryStorage } from './model/slip-storage';
import { type BetEvent, connectSlipToRealtime } from './model/slip-live';

let store: BetSlipStore | null = null;
let connected = false;
/** Bumped after every placement, so My bets reloads. */
let placements = 0;
const placementListeners = new Set<() => void>();
const betEventListeners = new Set<(event: BetEvent) => void>();

/** Realtime bet events (bet_changed, bet_cashout_changed) for My bets. */
export function onBetEvent(listener: (event: BetEvent) => void): () => void {
  betEventListeners.add(listener);
  return () => betEventListeners.delete(listener);
}

function localStorageOrMemory() {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** The page's bet slip store, made on first use (no side effects: see `connectBetSlip`). */
export function betSlipStore(locale: string, messages: ClientMessages['betSlip']): BetSlipStore {
  store ??= createBetSlipStore({
    storage: localStorageOrMemory(),
    isLoggedIn: () => authSnapshot().status === 'logged_in',
    placeBets: (bets) => placeBets(bets, locale),
    onSelectedKeys: (keys) => setSelectedKeys(keys),
    onCountChange: (previous, next) => {
      if (previous === 0 && next > 0) openSlipPanel('BET_SLIP');
      else if (previous > 0 && next === 0) closeSlipPanel();
    },
    onSignInNeeded: () => openModal('signIn'),
    onErrorAlert: () =>
      showAlert({
        kind: 'error',
        title: messages.alerts['failed-title'],
        message: messages.alerts.failed,
      }),
    onPlaced: () => {
      placements += 1;
      placementListeners.forEach((listener) => listener());
      void reloadAccounts(locale);
    },
  });
  return store;
}

/** Connects the store to the odds buttons and the player; run from an effect, once. */
export function connectBetSlip(slip: BetSlipStore, locale: string): void {
  if (connected) return;
  connected = true;
  setSelectedKeys(slip.getState().ticket.selectedOutcomeIds);
  registerPickHandler({
    toggle(pick) {
      const selection = selectionFromPick(pick);
      if (selection) slip.toggle(selection);
    },
    quote: (key, quote) => slip.quote(key, quote),
  });

  let settingsFor: string | null = null;
  const syncPlayer = () => {
    const auth = authSnapshot();
    setMyBetsHidden(auth.status !== 'logged_in');
    const account = activeAccount(auth);
    if (account) slip.setCurrency(account.currency);
    // Visitors read the defaults; a player's own settings (stakes, odds accept mode) after sign-in.
    if (auth.status === 'pending') return;
    const who = auth.status === 'logged_in' ? `player:${String(auth.profile?.id)}` : 'visitor';
    if (who === settingsFor) return;
    settingsFor = who;
    getSlipSettings(locale)
      .then((settings) => slip.setSettings(settings, activeAccount(authSnapshot())?.currency))
      .catch(() => {
        settingsFor = null;
      });
  };
  subscribeAuth(syncPlayer);
  syncPlayer();

  // The tab's one realtime client (started by the layout's host): the slip holds its matches'
  // channels and follows their prices even when the page does not show them.
  void import('../../lib/realtime/realtime')
    .then(({ whenRealtime }) => whenRealtime())
    .then((client) =>
      connectSlipToRealtime(slip, client, (event) =>
        betEventListeners.forEach((listener) => listener(event)),
      ),
    );
}

export function useBetSlip(slip: BetSlipStore): BetSlipState {
  return useSyncExternalStore(slip.subscribe, slip.getState, slip.getState);
}

const subscribePlacements = (listener: () => void) => {
  placementListeners.add(listener);
  return () => placementListeners.delete(listener);
};

/** A number that changes after each placement. */
export function usePlacements(): number {
  return useSyncExternalStore(
    subscribePlacements,
    () => placements,
    () => 0,
  );
}
