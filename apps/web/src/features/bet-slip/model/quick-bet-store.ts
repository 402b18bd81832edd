// Quick bet (spec sections 3, 4 and 5): with quick bet on and its stake approved, one tap on an
// odds button places a single at that stake (PROCESSING → SUCCESS or ERROR) instead of putting
// the outcome on the slip. The rules are packages/domain's; this store sequences them, persists
// the player's choice under `quick_bet` and tells subscribers. No React here.
import {
  type BetLimits,
  type BetSlipContext,
  type BetSlipSelection,
  type PlaceBetErrorResponse,
  type QuickBet,
  type TicketBet,
  TICKET_STATE,
  applyBalanceToQuickBet,
  approveQuickBet,
  createQuickBet,
  createTicketBet,
  placeQuickBet,
  setQuickBetCurrency,
  setQuickBetStake,
  setQuickBetState,
  toggleQuickBet,
} from '@sportsbook/domain';
import type { PlaceBetsResult } from './bet-slip-store';
import {
  type KeyValueStorage,
  STORAGE_KEYS,
  readStoredQuickBet,
  writeStorage,
} from './slip-storage';

export interface QuickBetDeps {
  storage: KeyValueStorage;
  player(): { isLoggedIn: boolean; isPve: boolean };
  limits(): BetLimits | null;
  /** The currency a new bet is made in. */
  context(): BetSlipContext;
  placeBets(bets: readonly TicketBet[], quick: boolean): Promise<PlaceBetsResult>;
  onSignInNeeded?(): void;
  onPlaced?(bets: readonly TicketBet[]): void;
  onFailed?(code: string | null): void;
  /** Outcome keys to highlight while the quick bet is PROCESSING. */
  onSelectedKeys?(keys: readonly string[]): void;
}

/** The persisted part: what the player chose, never a bet under way. */
function stored(storage: KeyValueStorage): QuickBet {
  const value = readStoredQuickBet(storage);
  return createQuickBet({
    isEnabled: value?.isEnabled === true,
    stake:
      typeof value?.stake === 'number' && value.stake > 0 ? value.stake : createQuickBet().stake,
    currency: typeof value?.currency === 'string' ? value.currency : '',
    isApproved: value?.isApproved === true,
  });
}

export function createQuickBetStore(deps: QuickBetDeps) {
  let state: QuickBet = stored(deps.storage);
  const listeners = new Set<() => void>();

  function set(next: QuickBet) {
    const previous = state;
    state = next;
    if (
      previous.isEnabled !== next.isEnabled ||
      previous.stake !== next.stake ||
      previous.currency !== next.currency ||
      previous.isApproved !== next.isApproved
    ) {
      writeStorage(deps.storage, STORAGE_KEYS.quickBet, {
        isEnabled: next.isEnabled,
        stake: next.stake,
        currency: next.currency,
        isApproved: next.isApproved,
      });
    }
    if (previous.selectedOutcomeIds !== next.selectedOutcomeIds) {
      deps.onSelectedKeys?.(next.selectedOutcomeIds);
    }
    listeners.forEach((listener) => listener());
  }

  return {
    getState: (): QuickBet => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle() {
      const next = toggleQuickBet(state);
      set(next.currency === '' ? { ...next, currency: deps.context().currency.code } : next);
    },
    setStake(stake: number) {
      set(setQuickBetStake(state, stake));
    },
    setCurrency(code: string) {
      if (code !== state.currency) set(setQuickBetCurrency(state, code));
    },
    approve() {
      set(approveQuickBet({ ...state, currency: state.currency || deps.context().currency.code }));
    },
    /** The active account's balance: below the quick stake (or zero) turns quick bet off. */
    applyBalance(balance: number) {
      const next = applyBalanceToQuickBet(state, balance as QuickBet['stake']);
      if (next !== state) set(next);
    },
    /** Sign-out: quick bet off, nothing approved, nothing kept. */
    reset() {
      deps.storage.removeItem(STORAGE_KEYS.quickBet);
      state = createQuickBet();
      listeners.forEach((listener) => listener());
    },
    /** Leaves SUCCESS or ERROR for the next tap. */
    dismiss() {
      if (state.state !== TICKET_STATE.processing) {
        set({ ...setQuickBetState(state, TICKET_STATE.initial), error: null, bet: null });
      }
    },

    /**
     * A tap on an odds button. False when quick bet is off (the tap goes to the slip); true when
     * quick bet took it, whether it placed, refused or ignored it.
     */
    async tap(selection: BetSlipSelection): Promise<boolean> {
      if (!state.isEnabled) return false;
      const context = deps.context();
      const single = createTicketBet('single', [selection], context.currency);
      const result = placeQuickBet(
        state.currency ? state : { ...state, currency: context.currency.code },
        single,
        deps.player(),
        deps.limits(),
      );
      if (!result.ok) {
        if ('effect' in result) {
          set(result.quickBet);
          deps.onSignInNeeded?.();
        } else if (result.code !== 'quick_bet.ignored') {
          set({ ...setQuickBetState(result.quickBet, TICKET_STATE.error) });
          deps.onFailed?.(result.code);
        }
        return true;
      }
      set(result.quickBet);
      let answer: PlaceBetsResult;
      try {
        answer = await deps.placeBets([result.bet], true);
      } catch {
        answer = { ok: false, response: null };
      }
      if (answer.ok) {
        set({ ...setQuickBetState(state, TICKET_STATE.success), error: null });
        deps.onPlaced?.([result.bet]);
      } else {
        const code = messageOf(answer.response);
        set({
          ...setQuickBetState(state, TICKET_STATE.error),
          error: code ? { code, severity: 'error' } : null,
        });
        deps.onFailed?.(code);
      }
      return true;
    },
  };
}

export type QuickBetStore = ReturnType<typeof createQuickBetStore>;

function messageOf(response: PlaceBetErrorResponse | null): string | null {
  return response && typeof response.message === 'string' ? response.message : null;
}
