// Refusals of the betting calls in the spec's shape (section 8): numeric code, message key,
// data.details (snake_case) and data.errors_by_bet with a message per refused bet in the
// request's locale, its limit values filled in (texts: the contract's refusal-texts.ts).
import {
  BET_ERROR_CODE,
  BET_ERROR_MESSAGE,
  type BetErrorCode,
  type BetErrorResponse,
  type RefusalLocale,
  formatRefusalAmount,
  refusalText,
} from '@sportsbook/contract';

/** A currency's subunits by code, to write amounts in messages (100 when unknown). */
export type SubunitsOf = (currency: string) => number;

const text = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;

/**
 * The values of a refusal's message placeholders, from its details: `{amount}` is the limit,
 * minimum stake or offer with its currency, `{limit}` a count or odds, `{currency}` a code.
 */
export function messageParams(
  details: Readonly<Record<string, unknown>>,
  locale: RefusalLocale,
  subunitsOf: SubunitsOf,
): Record<string, string> {
  const currency = typeof details.currency === 'string' ? details.currency : null;
  const money = (value: unknown) =>
    typeof value === 'number' && currency !== null
      ? formatRefusalAmount(value, currency, subunitsOf(currency), locale)
      : undefined;
  const amount =
    details.kind === 'max_stake'
      ? money(details.limit)
      : (money(details.amount) ?? money(details.min_stake) ?? money(details.to_cashout));
  const limit =
    details.kind === 'max_odds' && typeof details.limit === 'number'
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(details.limit)
      : text(details.limit);
  return Object.fromEntries(
    Object.entries({ amount, limit, currency: currency ?? undefined }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
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

  /** The answer's body, its messages in `locale` (amounts written with `subunitsOf`). */
  body(locale: RefusalLocale = 'en', subunitsOf: SubunitsOf = () => 100): BetErrorResponse {
    const details = this.options.details ?? {};
    const params = messageParams(details, locale, subunitsOf);
    const errorsByBet: BetErrorResponse['data']['errors_by_bet'] = {};
    for (const fault of this.options.faults ?? []) {
      const message = fault.message ?? this.messageKey;
      errorsByBet[String(fault.bet)] = {
        message,
        localized_message: refusalText(message, locale, params),
        selection_indexes: fault.selections ?? [],
      };
    }
    return {
      code: this.code,
      message: this.messageKey,
      data: { details, errors_by_bet: errorsByBet },
    };
  }
}
