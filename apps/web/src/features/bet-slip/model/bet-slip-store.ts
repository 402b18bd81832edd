// The bet slip's client state: a ticket of packages/domain plus the settings it reads, persisted
// in local storage. Every betting rule (composition, odds updates, stakes, limits, placing, the
// ticket states) is a domain function; this store only sequences them, keeps the result, persists
// it and tells subscribers. No React here: components read it through useSyncExternalStore.
import {
  type AvailableBonuses,
  type BetLimits,
  type BonusType,
  type BetSlipContext,
  type BetSlipSelection,
  type BetType,
  type Currency,
  type DecimalOdds,
  type MarketUpdate,
  type MinorUnits,
  type OddsAcceptMode,
  type OutcomeId,
  type PlaceBetErrorResponse,
  type Provider,
  type SystemType,
  type TicketBet,
  type TicketState,
  PLACING_ERROR,
  TICKET_STATE,
  acceptTicketOddsChanges,
  addCustomBet,
  applyMarketUpdates,
  betsWithStake,
  chooseBonus as chooseBetBonus,
  changeSystemType,
  changeTicketBetType,
  checkBetLimits,
  checkBetsPlaceable,
  findSameMatchConflict,
  clearTicket,
  createTicketState,
  isWrongOddsError,
  placeBetsFailed,
  placeBetsSucceeded,
  removeSelectionFromTicket,
  removeUnavailableSelections,
  restoreStoredBets,
  setStake as setBetStake,
  setStakeForAll as setAllStakes,
  setAvailableBonuses as setBetAvailableBonuses,
  setStakeFromPotentialWin,
  setTicketBets,
  slipSelections,
  startPlacingBets,
  toggleOutcome,
} from '@sportsbook/domain';
import type { OutcomeQuote } from '../../catalog/outcomes';
import { marketUpdateFromQuote } from './slip-selection';
import { movedCustomPrice, settleCustomLegPrices, withCustomLegs } from './custom-bet';
import {
  type KeyValueStorage,
  type StakeEntryMode,
  STORAGE_KEYS,
  readStakeEntryMode,
  readStoredBets,
  writeStorage,
} from './slip-storage';

/** The settings the slip reads (spec section 3, user settings in client form). */
export interface SlipSettings {
  /** Preset stake buttons, minor units of the active currency. */
  stakes: readonly MinorUnits[];
  oddsAcceptMode: OddsAcceptMode;
  multiSingleAvailableByProvider: Readonly<Partial<Record<Provider, boolean>>>;
  limits: BetLimits | null;
  currencies: Readonly<Record<string, Currency>>;
  defaultCurrency: string;
  /** The bet builder is offered (`custom_bet_enabled`). */
  customBetEnabled: boolean;
  /** The fewest legs of a custom bet: 1 when `custom_bet_allow_single`, else 2. */
  customBetMinLegs: number;
}

export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  stakes: [],
  oddsAcceptMode: 'none',
  multiSingleAvailableByProvider: {},
  limits: null,
  currencies: { EUR: { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] } },
  defaultCurrency: 'EUR',
  customBetEnabled: false,
  customBetMinLegs: 2,
};

/** A refusal from the checks before sending, as a message key and its values. */
export interface SlipNotice {
  code: string;
  values: Readonly<Record<string, string | number>>;
}

export interface BetSlipState {
  ticket: TicketState;
  settings: SlipSettings;
  /** The currency new bets are made in: the player's active account, else the default. */
  currency: string;
  stakeMode: StakeEntryMode;
  notice: SlipNotice | null;
  /** Receipt references of the last placed bets, by bet id. */
  receipts: Readonly<Record<string, string>>;
  /**
   * Custom bets whose price the server moved (code 120), by bet index: the price the player had.
   * The new price is the bet's `customOdds`; placing waits until the player accepts it.
   */
  customMoves: Readonly<Record<number, DecimalOdds>>;
}

export interface PlacedBet {
  id: string;
  status: string;
  /** The short reference the player sees (receipt number). */
  ref: string;
}

export type PlaceBetsResult =
  { ok: true; bets: readonly PlacedBet[] } | { ok: false; response: PlaceBetErrorResponse | null };

