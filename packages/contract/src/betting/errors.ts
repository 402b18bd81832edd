import { z } from 'zod';

/**
 * Numeric codes of the betting calls' refusals (spec section 8). 101, 114, 118 and 120 are the
 * spec's; the others are this contract's. `packages/domain`'s `mapPlaceBetError` turns 101, 114,
 * 118 and 120 into their message keys and shows the response's own `message` key otherwise, so
 * every refusal below also carries a message key in `message`.
 *
 * HTTP status: 400 for a refused bet or cash-out, 403 for 114, 404 for an unknown bet or share
 * code, 409 for 108 (request key reused). Malformed input is not a betting refusal: it answers
 * 400 with the common `{ code: 'validation_failed', field, issues }` body (a string code).
 */
export const BET_ERROR_CODE = {
  /** A price moved against the player's odds accept mode (details: the current odds). */
  invalidOdds: 101,
  /** A selection's market is suspended or its outcome inactive. */
  selectionSuspended: 102,
  /** A selection names a match, market or outcome the catalog does not offer. */
  selectionNotFound: 103,
  /** A selection's match can no longer be bet on (finished, closed, not covered, not bettable). */
  matchNotBettable: 104,
  /** The balance does not cover the stakes. */
  insufficientBalance: 105,
  /** A bet limit of spec section 5 refuses the bet (message: the limit's message key). */
  betLimit: 106,
  /** A placing check of spec section 5 refuses the bet (message: the check's message key). */
  placingCheck: 107,
  /** The `Idempotency-Key` was already used for another payload (HTTP 409). */
  idempotencyConflict: 108,
  /** The player has no account in the stake's currency. */
  unknownCurrency: 109,
  /** The freebet is unknown, used up or does not fit the bet. */
  freebetNotUsable: 110,
  /**
   * The campaign bonus named on the bet (comboboost, hunting, tournament, lootbox) does not
   * apply to it now, or a comboboost's odds are not its bonus odds now (details: `reason`, and
   * `bonus_odds`, the comboboost's odds now or null when none applies).
   */
  bonusNotUsable: 112,
  /** The bet's shape is inconsistent: a combo with two selections of one match, a system
   * without a valid size, a custom bet over several matches, and the like. */
  invalidBet: 111,
  /** A pve-flagged player may not bet (HTTP 403). */
  pvePlayerForbidden: 114,
  /** Brazilian municipality not found (spec; never raised by this backend). */
  municipalityNotFound: 118,
  /** The custom bet's price moved (details: the current custom odds). */
  invalidOddsCustomBet: 120,
  /** The custom bet combines selections the bet builder does not price together. */
  customBetUnavailable: 121,
  /** Cash-out: the offer moved (details: the current `to_cashout`). */
  cashoutOfferChanged: 130,
  /** Cash-out: not offered now (a market is suspended, a leg lost, a freebet bet). */
  cashoutUnavailable: 131,
  /** Cash-out: the bet is not open, or the partial amount is out of range. */
  cashoutRefused: 132,
  /** The bet does not exist or belongs to someone else (HTTP 404). */
  betNotFound: 133,
  /** The share code does not exist (HTTP 404). */
  shareCodeNotFound: 140,
  /**
   * The stakes would pass one of the player's own wager or loss limits (decision 0022; details:
   * `amount` still allowed this period, `currency`, `limit_type`, `period`).
   */
  playerLimitExceeded: 150,
} as const;
export type BetErrorCode = (typeof BET_ERROR_CODE)[keyof typeof BET_ERROR_CODE];

