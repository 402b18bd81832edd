import type { PlaceBetErrorResponse } from '../errors/place-bet-errors';
import { mapPlaceBetError } from '../errors/place-bet-errors';
import { systemTypesFor } from '../system/system';
import { normalizeAvailableBonuses } from './bonuses';
import type { BetsResult } from './composition';
import {
  addSelection,
  betsWithStake,
  changeBetType,
  hasOutcome,
  isRegularBet,
  removeSelection,
  selectedOutcomeIdsOf,
} from './composition';
import { acceptOddsChanges as acceptBetOddsChanges, hasChangedOdds } from './odds-updates';
import type {
  AvailableBonuses,
  AvailableFreebet,
  BetSlipContext,
  BetSlipSelection,
  BetType,
  OutcomeId,
  TicketBet,
  TicketState,
  TicketStateName,
} from './types';
import { TICKET_STATE } from './types';

/** An empty slip. */
export function createTicketState(overrides: Partial<TicketState> = {}): TicketState {
  return {
    ticketState: TICKET_STATE.initial,
    error: null,
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [],
    ...overrides,
  };
}

/** SUCCESS and ERROR end a placement. */
export function isFinishedTicketState(name: TicketStateName): boolean {
  return name === TICKET_STATE.success || name === TICKET_STATE.error;
}

/**
 * Moves the ticket to a state with the side rules of spec section 4: ERROR and INITIAL empty the
 * processing bets; the finished states (SUCCESS, ERROR) clear the selected outcomes, so the odds
 * buttons are no longer highlighted.
 */
export function setTicketState(state: TicketState, next: TicketStateName): TicketState {
  return {
    ...state,
    ticketState: next,
    processingBets:
      next === TICKET_STATE.error || next === TICKET_STATE.initial ? [] : state.processingBets,
    selectedOutcomeIds: isFinishedTicketState(next) ? [] : state.selectedOutcomeIds,
  };
}

/** The systems offered for the slip's singles, combos and systems (custom bets aside). */
function offeredSystemTypes(bets: readonly TicketBet[]): TicketState['systemTypes'] {
  return systemTypesFor(bets.filter(isRegularBet).flatMap((bet) => bet.selections).length);
}

function withBets(state: TicketState, bets: readonly TicketBet[]): TicketState {
  return {
    ...state,
    bets,
    selectedOutcomeIds: selectedOutcomeIdsOf(bets),
    systemTypes: offeredSystemTypes(bets),
  };
}

/**
 * Sets the bets (after adding selections, restoring, odds updates): ODDS_CHANGED when some
 * selection's price needs accepting, else INITIAL. While a placement is in progress the state is
 * left alone, so a price tick does not interrupt PROCESSING.
 */
export function setTicketBets(state: TicketState, bets: readonly TicketBet[]): TicketState {
  const updated = withBets(state, bets);
  if (state.inProgress) return updated;
  return setTicketState(
    updated,
    hasChangedOdds(bets) ? TICKET_STATE.oddsChanged : TICKET_STATE.initial,
  );
}

/** Adds a selection by the composition rules; see `setTicketBets` for the state. */
export function addSelectionToTicket(
  state: TicketState,
  selection: BetSlipSelection,
  context: BetSlipContext,
): TicketState {
  return setTicketBets(state, addSelection(state.bets, selection, context));
}

/**
 * Removes a selection. ODDS_CHANGED stays only while some bet still has a changed price; removing
 * the last changed selection returns the slip to INITIAL. Other states stay as they are.
 */
export function removeSelectionFromTicket(state: TicketState, outcomeId: OutcomeId): TicketState {
  const updated = withBets(state, removeSelection(state.bets, outcomeId));
  return state.ticketState === TICKET_STATE.oddsChanged && !hasChangedOdds(updated.bets)
    ? setTicketState(updated, TICKET_STATE.initial)
    : updated;
}

/**
 * A tap on an odds button: removes the outcome if it is on the slip, adds it otherwise. Ignored
 * while a placement is in progress. After SUCCESS the slip holds the placed bets, so a tap starts
 * a new slip with that selection.
 */
export function toggleOutcome(
  state: TicketState,
  selection: BetSlipSelection,
  context: BetSlipContext,
): TicketState {
  if (state.inProgress) return state;
  const base = state.ticketState === TICKET_STATE.success ? clearTicket(state) : state;
  return hasOutcome(base.bets, selection.outcomeId)
    ? removeSelectionFromTicket(base, selection.outcomeId)
    : addSelectionToTicket(base, selection, context);
}