export interface BetSlipDeps {
  storage: KeyValueStorage;
  isLoggedIn(): boolean;
  placeBets(bets: readonly TicketBet[]): Promise<PlaceBetsResult>;
  /** The outcomes the odds buttons should show as selected. */
  onSelectedKeys?(keys: readonly string[]): void;
  /** The number of selections changed (the panel opens on the first and closes after the last). */
  onCountChange?(previous: number, next: number): void;
  onSignInNeeded?(): void;
  onErrorAlert?(): void;
  onPlaced?(bets: readonly TicketBet[]): void;
}

export function createBetSlipStore(deps: BetSlipDeps) {
  let state: BetSlipState = {
    ticket: restoreStoredBets(
      createTicketState({ isRestoring: true }),
      readStoredBets(deps.storage),
    ),
    settings: DEFAULT_SLIP_SETTINGS,
    currency: DEFAULT_SLIP_SETTINGS.defaultCurrency,
    stakeMode: readStakeEntryMode(deps.storage),
    notice: null,
    receipts: {},
    customMoves: {},
  };
  const listeners = new Set<() => void>();

  const countOf = (ticket: TicketState) => slipSelections(ticket.bets).length;

  function persist(ticket: TicketState) {
    // Placed bets live in My bets: a reload after SUCCESS starts from an empty slip.
    const finished = ticket.ticketState === TICKET_STATE.success;
    writeStorage(deps.storage, STORAGE_KEYS.bets, finished ? [] : ticket.bets);
    writeStorage(
      deps.storage,
      STORAGE_KEYS.ticketState,
      ticket.ticketState === TICKET_STATE.oddsChanged ? ticket.ticketState : TICKET_STATE.initial,
    );
  }

  function set(next: Partial<BetSlipState>) {
    const previous = state;
    state = { ...state, ...next };
    if (state.ticket !== previous.ticket) {
      persist(state.ticket);
      if (state.ticket.selectedOutcomeIds !== previous.ticket.selectedOutcomeIds) {
        deps.onSelectedKeys?.(state.ticket.selectedOutcomeIds);
      }
      const before = countOf(previous.ticket);
      const after = countOf(state.ticket);
      if (before !== after) deps.onCountChange?.(before, after);
    }
    if (state.stakeMode !== previous.stakeMode) {
      writeStorage(deps.storage, STORAGE_KEYS.toggleState, state.stakeMode);
    }
    listeners.forEach((listener) => listener());
  }

  const context = (): BetSlipContext => {
    const currency = state.settings.currencies[state.currency];
    return {
      multiSingleAvailableByProvider: state.settings.multiSingleAvailableByProvider,
      currency: { code: state.currency, subunits: currency?.subunits ?? 100 },
    };
  };

  const setBets = (bets: readonly TicketBet[]) =>
    set({ ticket: setTicketBets(state.ticket, bets), notice: null });

  /** New bets from a price source: a custom bet's legs take their own prices silently. */
  const setPricedBets = (bets: readonly TicketBet[]) =>
    set({ ticket: setTicketBets(state.ticket, settleCustomLegPrices(bets)) });

  // The price the page last told the slip for each outcome (its buttons' quotes, the tap that
  // put it on). The page telling the same price again (the outcome selected again, a move mark
  // expiring, a list rendered again) is no news: a price a refusal put on the slip stays until
  // the page hears a different one or the player accepts it.
  const told = new Map<string, number>();

  /** The ticket with a wrong-odds refusal's current prices on it; the same ticket when none. */
  const withRefusedPrices = (
    ticket: TicketState,
    sent: readonly TicketBet[],
    response: PlaceBetErrorResponse | null,
  ): TicketState => {
    const moved = currentOddsUpdates(ticket.bets, sent, response);
    if (moved.length === 0) return ticket;
    return setTicketBets(
      ticket,
      applyMarketUpdates(ticket.bets, moved, state.settings.oddsAcceptMode),
    );
  };

  return {
    getState: (): BetSlipState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setSettings(settings: SlipSettings, currency?: string) {
      const code = currency ?? state.currency;
      set({
        settings,
        currency: settings.currencies[code] ? code : settings.defaultCurrency,
      });
    },

    /** The player's active account changed (sign-in, currency switch). */
    setCurrency(code: string) {
      if (code === state.currency || !state.settings.currencies[code]) return;
      set({ currency: code });
    },

    /** A tap on an odds button: on the slip it goes, off the slip it comes (spec section 4). */
    toggle(selection: BetSlipSelection) {
      told.set(selection.outcomeId, selection.odds);
      set({ ticket: toggleOutcome(state.ticket, selection, context()), notice: null });
    },

    remove(id: OutcomeId) {
      if (state.ticket.inProgress) return;
      set({ ticket: removeSelectionFromTicket(state.ticket, id), notice: null, customMoves: {} });
    },

    clear() {
      if (state.ticket.inProgress) return;
      set({ ticket: clearTicket(state.ticket), notice: null, customMoves: {} });
    },

    /** A bet builder bet, priced by the server for these legs, onto the slip as one line. */
    addCustomBet(legs: readonly BetSlipSelection[], odds: DecimalOdds) {
      if (state.ticket.inProgress || !state.settings.customBetEnabled) return;
      if (legs.length < state.settings.customBetMinLegs) return;
      setBets(addCustomBet(state.ticket.bets, legs, odds, context()));
    },

    /** The editor saved a custom bet: new legs at their new price, stake kept. */
    replaceCustomBet(index: number, legs: readonly BetSlipSelection[], odds: DecimalOdds) {
      const bet = state.ticket.bets[index];
      if (state.ticket.inProgress || bet?.betType !== 'custom') return;
      if (legs.length < state.settings.customBetMinLegs) return;
      const bets = state.ticket.bets.map((other, at) =>
        at === index ? withCustomLegs(bet, legs, odds) : other,
      );
      const { [index]: _accepted, ...customMoves } = state.customMoves;
      set({ ticket: setTicketBets(state.ticket, bets), notice: null, customMoves });
    },

    /** Single, combo or system; a refusal comes back as its message key. */
    changeBetType(betType: BetType): string | null {
      const result = changeTicketBetType(state.ticket, betType, context());
      if (!result.ok) return result.code;
      set({ ticket: result.state, notice: null });
      return null;
    },

    changeSystemType(type: SystemType): string | null {
      const result = changeSystemType(state.ticket.bets, type);
      if (!result.ok) return result.code;
      setBets(result.bets);
      return null;
    },

    setStakeMode(mode: StakeEntryMode) {
      set({ stakeMode: mode });
    },

    /** What the player typed into a bet's field, as a stake or as the wanted potential win. */
    setAmount(betIndex: number, amount: MinorUnits) {
      setBets(
        state.stakeMode === 'potential_win'
          ? setStakeFromPotentialWin(state.ticket.bets, betIndex, amount)
          : setBetStake(state.ticket.bets, betIndex, amount),
      );
    },

    /** A preset stake: every bet without a freebet takes it. */
    setStakeForAll(stake: MinorUnits) {
      setBets(setAllStakes(state.ticket.bets, stake));
    },

    /**
     * The server's bonus offers, one per bet in slip order (POST /bonuses), then the domain's
     * auto-selection: a freebet no longer offered is dropped and its stake goes back to 0.
     */
    setAvailableBonuses(offers: readonly AvailableBonuses[]) {
      // The receipt after SUCCESS stays as it is (like realtime updates).
      const { ticket } = state;
      if (ticket.inProgress || ticket.ticketState === TICKET_STATE.success) return;
      if (offers.length !== ticket.bets.length) return;
      setBets(
        state.ticket.bets.map((bet, index) =>
          setBetAvailableBonuses(bet, offers[index] as AvailableBonuses),
        ),
      );
    },

    /**
     * The player picks a freebet for a bet (its stake becomes the freebet's) or none (null: the
     * stake goes back to 0). A refusal comes back as its message key.
     */
    chooseBonus(betIndex: number, choice: { id: string; type: BonusType } | null): string | null {
      const bet = state.ticket.bets[betIndex];
      if (!bet || state.ticket.inProgress) return null;
      const result = chooseBetBonus(bet, choice);
      if (!result.ok) return result.code;
      setBets(state.ticket.bets.map((b, index) => (index === betIndex ? result.bet : b)));
      return null;
    },

    /** A new price or state for an outcome on the slip (spec section 4, odds update rules). */
    quote(key: string, quote: OutcomeQuote) {
      const last = told.get(key);
      told.set(key, quote.odds);
      const held = state.ticket.bets
        .flatMap((bet) => bet.selections)
        .find((selection) => selection.outcomeId === key);
      // Only the state is news when the price is the one the page told last.
      const news = held && last === quote.odds ? { ...quote, odds: held.odds } : quote;
      const update = marketUpdateFromQuote(state.ticket.bets, key, news);
      if (!update) return;
      setPricedBets(applyMarketUpdates(state.ticket.bets, [update], state.settings.oddsAcceptMode));
    },

    /**
     * A realtime event's effect on the selections (see slip-realtime.ts), under the player's
     * accept mode. The receipt after SUCCESS stays as it is.
     */
    applyRealtime(
      update: (bets: readonly TicketBet[], mode: OddsAcceptMode) => readonly TicketBet[],
    ) {
      if (state.ticket.ticketState === TICKET_STATE.success) return;
      const bets = update(state.ticket.bets, state.settings.oddsAcceptMode);
      if (bets === state.ticket.bets) return;
      setPricedBets(bets);
    },

    /** A shared slip restored: its bets replace the slip's (spec section 2, share codes). */
    replaceBets(bets: readonly TicketBet[]) {
      if (state.ticket.inProgress) return;
      set({ ticket: setTicketBets(clearTicket(state.ticket), bets), notice: null });
    },

    acceptOdds() {
      set({ ticket: acceptTicketOddsChanges(state.ticket), notice: null, customMoves: {} });
    },

    /**
     * Selections a combo or system holds on one match, which cannot be placed together (the
     * domain's placing rule): the slip marks them and keeps the place button disabled.
     */
    sameMatchConflict() {
      return findSameMatchConflict(state.ticket.bets);
    },

    /** The bet limits of the slip as it is (warnings and errors shown as the player types). */
    limitCheck() {
      return state.settings.limits === null
        ? ({ ok: true } as const)
        : checkBetLimits(state.ticket.bets, state.settings.limits);
    },

    /**
     * Place: drop what is no longer available, check limits and stakes, then hand the bets with
     * a stake to the server. Not signed in, the ticket stays and sign-in opens.
     */
    async place(): Promise<void> {
      if (state.ticket.inProgress) return;
      if (state.ticket.ticketState === TICKET_STATE.oddsChanged) return;
      if (Object.keys(state.customMoves).length > 0) return;
      const conflict = this.sameMatchConflict();
      if (conflict !== null) {
        const named = slipSelections(state.ticket.bets).filter((s) =>
          conflict.selectionIds.includes(s.id),
        );
        set({
          notice: {
            code: PLACING_ERROR.sameMatchSelections,
            values: { selections: named.map((s) => s.outcomeName).join(', ') },
          },
        });
        return;
      }
      const cleaned = removeUnavailableSelections(state.ticket.bets);
      if (cleaned.length !== state.ticket.bets.length) setBets(cleaned);
      const bets = betsWithStake(state.ticket.bets);
      const limits = this.limitCheck();
      if (!limits.ok && limits.severity === 'error') {
        set({ notice: { code: limits.code, values: limitValues(limits) } });
        return;
      }
      if (state.ticket.bets.some((bet) => bet.selections.some((s) => s.isSuspended))) {
        set({ notice: { code: 'error.bet_slip.suspended_selection', values: {} } });
        return;
      }
      const checked = checkBetsPlaceable(bets, { currencies: state.settings.currencies });
      if (!checked.ok) {
        set({ notice: { code: checked.code, values: refusalValues(checked) } });
        return;
      }
      const started = startPlacingBets(state.ticket, { isLoggedIn: deps.isLoggedIn() });
      set({ ticket: started.state, notice: null });
      if (started.effect?.type === 'open_sign_in') {
        deps.onSignInNeeded?.();
        return;
      }
      if (started.effect?.type !== 'place_bets') return;
      const sent = started.effect.bets;
      let result: PlaceBetsResult;
      try {
        result = await deps.placeBets(sent);
      } catch {
        result = { ok: false, response: null };
      }
      if (result.ok) {
        const placed = sent.map((bet, index) => ({
          ...bet,
          betId: result.bets[index]?.id ?? null,
          status: result.bets[index]?.status ?? null,
        }));
        set({
          ticket: placeBetsSucceeded(state.ticket, placed),
          receipts: Object.fromEntries(result.bets.map((bet) => [bet.id, bet.ref])),
        });
        deps.onPlaced?.(placed);
        return;
      }
      const failed = placeBetsFailed(state.ticket, result.response);
      // One change: the refusal and the prices it sent land together, so the odds buttons are
      // not let go and pressed again in between.
      set({ ticket: withRefusedPrices(failed.state, sent, result.response) });
      if (failed.effect?.type === 'show_error_alert') deps.onErrorAlert?.();
      // A custom bet's price moved (120): the new price waits on the line for the player.
      const custom = movedCustomPrice(state.ticket.bets, sent, result.response);
      const bet = custom ? state.ticket.bets[custom.index] : undefined;
      if (custom && bet?.customOdds) {
        set({
          ticket: setTicketBets(
            state.ticket,
            state.ticket.bets.map((other, at) =>
              at === custom.index ? { ...other, customOdds: custom.odds } : other,
            ),
          ),
          customMoves: { ...state.customMoves, [custom.index]: bet.customOdds },
        });
      }
    },

    /**
     * A refusal for a moved price (placement or a VIP request): the current prices the server
     * sent go onto the slip, to be accepted as any other move. Whether any price was taken.
     */
    takeRefusedPrices(sent: readonly TicketBet[], response: PlaceBetErrorResponse | null): boolean {
      const ticket = withRefusedPrices(state.ticket, sent, response);
      if (ticket === state.ticket) return false;
      set({ ticket });
      return true;
    },

    /** After SUCCESS: the same selections again, stakes kept, for another bet. */
    keepSelections() {
      const bets = state.ticket.bets.map((bet) => ({ ...bet, betId: null, status: null }));
      set({ ticket: setTicketBets(clearTicket(state.ticket), bets), notice: null });
    },

    /** Leaves the ERROR view, keeping the slip. */
    dismissError() {
      set({ ticket: setTicketBets({ ...state.ticket, error: null }, state.ticket.bets) });
    },
  };
}

