// Refusals of the betting calls in the spec's shape (section 8): numeric code, message key,
// data.details and data.errors_by_bet with a localized message per refused bet.
import {
  BET_ERROR_CODE,
  BET_ERROR_MESSAGE,
  type BetErrorCode,
  type BetErrorResponse,
} from '@sportsbook/contract';

/** English texts of the message keys (other locales fall back to English for now). */
const TEXTS: Record<string, string> = {
  'error.place_bets.invalid_odds': 'The odds have changed. Accept the new odds to place the bet.',
  'error.place_bets.selection_suspended': 'A selection is suspended right now.',
  'error.place_bets.selection_not_available': 'A selection is no longer available.',
  'error.place_bets.match_not_bettable': 'This event no longer takes bets.',
  'error.place_bets.insufficient_balance': 'Your balance does not cover the stake.',
  'error.place_bets.idempotency_conflict': 'This request key was already used for other bets.',
  'error.place_bets.unknown_currency': 'You have no account in this currency.',
  'error.place_bets.freebet_not_usable': 'This bonus cannot be used on this bet.',
  'error.place_bets.invalid_bet': 'This combination of selections cannot be placed.',
  'error.platform.pve_player_bet_forbidden': 'Your account may not place bets.',
  'error.place_bets.invalid_odds_custom_bet': 'The bet builder price has changed.',
  'error.place_bets.custom_bet_unavailable': 'These selections cannot be combined.',
  'error.cashout.offer_changed': 'The cash-out offer has changed.',
  'error.cashout.unavailable': 'Cash-out is not available right now.',
  'error.cashout.refused': 'This bet cannot be cashed out.',
  'error.bets.not_found': 'Bet not found.',
  'share-bet.not-found-modal.link-not-found': 'This shared bet link does not exist.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Too many selections.',
  'error.validation.bet_limits.odds_limit_exceeded': 'The odds are above your limit.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'The stake is above your limit.',
  'error.validation.bet_limits.payout_limit_exceeded': 'The payout is above your limit.',
  'error.place_bets.no_bets': 'There are no bets to place.',
  'error.validation.same_match_selections':
    'A combo or system takes one selection per match: remove one of the selections named.',
  'error.place_bets.stake_not_positive': 'Enter a stake.',
  'error.place_bets.min_stake_fiat': 'The stake is below the minimum.',
  'error.place_bets.min_stake_crypto': 'The stake is below the minimum.',
};

export function localizedMessage(messageKey: string, _locale?: string): string {
  return TEXTS[messageKey] ?? 'The bet could not be placed.';
}

const STATUS: Partial<Record<BetErrorCode, number>> = {
  [BET_ERROR_CODE.pvePlayerForbidden]: 403,
  [BET_ERROR_CODE.idempotencyConflict]: 409,
  [BET_ERROR_CODE.betNotFound]: 404,
  [BET_ERROR_CODE.shareCodeNotFound]: 404,
};

export interface BetFault {
  /** Index of the bet in the request. */
  bet: number;
  selections?: number[];
  /** A more precise message key than the code's. */
  message?: string;
}

/** A refused betting call; the routes answer it as `betErrorResponse`. */
export class BetRefusal extends Error {
  readonly status: number;
  readonly messageKey: string;

  constructor(
    readonly code: BetErrorCode,
    readonly options: {
      message?: string;
      details?: Record<string, unknown>;
      faults?: BetFault[];
    } = {},
  ) {
    const messageKey = options.message ?? BET_ERROR_MESSAGE[code];
    super(messageKey);
    this.name = 'BetRefusal';
    this.messageKey = messageKey;
    this.status = STATUS[code] ?? 400;
  }

  body(locale?: string): BetErrorResponse {
    const errorsByBet: BetErrorResponse['data']['errors_by_bet'] = {};
    for (const fault of this.options.faults ?? []) {
      const message = fault.message ?? this.messageKey;
      errorsByBet[String(fault.bet)] = {
        message,
        localized_message: localizedMessage(message, locale),
        selection_indexes: fault.selections ?? [],
      };
    }
    return {
      code: this.code,
      message: this.messageKey,
      data: { details: this.options.details ?? {}, errors_by_bet: errorsByBet },
    };
  }
}
