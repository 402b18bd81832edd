import type { Brand } from '../core/brand';
import type { BetError } from '../errors/place-bet-errors';
import type { MatchStatus, Provider } from '../match/status';
import type { MinorUnits } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import type { SystemType } from '../system/system';

/** An outcome's id, unique across matches and markets. The bet slip is keyed by it. */
export type OutcomeId = Brand<string, 'OutcomeId'>;
export type MatchId = Brand<string, 'MatchId'>;
export type MarketId = Brand<string, 'MarketId'>;

export const outcomeId = (id: string): OutcomeId => id as OutcomeId;
export const matchId = (id: string): MatchId => id as MatchId;
export const marketId = (id: string): MarketId => id as MarketId;

export type SelectionEventType = 'match' | 'stage' | 'season' | 'simple_tournament';

/**
 * A selection on the bet slip (spec section 3 "Bet slip selection").
 * - `odds`: the current price from the feed;
 * - `acceptedOdds`: the price the player has accepted, the one placed;
 * - `initialOdds`: the price when the selection was added;
 * - `isChanged`: the current price differs from the accepted one in a way the accept mode flags;
 * - `isSuspended`: its market is not allowed or its outcome is missing or inactive;
 * - `isNotAvailable`: its provider is inactive or its match is over; removed on cleanup.
 */
export interface BetSlipSelection {
  readonly id: string;
  readonly matchId: MatchId;
  readonly matchUrnId: string;
  readonly matchSlug: string;
  readonly matchStatus: MatchStatus;
  readonly marketGroup: string | null;
  readonly type: SelectionEventType;
  readonly sportKey: string;
  readonly nameA: string;
  readonly nameB: string;
  readonly categoryName: string;
  readonly provider: Provider;
  readonly marketId: MarketId;
  readonly marketName: string;
  readonly specifier: string;
  readonly outcomeId: OutcomeId;
  readonly outcomeName: string;
  readonly active: boolean;
  readonly odds: DecimalOdds;
  readonly acceptedOdds: DecimalOdds;
  readonly initialOdds: DecimalOdds;
  readonly isSuspended: boolean;
  readonly isChanged: boolean;
  readonly isNotAvailable: boolean;
}

/** "custom" is a custom bet (bet builder): several selections of one match at custom odds. */
export type BetType = 'single' | 'combo' | 'system' | 'custom';

/**
 * How the stake was entered: typed as a stake, typed as the wanted potential win (the stake then
 * follows odds changes), or reset by a currency change or a shared bet ("sharing").
 */
export type StakeSource = 'stake' | 'potential_win' | 'sharing';

/** Bonus types of spec section 9. A freebet's variant is part of its type. */
export type BonusType =
  | 'comboboost'
  | 'freebet'
  | 'freebet_no_risk'
  | 'freebet_all_win'
  | 'freebet_only_win'
  | 'hunting'
  | 'lootbox'
  | 'tournament'
  | 'jackpot';

/**
 * Freebet variants. Their stake comes from the bonus, and what a win pays differs:
 * - no_risk, all_win: the stake is not the player's money (left out of the stake total) and is not
 *   returned; a win pays only the winnings, stake × (odds - 1);
 * - only_win: a win pays only the winnings, without the stake; the stake counts in the total;
 * - amb ("accumulator money back", bonus type "freebet"): a normal bet paid stake × odds and counted
 *   in the total, insured by the bonus: a combo lost by exactly one selection is refunded as a
 *   freebet (settled by the server, not here).
 */
export type FreebetKind = 'no_risk' | 'all_win' | 'only_win' | 'amb';

export const FREEBET_BONUS_TYPE: Readonly<Record<FreebetKind, BonusType>> = {
  no_risk: 'freebet_no_risk',
  all_win: 'freebet_all_win',
  only_win: 'freebet_only_win',
  amb: 'freebet',
};

export function isFreebetBonusType(type: BonusType): boolean {
  return type === 'freebet' || type.startsWith('freebet_');
}

/** A freebet the player can use on this bet. */
export interface AvailableFreebet {
  readonly id: string;
  readonly kind: FreebetKind;
  /** The freebet's stake, in the bet's currency. */
  readonly amount: MinorUnits;
  readonly currency: string;
  /** A lootbox booster's multiplier of the winnings (`boostedFreebetPayout`); null or absent: none. */
  readonly boostMultiplier?: number | null;
}