/** Message keys sent in `message` and in each `errors_by_bet` entry's `message`. */
export const BET_ERROR_MESSAGE = {
  101: 'error.place_bets.invalid_odds',
  102: 'error.place_bets.selection_suspended',
  103: 'error.place_bets.selection_not_available',
  104: 'error.place_bets.match_not_bettable',
  105: 'error.place_bets.insufficient_balance',
  106: 'error.validation.bet_limits',
  107: 'error.place_bets.default',
  108: 'error.place_bets.idempotency_conflict',
  109: 'error.place_bets.unknown_currency',
  110: 'error.place_bets.freebet_not_usable',
  111: 'error.place_bets.invalid_bet',
  112: 'error.place_bets.bonus_not_usable',
  114: 'error.platform.pve_player_bet_forbidden',
  118: 'error.place_bets.municipality_not_found',
  120: 'error.place_bets.invalid_odds_custom_bet',
  121: 'error.place_bets.custom_bet_unavailable',
  130: 'error.cashout.offer_changed',
  131: 'error.cashout.unavailable',
  132: 'error.cashout.refused',
  133: 'error.bets.not_found',
  140: 'share-bet.not-found-modal.link-not-found',
  150: 'error.place_bets.player_limit_exceeded',
} as const satisfies Record<BetErrorCode, string>;

/** One bet's refusal inside `data.errors_by_bet`, keyed by the bet's index in the request. */
export const betErrorEntrySchema = z.object({
  /** A message key: the code's, or a more precise one (a bet limit's, a placing check's). */
  message: z.string(),
  /** Text in the request's locale, ready to show. */
  localized_message: z.string(),
  /** The selections concerned, by index within the bet. */
  selection_indexes: z.array(z.number().int().nonnegative()),
});
export type BetErrorEntryWire = z.infer<typeof betErrorEntrySchema>;

/**
 * `data.details` of a refusal: the parameters of its message, every name snake_case. All fields
 * are optional; which ones a refusal carries depends on its code:
 * - `current_odds`: 101, per bet index the selections' current odds (null when gone);
 * - `custom_odds`: 120, the current custom price;
 * - `kind`, `severity`, `limit`, `currency`, `amount`: 106, the bet limit reached (`limit`: the
 *   max stake in minor units, the odds or the selection count; `amount`: the payout limit);
 * - `bet_index`, `min_stake`, `currency`: 107, the bet below the minimum stake (minor units);
 * - `bet_index`, `selection_ids`: 107, a combo or system with two selections of one match (the
 *   slip's selection ids, `match-market-outcome`);
 * - `currency`: 109, the currency without an account;
 * - `balance`: 105, the balance in minor units;
 * - `amount`, `currency`, `limit_type`, `period`: 150, what the player's wager or loss limit
 *   still allows this period (minor units);
 * - `to_cashout`, `currency`: 130 and 132, the current offer in minor units;
 * - `bonus_odds`: 112, the comboboost's bonus odds now (null: it does not apply);
 * - `reason`: 110 (why the freebet does not fit), 112 (why the bonus does not apply), 111 (what is inconsistent), 121 (why the bet
 *   builder does not price it), 131 and 132 (why no cash-out).
 */
export const betErrorDetailsSchema = z
  .object({
    current_odds: z.record(z.string(), z.array(z.number().nullable())),
    custom_odds: z.number().nullable(),
    kind: z.enum(['max_selections', 'max_odds', 'max_stake', 'max_payout']),
    severity: z.enum(['error', 'warning']),
    limit: z.number(),
    currency: z.string(),
    amount: z.number().int(),
    bet_index: z.number().int().nonnegative(),
    min_stake: z.number().int(),
    selection_ids: z.array(z.string()),
    to_cashout: z.number().int(),
    reason: z.string(),
    bonus_odds: z.number().nullable(),
    balance: z.number().int(),
    limit_type: z.enum(['wager', 'loss']),
    period: z.enum(['day', 'week', 'month']),
  })
  .partial();
export type BetErrorDetailsWire = z.infer<typeof betErrorDetailsSchema>;

/**
 * The error body of POST /bets, /bets/cashout, /bets/auto-cashout, /bets/max-stake, GET
 * /bets/{id} and the share-code calls (spec section 8): a numeric `code` (`BET_ERROR_CODE`), the
 * message key in `message`, `data.details` (`betErrorDetailsSchema`) and `data.errors_by_bet`
 * keyed by the refused bet's index, each with a `localized_message` in the request's locale
 * (the payload's `locale`, else Accept-Language; English or German).
 */
export const betErrorResponse = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.object({
    details: betErrorDetailsSchema,
    errors_by_bet: z.record(z.string(), betErrorEntrySchema),
  }),
});
export type BetErrorResponse = z.infer<typeof betErrorResponse>;
