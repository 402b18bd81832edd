/** Error codes the sportsbook API answers a bet placement with (spec section 8). */
export const PLACE_BET_ERROR_CODE = {
  invalidOdds: 101,
  pvePlayerForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** Message keys the web app translates. */
export const PLACE_BET_MESSAGE_KEY = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  pvePlayerForbidden: 'error.platform.pve_player_bet_forbidden',
  municipalityNotFound: 'error.place_bets.municipality_not_found',
  default: 'error.place_bets.default',
} as const;

/** Risk-validation keys that mean "the price moved": the player must accept new odds. */
export const RISK_VALIDATION_KEY = {
  oddsDifferentThanBookmaker: 'error.risk_validation.odds_different_than_bookmaker',
  oddsHigherThanBookmaker: 'error.risk_validation.odds_higher_than_bookmaker',
  oddsTooLow: 'error.risk_validation.odds_too_low',
  oddsHigherThanBookmakerCurrent: 'error.risk_validation.odds_higher_than_bookmaker_current',
} as const;

const WRONG_ODDS_KEYS: ReadonlySet<string> = new Set(Object.values(RISK_VALIDATION_KEY));

const MESSAGE_KEY_BY_CODE: Readonly<Record<number, string>> = {
  [PLACE_BET_ERROR_CODE.invalidOdds]: PLACE_BET_MESSAGE_KEY.invalidOdds,
  [PLACE_BET_ERROR_CODE.invalidOddsCustomBet]: PLACE_BET_MESSAGE_KEY.invalidOddsCustomBet,
  [PLACE_BET_ERROR_CODE.pvePlayerForbidden]: PLACE_BET_MESSAGE_KEY.pvePlayerForbidden,
  [PLACE_BET_ERROR_CODE.municipalityNotFound]: PLACE_BET_MESSAGE_KEY.municipalityNotFound,
};

/** One bet's error inside `data.errors_by_bet`. */
export interface BetErrorEntry {
  readonly localized_message?: string | null;
  /** A message key (error.risk_validation.odds_too_low) when the server sends one. */
  readonly message?: string | null;
}

/**
 * The error body of a bet placement (spec section 8): code, data.details and data.errors_by_bet,
 * per bet (keyed by the bet's index, or a list in bet order) with a localized message.
 * `message` carries the server's own message key when it has one.
 */
export interface PlaceBetErrorResponse {
  readonly code?: number | string | null;
  readonly message?: string | null;
  readonly data?: {
    readonly details?: unknown;
    readonly errors_by_bet?:
      | Readonly<Record<string, BetErrorEntry | null | undefined>>
      | readonly (BetErrorEntry | null | undefined)[]
      | null;
  } | null;
}

export interface BetError {
  /** The bet's position on the slip (errors_by_bet key). */
  readonly bet: string;
  readonly localizedMessage: string | null;
  readonly messageKey: string | null;
}

export interface MappedPlaceBetError {
  /** The numeric code, or null when the response has none. */
  readonly code: number | null;
  /** The message key to show. */
  readonly messageKey: string;
  /** The price moved: the slip should offer to accept the new odds. */
  readonly isWrongOdds: boolean;
  readonly details: unknown;
  readonly betErrors: readonly BetError[];
}

const MESSAGE_KEY_PATTERN = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+$/i;

/** Whether a server message is a message key ("error.x.y") rather than free text. */
export function isMessageKey(message: string | null | undefined): message is string {
  return typeof message === 'string' && MESSAGE_KEY_PATTERN.test(message);
}

/** The error code as a number: 101 and "101" are the same code; anything else is none. */
export function placeBetErrorCode(
  response: PlaceBetErrorResponse | null | undefined,
): number | null {
  const code = response?.code;
  if (code === null || code === undefined || code === '') return null;
  const value = typeof code === 'number' ? code : Number(code);
  return Number.isInteger(value) ? value : null;
}

/** The per-bet errors in bet order, whether the server sends a list or an object keyed by index. */
export function betErrorsOf(response: PlaceBetErrorResponse | null | undefined): BetError[] {
  const byBet = response?.data?.errors_by_bet;
  if (byBet === null || byBet === undefined) return [];
  const entries: [string, BetErrorEntry | null | undefined][] = Array.isArray(byBet)
    ? byBet.map((entry, index) => [String(index), entry])
    : Object.entries(byBet);
  return entries.flatMap(([bet, entry]) =>
    entry === null || entry === undefined
      ? []
      : [
          {
            bet,
            localizedMessage: entry.localized_message ?? null,
            messageKey: isMessageKey(entry.message) ? entry.message : null,
          },
        ],
  );
}

/**
 * Wrong-odds errors are recognised by the invalid-odds codes (101, and 120 for a custom bet) or by a
 * risk-validation key in the message or in any bet's error.
 */
export function isWrongOddsError(response: PlaceBetErrorResponse | null | undefined): boolean {
  const code = placeBetErrorCode(response);
  if (
    code === PLACE_BET_ERROR_CODE.invalidOdds ||
    code === PLACE_BET_ERROR_CODE.invalidOddsCustomBet
  ) {
    return true;
  }
  const message = response?.message;
  if (isMessageKey(message) && WRONG_ODDS_KEYS.has(message)) return true;
  return betErrorsOf(response).some(
    (error) => error.messageKey !== null && WRONG_ODDS_KEYS.has(error.messageKey),
  );
}

/**
 * Maps a bet placement error to the message shown (spec section 8): 101 → invalid odds,
 * 120 → invalid odds on a custom bet, 114 → pve player forbidden, 118 → Brazilian municipality not
 * found; any other code shows the response's own message key, or error.place_bets.default.
 */
export function mapPlaceBetError(
  response: PlaceBetErrorResponse | null | undefined,
): MappedPlaceBetError {
  const code = placeBetErrorCode(response);
  const known = code === null ? undefined : MESSAGE_KEY_BY_CODE[code];
  const message = response?.message;
  const own = isMessageKey(message) ? message : undefined;
  return {
    code,
    messageKey: known ?? own ?? PLACE_BET_MESSAGE_KEY.default,
    isWrongOdds: isWrongOddsError(response),
    details: response?.data?.details ?? null,
    betErrors: betErrorsOf(response),
  };
}