/** A hunting, tournament or lootbox bonus the bet takes part in. */
export interface AvailableBonus {
  readonly id: string;
}

/** A comboboost: the combo's odds are multiplied by `bonusOdds` (1.05 = 5 % more winnings). */
export interface AvailableComboboost {
  readonly id: string;
  readonly bonusOdds: DecimalOdds;
}

/** The bonuses a bet may use, as the server reports them for that bet. */
export interface AvailableBonuses {
  readonly comboboost: AvailableComboboost | null;
  readonly freebet: readonly AvailableFreebet[];
  readonly hunting: AvailableBonus | null;
  readonly lootbox: AvailableBonus | null;
  readonly tournament: AvailableBonus | null;
}

export const NO_AVAILABLE_BONUSES: AvailableBonuses = {
  comboboost: null,
  freebet: [],
  hunting: null,
  lootbox: null,
  tournament: null,
};

/** The bonus chosen for a bet (placement payload "bonus (id, type, odds)"). */
export interface SelectedBonus {
  readonly id: string;
  readonly type: BonusType;
  readonly odds: DecimalOdds | null;
}

export interface JackpotRef {
  readonly id: string;
}

/**
 * A bet on the slip (spec section 3 "Ticket bet (client)"). Singles hold one selection each; a
 * combo, system or custom bet holds all of its selections. `stake` is per bet, and for a system per
 * combination. `currency` and `subunits` say what the minor units count.
 */
export interface TicketBet {
  readonly stake: MinorUnits;
  readonly currency: string;
  readonly subunits: number;
  readonly betType: BetType;
  /** The price of a custom bet, quoted by the server for the whole bet. */
  readonly customOdds: DecimalOdds | null;
  readonly selections: readonly BetSlipSelection[];
  /** Set for system bets only. */
  readonly systemType: SystemType | null;
  readonly availableBonuses: AvailableBonuses;
  readonly bonus: SelectedBonus | null;
  /** Comboboost multiplier in effect, or null. */
  readonly bonusOdds: DecimalOdds | null;
  readonly stakeSource: StakeSource;
  /** Set once placed. */
  readonly betId: string | null;
  readonly status: string | null;
  readonly isVip: boolean;
  /** The stake a chosen freebet imposes, or null without a freebet. */
  readonly freebetStake: MinorUnits | null;
  readonly jackpots: readonly JackpotRef[];
}

/** Ticket states of spec section 4. SUCCESS and ERROR are the finished states. */
export const TICKET_STATE = {
  initial: 'INITIAL',
  oddsChanged: 'ODDS_CHANGED',
  processing: 'PROCESSING',
  success: 'SUCCESS',
  error: 'ERROR',
} as const;

export type TicketStateName = (typeof TICKET_STATE)[keyof typeof TICKET_STATE];

export interface TicketError {
  /** A message key: error.place_bets.invalid_odds, or the server's own key. */
  readonly message: string;
  readonly details: unknown;
  /** Per-bet errors; a bet's localized message from the server is shown when present. */
  readonly betErrors: readonly BetError[];
}

export interface UpcomingBonus {
  readonly id: string;
  readonly type: BonusType;
}

/** The bet slip (spec section 3 "Ticket state"). */
export interface TicketState {
  readonly ticketState: TicketStateName;
  readonly error: TicketError | null;
  readonly bets: readonly TicketBet[];
  readonly upcomingBonuses: readonly UpcomingBonus[];
  readonly selectedOutcomeIds: readonly OutcomeId[];
  /** The bets being placed (stake above zero), then the placed bets after SUCCESS. */
  readonly processingBets: readonly TicketBet[];
  readonly isRestoring: boolean;
  readonly inProgress: boolean;
  /** The systems offered for the slip's selections, sorted; kept when the slip is cleared. */
  readonly systemTypes: readonly SystemType[];
}

/** How odds changes are handled (user setting auto_accept_odds_change; default none). */
export type OddsAcceptMode = 'none' | 'higher' | 'any';

/** Settings the bet slip rules read. */
export interface BetSlipContext {
  /** Which providers allow several singles on one slip (multi_bet_settings.available_by_provider). */
  readonly multiSingleAvailableByProvider: Readonly<Partial<Record<Provider, boolean>>>;
  /** The currency new bets are created in: the player's active account. */
  readonly currency: { readonly code: string; readonly subunits: number };
}
