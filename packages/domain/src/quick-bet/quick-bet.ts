import { selectedOutcomeIdsOf } from '../bet-slip/composition';
import type { OutcomeId, TicketBet, TicketStateName } from '../bet-slip/types';
import { TICKET_STATE } from '../bet-slip/types';
import { PLACE_BET_MESSAGE_KEY } from '../errors/place-bet-errors';
import type { BetLimits, Severity } from '../limits/bet-limits';
import { checkBetLimits } from '../limits/bet-limits';
import type { MinorUnits } from '../money/money';
import { clampStake, ZERO_MINOR_UNITS } from '../money/money';
import { betPotentialWin, betTotalStake } from '../potential-win/potential-win';

export const POTENTIAL_WIN_EQUAL_OR_LESS = 'error.potential_win.equal_or_less';

export interface QuickBetError {
  readonly code: string;
  readonly severity: Severity;
}

/**
 * Quick bet (spec section 3): one tap on an odds button places a single at a preset stake the
 * player has approved.
 */
export interface QuickBet {
  readonly isEnabled: boolean;
  readonly state: TicketStateName;
  readonly bet: TicketBet | null;
  readonly selectedOutcomeIds: readonly OutcomeId[];
  readonly stake: MinorUnits;
  readonly currency: string;
  readonly isApproved: boolean;
  readonly error: QuickBetError | null;
}

export function createQuickBet(overrides: Partial<QuickBet> = {}): QuickBet {
  return {
    isEnabled: false,
    state: TICKET_STATE.initial,
    bet: null,
    selectedOutcomeIds: [],
    stake: ZERO_MINOR_UNITS,
    currency: '',
    isApproved: false,
    error: null,
    ...overrides,
  };
}

/** Turning quick bet on or off always asks for approval again. */
export function toggleQuickBet(quickBet: QuickBet): QuickBet {
  return { ...quickBet, isEnabled: !quickBet.isEnabled, isApproved: false, error: null };
}

/** A new stake needs approving again (and clears a limit message about the old one). */
export function setQuickBetStake(quickBet: QuickBet, stake: number): QuickBet {
  return { ...quickBet, stake: clampStake(stake), isApproved: false, error: null };
}

/** A new currency needs approving again. */
export function setQuickBetCurrency(quickBet: QuickBet, currency: string): QuickBet {
  return { ...quickBet, currency, isApproved: false, error: null };
}

/** The player approves the quick stake; a stake of zero cannot be approved. */
export function approveQuickBet(quickBet: QuickBet): QuickBet {
  return { ...quickBet, isApproved: quickBet.stake > 0 };
}

/** Any state but PROCESSING clears the highlighted outcome of the quick bet. */
export function setQuickBetState(quickBet: QuickBet, state: TicketStateName): QuickBet {
  return {
    ...quickBet,
    state,
    selectedOutcomeIds: state === TICKET_STATE.processing ? quickBet.selectedOutcomeIds : [],
  };
}

/** A balance below the quick stake, or zero, turns quick bet off. */
export function applyBalanceToQuickBet(quickBet: QuickBet, balance: MinorUnits): QuickBet {
  return balance <= 0 || balance < quickBet.stake ? { ...quickBet, isEnabled: false } : quickBet;
}

export type QuickBetIgnoredReason = 'disabled' | 'processing' | 'warning' | 'not_approved';

export type QuickBetPlaceResult =
  /** Send `bet`; the quick bet is PROCESSING. */
  | { readonly ok: true; readonly quickBet: QuickBet; readonly bet: TicketBet }
  /** Nothing happens. */
  | {
      readonly ok: false;
      readonly code: 'quick_bet.ignored';
      readonly reason: QuickBetIgnoredReason;
      readonly quickBet: QuickBet;
    }
  /** Not signed in: open sign-in. */
  | {
      readonly ok: false;
      readonly code: 'quick_bet.sign_in_required';
      readonly effect: 'open_sign_in';
      readonly quickBet: QuickBet;
    }
  /** Refused with a message; `quickBet.error` holds it. */
  | {
      readonly ok: false;
      readonly code: string;
      readonly severity: Severity;
      readonly quickBet: QuickBet;
    };

export interface QuickBetPlayer {
  readonly isLoggedIn: boolean;
  /** The nested serasa pve flag: such players may not bet. */
  readonly isPve: boolean;
}

/**
 * A tap on an odds button with quick bet on (spec sections 4 and 5). `single` is the tapped
 * selection's single bet, created in the quick bet's currency (createTicketBet); it is placed at the
 * quick stake. In order:
 * - nothing happens while quick bet is off, PROCESSING, showing a warning, or not approved;
 * - not signed in: sign-in opens;
 * - a pve player is refused (error.platform.pve_player_bet_forbidden);
 * - bet limits are checked first on odds and stake: an error or a warning blocks the bet;
 * - a potential win equal to or less than the stake is refused (error.potential_win.equal_or_less:
 *   odds of 1.001 on €1 win €1.00);
 * - otherwise the quick bet goes to PROCESSING with the bet at the quick stake and currency.
 */
export function placeQuickBet(
  quickBet: QuickBet,
  single: TicketBet,
  player: QuickBetPlayer,
  limits: BetLimits | null,
): QuickBetPlaceResult {
  const ignored = ignoredReason(quickBet);
  if (ignored !== null) return { ok: false, code: 'quick_bet.ignored', reason: ignored, quickBet };
  if (!player.isLoggedIn) {
    return {
      ok: false,
      code: 'quick_bet.sign_in_required',
      effect: 'open_sign_in',
      quickBet: setQuickBetState(quickBet, TICKET_STATE.initial),
    };
  }
  const bet: TicketBet = { ...single, stake: quickBet.stake, currency: quickBet.currency };
  const refusal = refusalFor(bet, player, limits);
  if (refusal !== null) {
    return { ok: false, ...refusal, quickBet: { ...quickBet, error: refusal } };
  }
  return {
    ok: true,
    bet,
    quickBet: {
      ...quickBet,
      state: TICKET_STATE.processing,
      bet,
      error: null,
      selectedOutcomeIds: selectedOutcomeIdsOf([bet]),
    },
  };
}

function ignoredReason(quickBet: QuickBet): QuickBetIgnoredReason | null {
  if (!quickBet.isEnabled) return 'disabled';
  if (quickBet.state === TICKET_STATE.processing) return 'processing';
  if (quickBet.error?.severity === 'warning') return 'warning';
  if (!quickBet.isApproved) return 'not_approved';
  return null;
}

function refusalFor(
  bet: TicketBet,
  player: QuickBetPlayer,
  limits: BetLimits | null,
): QuickBetError | null {
  if (player.isPve) return { code: PLACE_BET_MESSAGE_KEY.pvePlayerForbidden, severity: 'error' };
  if (limits !== null) {
    const checked = checkBetLimits([bet], limits);
    if (!checked.ok) return { code: checked.code, severity: checked.severity };
  }
  if (betPotentialWin(bet) <= betTotalStake(bet)) {
    return { code: POTENTIAL_WIN_EQUAL_OR_LESS, severity: 'error' };
  }
  return null;
}
