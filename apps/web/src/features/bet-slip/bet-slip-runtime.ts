// Wires the bet slip store to the page, once, when the bet slip chunk loads: the odds buttons'
// selection seam, the player (sign-in, active currency, balance), the settings and the panel.
import { TICKET_STATE } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { showAlert } from '../../components/layout/alert-store';
import { activeAccount, authSnapshot, reloadAccounts, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { registerPickHandler, setSelectedKeys } from '../catalog/selection';
import { afterNextPaint } from '../../lib/after-next-paint';
import { localStore } from '../../lib/browser-storage';
import type { ClientMessages } from '../../lib/i18n/client-messages';
import { getApplicableBonuses } from './api/applicable-bonuses';
import { getSlipSettings, toSlipSettings } from './api/get-slip-settings';
import { onSettingsSaved } from '../settings/settings-events';
import { placeBets } from './api/place-bets';
import { type BetSlipState, type BetSlipStore, createBetSlipStore } from './model/bet-slip-store';
import { closeSlipPanel, openSlipPanel, setMyBetsHidden } from './model/panel-store';
import { selectionFromPick } from './model/slip-selection';
import { type BetEvent, connectSlipToRealtime } from './model/slip-live';
import { type QuickBetStore, createQuickBetStore } from './model/quick-bet-store';
import { type CodeTree, messageForCode } from './model/slip-messages';
import { type ShareProblem, restoreFromShareCode, takeShareCode } from './model/share-restore';
import { getSharedBets, restoreBets } from './api/share-code';
import { FALLBACK_CURRENCY, money } from './components/format';

let store: BetSlipStore | null = null;
let quick: QuickBetStore | null = null;
let connected = false;
/** Bumped after every placement, so My bets reloads. */
let placements = 0;
const placementListeners = new Set<() => void>();
const betEventListeners = new Set<(event: BetEvent) => void>();

// The share-bet modal's state: restoring, or the problem to show (spec section 8).
export type ShareModalState =
  { kind: 'restoring' } | { kind: 'problem'; problem: ShareProblem } | null;
let shareModal: ShareModalState = null;
const shareModalListeners = new Set<() => void>();
function setShareModal(next: ShareModalState) {
  shareModal = next;
  shareModalListeners.forEach((listener) => listener());
}
export const closeShareModal = () => setShareModal(null);
export function useShareModal(): ShareModalState {
  return useSyncExternalStore(
    (listener) => {
      shareModalListeners.add(listener);
      return () => shareModalListeners.delete(listener);
    },
    () => shareModal,
    () => null,
  );
}

/** Reads `?share_code=` once, removes it from the URL and restores the shared slip. */
function restoreSharedSlip(slip: BetSlipStore, locale: string) {
  const taken = takeShareCode(window.location.href);
  if (!taken) return;
  window.history.replaceState(window.history.state, '', taken.rest);
  setShareModal({ kind: 'restoring' });
  void restoreFromShareCode(taken.code, {
    getSharedBets: (code) => getSharedBets(code, locale),
    restoreBets: (bets) => {
      const auth = authSnapshot();
      return restoreBets(
        bets,
        locale,
        auth.status === 'logged_in' ? activeAccount(auth)?.currency : undefined,
      );
    },
    report: (error) => console.error('share code restore failed', error),
  }).then((result) => {
    if (result.ok) {
      slip.replaceBets(result.bets);
      openSlipPanel('BET_SLIP');
      setShareModal(null);
    } else {
      setShareModal({ kind: 'problem', problem: result.problem });
    }
  });
}

/** Realtime bet events (bet_changed, bet_cashout_changed) for My bets. */
export function onBetEvent(listener: (event: BetEvent) => void): () => void {
  betEventListeners.add(listener);
  return () => betEventListeners.delete(listener);
}

/** The page's bet slip store, made on first use (no side effects: see `connectBetSlip`). */
export function betSlipStore(locale: string, messages: ClientMessages['betSlip']): BetSlipStore {
  store ??= createBetSlipStore({
    storage: localStore(),
    isLoggedIn: () => authSnapshot().status === 'logged_in',
    placeBets: (bets) => placeBets(bets, locale),
    onSelectedKeys: (keys) => setSelectedKeys(keys),
    onCountChange: (previous, next) => {
      // The first selection's count and pressed price paint in the tap's frame; the slip opens
      // after it (on a phone a sheet over the page, whose render would hold that frame back),
      // unless the selection was taken off meanwhile.
      if (previous === 0 && next > 0)
        afterNextPaint(() => {
          if ((store?.getState().ticket.bets.length ?? 0) > 0) openSlipPanel('BET_SLIP');
        });
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

/** The page's quick bet (made on first use, over the slip's settings and currency). */
export function quickBetStore(
  slip: BetSlipStore,
  locale: string,
  messages: ClientMessages['betSlip'],
): QuickBetStore {
  quick ??= createQuickBetStore({
    storage: localStore(),
    player: () => {
      const auth = authSnapshot();
      return {
        isLoggedIn: auth.status === 'logged_in',
        isPve: auth.profile?.serasa?.pve === true,
      };
    },
    limits: () => slip.getState().settings.limits,
    context: () => {
      const state = slip.getState();
      return {
        multiSingleAvailableByProvider: state.settings.multiSingleAvailableByProvider,
        currency: {
          code: state.currency,
          subunits: state.settings.currencies[state.currency]?.subunits ?? 100,
        },
      };
    },
    placeBets: (bets, isQuick) => placeBets(bets, locale, { quick: isQuick }),
    onSignInNeeded: () => openModal('signIn'),
    onSelectedKeys: (keys) =>
      setSelectedKeys([...slip.getState().ticket.selectedOutcomeIds, ...keys]),
    onPlaced: () => {
      showAlert({ kind: 'success', message: messages['quick-bet'].placed });
      placements += 1;
      placementListeners.forEach((listener) => listener());
      void reloadAccounts(locale);
    },
    onFailed: (code) =>
      showAlert({
        kind: 'error',
        title: messages.alerts['failed-title'],
        message: code
          ? messageForCode(messages.codes as CodeTree, code, {})
          : messages.alerts.failed,
      }),
  });
  return quick;
}

/**
 * Asks the server which freebets each bet may use whenever the slip's bets change shape (bet
 * types, currency, selections) while a player is signed in; the store applies the domain's
 * auto-selection. A stake change alone asks nothing: choosing a freebet sets the stake.
 */
function connectBonusOffers(slip: BetSlipStore, locale: string) {
  let offersFor = '';
  const sync = () => {
    const { bets, inProgress, ticketState } = slip.getState().ticket;
    if (inProgress) return;
    // After a placement the freebet used is gone: the next slip asks again.
    if (ticketState === TICKET_STATE.success) {
      offersFor = '';
      return;
    }
    if (authSnapshot().status !== 'logged_in' || bets.length === 0) {
      offersFor = '';
      return;
    }
    const shape = JSON.stringify(
      bets.map((bet) => [bet.betType, bet.currency, bet.selections.map((s) => s.id)]),
    );
    if (shape === offersFor) return;
    offersFor = shape;
    getApplicableBonuses(bets, locale)
      .then((offers) => {
        if (offersFor === shape) slip.setAvailableBonuses(offers);
      })
      .catch(() => {
        if (offersFor === shape) offersFor = '';
      });
  };
  slip.subscribe(sync);
  subscribeAuth(sync);
  sync();
}

/**
 * Formats an amount in the slip's currency once, so the formatter its stakes and totals use is
 * built (and with the browser's first formatter the locale's number data loaded, tens of
 * milliseconds at 4× CPU) before the first selection's render needs it, not during it.
 */
function warmMoneyFormat(slip: BetSlipStore, locale: string) {
  const state = slip.getState();
  money(0, state.settings.currencies[state.currency] ?? FALLBACK_CURRENCY, locale);
}

/** Connects the store to the odds buttons and the player; run from an effect, once. */
export function connectBetSlip(
  slip: BetSlipStore,
  locale: string,
  messages: ClientMessages['betSlip'],
): void {
  if (connected) return;
  connected = true;
  const quickBet = quickBetStore(slip, locale, messages);
  setSelectedKeys(slip.getState().ticket.selectedOutcomeIds);
  registerPickHandler({
    toggle(pick) {
      const selection = selectionFromPick(pick);
      if (!selection) return;
      // Quick bet on: one tap places (or is refused); it never lands on the slip.
      if (quickBet.getState().isEnabled) void quickBet.tap(selection);
      else slip.toggle(selection);
    },
    quote: (key, quote) => slip.quote(key, quote),
  });

  let settingsFor: string | null = null;
  let wasLoggedIn = false;
  const syncPlayer = () => {
    const auth = authSnapshot();
    // Only a settled answer hides My bets: while the session is still being read, hiding it
    // would reset a player's kept tab to the bet slip on every reload.
    if (auth.status === 'logged_in' || auth.status === 'not_logged_in')
      setMyBetsHidden(auth.status !== 'logged_in');
    // Sign-out clears the quick bet (spec section 4).
    if (wasLoggedIn && auth.status === 'not_logged_in') quickBet.reset();
    wasLoggedIn = auth.status === 'logged_in';
    const account = activeAccount(auth);
    if (account) {
      slip.setCurrency(account.currency);
      quickBet.setCurrency(account.currency);
      quickBet.applyBalance(account.balance.availableToBetWithLockedCents);
    }
    // Visitors read the defaults; a player's own settings (stakes, odds accept mode) after sign-in.
    if (auth.status === 'pending') return;
    const who = auth.status === 'logged_in' ? `player:${String(auth.profile?.id)}` : 'visitor';
    if (who === settingsFor) return;
    settingsFor = who;
    // After the tap that loaded the slip has painted: the answer's check would delay it.
    afterNextPaint(() =>
      getSlipSettings(locale)
        .then((settings) => {
          slip.setSettings(settings, activeAccount(authSnapshot())?.currency);
          afterNextPaint(() => warmMoneyFormat(slip, locale));
        })
        .catch(() => {
          settingsFor = null;
        }),
    );
  };
  subscribeAuth(syncPlayer);
  syncPlayer();
  // Presets and odds-change handling saved in settings or on the slip apply at once.
  onSettingsSaved((saved) =>
    slip.setSettings(toSlipSettings(saved), activeAccount(authSnapshot())?.currency),
  );
  connectBonusOffers(slip, locale);
  // Stakes convert into the player's currency: wait until who the visitor is has settled.
  const restoreWhenSettled = () => {
    if (authSnapshot().status === 'unknown' || authSnapshot().status === 'pending') return false;
    restoreSharedSlip(slip, locale);
    return true;
  };
  if (!restoreWhenSettled()) {
    const off = subscribeAuth(() => {
      if (restoreWhenSettled()) off();
    });
  }

  // The tab's one realtime client (started by the layout's host): the slip holds its matches'
  // channels and follows their prices even when the page does not show them.
  afterNextPaint(
    () =>
      void import('../../lib/realtime/realtime')
        .then(({ whenRealtime }) => whenRealtime())
        .then((client) =>
          connectSlipToRealtime(slip, client, (event) =>
            betEventListeners.forEach((listener) => listener(event)),
          ),
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

export function useQuickBet(quickBet: QuickBetStore) {
  return useSyncExternalStore(quickBet.subscribe, quickBet.getState, quickBet.getState);
}