export type BetSlipStore = ReturnType<typeof createBetSlipStore>;

/**
 * Market updates from a wrong-odds refusal: `data.details.current_odds` holds, per bet index of
 * the request, each selection's current price (null when it is gone or suspended).
 */
export function currentOddsUpdates(
  bets: readonly TicketBet[],
  sent: readonly TicketBet[],
  response: PlaceBetErrorResponse | null,
): MarketUpdate[] {
  if (!response || !isWrongOddsError(response)) return [];
  const details = response.data?.details as { current_odds?: unknown } | null | undefined;
  const current = details?.current_odds;
  if (typeof current !== 'object' || current === null) return [];
  const updates: MarketUpdate[] = [];
  for (const [index, prices] of Object.entries(current as Record<string, unknown>)) {
    const bet = sent[Number(index)];
    if (!bet || !Array.isArray(prices)) continue;
    bet.selections.forEach((selection, position) => {
      const price: unknown = prices[position];
      const quote =
        typeof price === 'number'
          ? { odds: price, active: true, suspended: false }
          : { odds: selection.odds, active: false, suspended: true };
      const update = marketUpdateFromQuote(bets, selection.outcomeId, quote);
      if (update) updates.push(update);
    });
  }
  return updates;
}

function limitValues(
  violation: Exclude<ReturnType<typeof checkBetLimits>, { ok: true }>,
): Record<string, string | number> {
  switch (violation.kind) {
    case 'max_selections':
      return { limit: violation.limit };
    case 'max_odds':
      return { limit: violation.limit };
    case 'max_stake':
      return { amount: violation.limit, currency: violation.currency };
    case 'max_payout':
      return { amount: violation.amount, currency: violation.currency };
  }
}

function refusalValues(refusal: object): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(refusal)) {
    if (key !== 'ok' && key !== 'code' && (typeof value === 'string' || typeof value === 'number'))
      values[key] = value;
  }
  return values;
}