/** The player accepts the changed prices: they become the accepted ones and the slip is INITIAL. */
export function acceptTicketOddsChanges(state: TicketState): TicketState {
  return setTicketState(withBets(state, acceptBetOddsChanges(state.bets)), TICKET_STATE.initial);
}

export type TicketStateResult =
  { readonly ok: true; readonly state: TicketState } | Exclude<BetsResult, { ok: true }>;

/** Changes the bet type (see `changeBetType` for the refusals). */
export function changeTicketBetType(
  state: TicketState,
  betType: BetType,
  context: BetSlipContext,
): TicketStateResult {
  const result = changeBetType(state.bets, betType, context);
  return result.ok ? { ok: true, state: setTicketBets(state, result.bets) } : result;
}

/** Clears the slip: everything goes back to an empty ticket except the offered system types. */
export function clearTicket(state: TicketState): TicketState {
  return createTicketState({ systemTypes: state.systemTypes });
}

/** A bet as session storage may hold it: older versions stored one freebet instead of a list. */
export type StoredTicketBet = Omit<TicketBet, 'availableBonuses'> & {
  readonly availableBonuses?:
    | (Partial<Omit<AvailableBonuses, 'freebet'>> & {
        readonly freebet?: AvailableFreebet | readonly AvailableFreebet[] | null;
      })
    | null;
};

/**
 * Restores bets kept in session storage, only when there are some: an empty or missing list leaves
 * the slip as it is. Freebet availability is normalised to a list. Ends restoring either way.
 */
export function restoreStoredBets(
  state: TicketState,
  stored: readonly StoredTicketBet[] | null | undefined,
): TicketState {
  if (stored === null || stored === undefined || stored.length === 0) {
    return { ...state, isRestoring: false };
  }
  const bets = stored.map((bet): TicketBet => ({
    ...bet,
    availableBonuses: normalizeAvailableBonuses(bet.availableBonuses ?? {}),
  }));
  return { ...setTicketBets(state, bets), isRestoring: false };
}

/** Something the caller must do after a transition; the domain does no I/O itself. */
export type TicketEffect =
  | { readonly type: 'open_sign_in' }
  | { readonly type: 'place_bets'; readonly bets: readonly TicketBet[] }
  | { readonly type: 'show_error_alert' };

export interface TicketTransition {
  readonly state: TicketState;
  readonly effect: TicketEffect | null;
}

/**
 * The player presses "place bet" (spec section 4):
 * - ignored while a placement is in progress;
 * - not signed in: the ticket goes back to INITIAL and the effect asks for sign-in;
 * - signed in: INITIAL, error cleared, in progress, and the bets with a stake above zero become the
 *   processing bets, which the effect asks to send. Run the placing checks before this.
 */
export function startPlacingBets(
  state: TicketState,
  player: { readonly isLoggedIn: boolean },
): TicketTransition {
  if (state.inProgress) return { state, effect: null };
  if (!player.isLoggedIn) {
    return { state: setTicketState(state, TICKET_STATE.initial), effect: { type: 'open_sign_in' } };
  }
  const processingBets = betsWithStake(state.bets);
  const started = setTicketState({ ...state, error: null, inProgress: true }, TICKET_STATE.initial);
  return {
    state: { ...started, processingBets },
    effect: { type: 'place_bets', bets: processingBets },
  };
}

/** The server placed the bets: SUCCESS, holding the placed bets (with their ids and statuses). */
export function placeBetsSucceeded(
  state: TicketState,
  placedBets: readonly TicketBet[],
): TicketState {
  return setTicketState(
    { ...state, inProgress: false, processingBets: placedBets },
    TICKET_STATE.success,
  );
}

/**
 * The placement failed. An error response carrying a code (101, or a text code such as
 * "validation_failed") gives ERROR with the mapped message (error.place_bets.invalid_odds for 101,
 * else the response's own key or error.place_bets.default); any other failure (network, no
 * response, no code) resets the ticket to INITIAL and asks for the generic error alert.
 */
export function placeBetsFailed(
  state: TicketState,
  response: PlaceBetErrorResponse | null,
): TicketTransition {
  const stopped = { ...state, inProgress: false };
  const code = response?.code;
  if (code === null || code === undefined || code === '') {
    return {
      state: setTicketState({ ...stopped, error: null }, TICKET_STATE.initial),
      effect: { type: 'show_error_alert' },
    };
  }
  const mapped = mapPlaceBetError(response);
  return {
    state: setTicketState(
      {
        ...stopped,
        error: { message: mapped.messageKey, details: mapped.details, betErrors: mapped.betErrors },
      },
      TICKET_STATE.error,
    ),
    effect: null,
  };
}
