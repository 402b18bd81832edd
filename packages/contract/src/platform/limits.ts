// Player limits (responsible gambling, spec sections 3 and 4, UKGC RTS 12), the allowance left
// for deposits and bets, and the player's net position and ledger, on `API_BASES.platform`.
// Decision 0022 records the rules: a tighter limit applies at once, a looser one or a removal
// only after a cooling-off and the player's confirmation before `confirm_until`.
import { z } from 'zod';
import {
  apiErrorSchema,
  idParam,
  instantParam,
  limitParam,
  listResponse,
  pageParam,
} from '../common';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from './headers';

/** Limit types of spec section 4 (the restriction record's `type`). */
export const USER_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number];

/**
 * Statuses of spec section 4. For player limits: `active` in force, nothing pending;
 * `unconfirmed` a looser amount waits for its cooling-off and the player's confirmation;
 * `confirmed` in force at an amount the player confirmed; `unconfirmed_disabled` a removal
 * waits likewise; `confirmed_disabled` removed (history only); `disabled` replaced (history only).
 */
export const USER_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed',
  'unconfirmed_disabled',
  'disabled',
] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];

/** Money limits: amounts in integer minor units of `currency`, counted per period. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
/** Time limits: amounts in minutes (session length; reality-check interval), no period. */
export const TIME_LIMIT_TYPES = ['session', 'reality_check'] as const;
export type TimeLimitType = (typeof TIME_LIMIT_TYPES)[number];
/** The types a player sets through `POST /user_limits`. */
export const SETTABLE_LIMIT_TYPES = [...MONEY_LIMIT_TYPES, ...TIME_LIMIT_TYPES] as const;
export type SettableLimitType = (typeof SETTABLE_LIMIT_TYPES)[number];

/** Calendar periods in UTC: a day from 00:00, a week from Monday 00:00, a month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * How the limit counts: `calendar` (money, per UTC period), `per_session` (session time),
 * `interval` (reality check every N minutes).
 */
export const LIMIT_STRATEGIES = ['calendar', 'per_session', 'interval'] as const;
export type LimitStrategy = (typeof LIMIT_STRATEGIES)[number];

export const LIMIT_UNITS = ['minor', 'minutes'] as const;

/** Stable error codes of the limit calls and of the refusals they cause. */
export const LIMIT_ERROR_CODES = {
  /** 403: the deposit would pass a deposit limit; `remaining` says what is still allowed. */
  depositLimitExceeded: 'deposit_limit_exceeded',
  /** 409: a confirmation before the cooling-off ended (`effective_at` says when). */
  coolingOff: 'limit_cooling_off',
  /** 409: nothing to confirm (no pending change, or `confirm_until` passed). */
  nothingToConfirm: 'limit_nothing_to_confirm',
  /** 400 on `period`: money limits need one, time limits take none. */
  periodMismatch: 'limit_period_mismatch',
} as const;

/**
 * The 403 `deposit_limit_exceeded` body: the common error body plus what the deposit limit
 * still allows (minor units of `currency`) and which limit it is.
 */
export const depositLimitRefusal = apiErrorSchema.extend({
  remaining: z.number().int().nonnegative(),
  currency: z.string(),
  period: z.enum(['day', 'week', 'month']),
  limit_id: z.number().int(),
});
export type DepositLimitRefusal = z.infer<typeof depositLimitRefusal>;

/** Most minutes a time limit may hold (a week). */
export const MAX_LIMIT_MINUTES = 10_080;
/** Largest money limit (minor units), as a deposit's largest amount. */
export const MAX_LIMIT_AMOUNT = 1_000_000_000_000;

/** A change waiting for its cooling-off and the player's confirmation. */
export const pendingLimitChangeSchema = z.object({
  /** The new amount; null: the limit is to be removed. */
  amount: z.number().int().nullable(),
  requested_at: z.string(),
  /** When the cooling-off ends and the player may confirm. */
  effective_at: z.string(),
  /** Last moment to confirm; after it the change lapses and the limit stays. */
  confirm_until: z.string(),
  /** True when the player can confirm now (`effective_at` ≤ now ≤ `confirm_until`). */
  confirmable: z.boolean(),
});
export type PendingLimitChange = z.infer<typeof pendingLimitChangeSchema>;

/** Usage of a money limit in its current period. */
export const limitUsageSchema = z.object({
  /** Minor units counted this period (deposits, stakes, or stakes − returns for loss). */
  used: z.number().int(),
  /** Minor units still allowed this period (never negative). */
  remaining: z.number().int().nonnegative(),
  period_started_at: z.string(),
  /** When the period rolls over and usage starts from zero. */
  resets_at: z.string(),
});
export type LimitUsage = z.infer<typeof limitUsageSchema>;

/**
 * The spec's restriction record (id, type, strategy, status, period, parent_type, disable_at,
 * created_at, confirm_until) plus what the player needs to see.
 */
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(USER_LIMIT_TYPES),
  strategy: z.enum(LIMIT_STRATEGIES),
  status: z.enum(USER_LIMIT_STATUSES),
  /** Money limits only; null for time limits. */
  period: z.enum(LIMIT_PERIODS).nullable(),
  /** The restriction this one belongs to; null for a player's own limits. */
  parent_type: z.enum(USER_LIMIT_TYPES).nullable(),
  /** When a requested removal may take effect (after the cooling-off); null otherwise. */
  disable_at: z.string().nullable(),
  created_at: z.string(),
  /** Deadline of the pending change's confirmation; null when nothing is pending. */
  confirm_until: z.string().nullable(),
  /** The amount in force: minor units of `currency` (money) or minutes (time). */
  amount: z.number().int().positive(),
  unit: z.enum(LIMIT_UNITS),
  /** Money limits only. */
  currency: z.string().nullable(),
  /** Money limits only: usage in the current period. */
  usage: limitUsageSchema.nullable(),
  pending: pendingLimitChangeSchema.nullable(),
  updated_at: z.string(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

/** `GET /user_limits`: the limits in force or with a change pending (removed ones are gone). */
export const userLimitsResponse = z.object({ limits: z.array(userLimitSchema) });
export type UserLimitsResponse = z.infer<typeof userLimitsResponse>;

/**
 * `POST /user_limits`: set a limit, or change the one of the same type (and period and
 * currency). Tighter (or new): in force at once. Looser: pending (see `pending`).
 * `currency` defaults to the player's active account; time types take no period nor currency.
 */
export const setUserLimitRequest = z
  .object({
    type: z.enum(SETTABLE_LIMIT_TYPES, 'must be deposit, loss, wager, session or reality_check'),
    period: z.enum(LIMIT_PERIODS, 'must be day, week or month').optional(),
    amount: z
      .number()
      .int('must be a whole number')
      .positive('must be positive')
      .max(MAX_LIMIT_AMOUNT, 'is too large'),
    currency: currencyCodeSchema.optional(),
  })
  .strict();
export type SetUserLimitRequest = z.input<typeof setUserLimitRequest>;

export const userLimitResponse = z.object({ limit: userLimitSchema });
export type UserLimitResponse = z.infer<typeof userLimitResponse>;

export const userLimitPathParams = z.object({ id: idParam });

/** What is still allowed now in one currency; null: no limit applies. */
export const currencyAllowanceSchema = z.object({
  currency: z.string(),
  /** Minor units the player may still deposit this period. */
  deposit: z.number().int().nonnegative().nullable(),
  /** Minor units the player may still stake (the tightest of wager and loss limits). */
  stake: z.number().int().nonnegative().nullable(),
  /** The limit that binds each (its id), so the form can name it. */
  deposit_limit_id: z.number().int().nullable(),
  stake_limit_id: z.number().int().nullable(),
});
export type CurrencyAllowance = z.infer<typeof currencyAllowanceSchema>;
export const allowanceResponse = z.object({ allowances: z.array(currencyAllowanceSchema) });
export type AllowanceResponse = z.infer<typeof allowanceResponse>;

/** One entry of a limit's history (append-only). */
export const LIMIT_CHANGE_ACTIONS = [
  'set',
  'tightened',
  'loosening_requested',
  'removal_requested',
  'confirmed',
  'lapsed',
] as const;
export const limitChangeSchema = z.object({
  id: z.number().int(),
  limit_id: z.number().int(),
  type: z.enum(USER_LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS).nullable(),
  currency: z.string().nullable(),
  action: z.enum(LIMIT_CHANGE_ACTIONS),
  /** Amount in force before, and the amount asked for (null: removal). */
  from_amount: z.number().int().nullable(),
  to_amount: z.number().int().nullable(),
  created_at: z.string(),
});
export const limitHistoryResponse = z.object({ changes: z.array(limitChangeSchema) });
export type LimitHistoryResponse = z.infer<typeof limitHistoryResponse>;

// ---- Net position and the ledger ----------------------------------------------------------

export const BETTING_STAT_PERIODS = ['day', 'week', 'month', 'all'] as const;
export type BettingStatPeriod = (typeof BETTING_STAT_PERIODS)[number];

/** The spec's betting-stat sums: stakes and returns (wins, cash-outs, refunds), minor units. */
export const bettingStatSchema = z.object({
  period: z.enum(BETTING_STAT_PERIODS),
  bets_sum: z.number().int().nonnegative(),
  wins_sum: z.number().int().nonnegative(),
});
export type BettingStat = z.infer<typeof bettingStatSchema>;
export const bettingStatsQuery = z.object({ currency: currencyCodeSchema.optional() });
/** One row per period (day, week, month in UTC calendar windows; all time). */
export const bettingStatsResponse = z.object({
  currency: z.string(),
  stats: z.array(bettingStatSchema),
});
export type BettingStatsResponse = z.infer<typeof bettingStatsResponse>;

/** Ledger kinds: `wager` is a stake (negative), `win`/`cashout`/`refund` returns. */
export const TRANSACTION_KINDS = [
  'deposit',
  'wager',
  'win',
  'refund',
  'cashout',
  'adjustment',
  'jackpot_win',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const transactionsQuery = z
  .object({
    currency: currencyCodeSchema.optional(),
    kind: z.enum(TRANSACTION_KINDS, 'must be a ledger kind').optional(),
    /** Inclusive lower bound (ISO 8601 with offset). */
    from: instantParam.optional(),
    /** Exclusive upper bound. */
    to: instantParam.optional(),
    page: pageParam,
    limit: limitParam(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'must be after from',
    path: ['to'],
  });
export const transactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: z.number().int(),
  currency: z.string(),
  /** What the entry belongs to, e.g. `deposit:<id>`, `bet:<id>`. */
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
/** Newest first. */
export const transactionsResponse = listResponse(transactionSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

/** Limits, allowance, net position and transactions, on `API_BASES.platform`. */
export const userLimitEndpoints = {
  getUserLimits: defineEndpoint({
    method: 'GET',
    path: '/user_limits',
    summary: 'Responsible-gambling limits of the signed-in player, with usage and pending changes',
    response: userLimitsResponse,
  }),
  setUserLimit: defineEndpoint({
    method: 'POST',
    path: '/user_limits',
    summary:
      'Set or change a limit: tighter at once, looser after the cooling-off and confirmation',
    body: setUserLimitRequest,
    response: userLimitResponse,
  }),
  getLimitAllowance: defineEndpoint({
    method: 'GET',
    path: '/user_limits/allowance',
    summary: 'What the player may still deposit and stake now, per currency',
    response: allowanceResponse,
  }),
  getLimitHistory: defineEndpoint({
    method: 'GET',
    path: '/user_limits/history',
    summary: 'Every change of the player’s limits, newest first',
    response: limitHistoryResponse,
  }),
  removeUserLimit: defineEndpoint({
    method: 'DELETE',
    path: '/user_limits/:id',
    summary: 'Ask to remove a limit (after the cooling-off and confirmation)',
    params: userLimitPathParams,
    response: userLimitResponse,
  }),
  confirmUserLimit: defineEndpoint({
    method: 'POST',
    path: '/user_limits/:id/confirm',
    summary: 'Confirm a pending loosening or removal once its cooling-off ended',
    params: userLimitPathParams,
    response: userLimitResponse,
  }),
  getBettingStats: defineEndpoint({
    method: 'GET',
    path: '/player/betting_stats',
    summary: 'Net position: stakes and returns per day, week, month and all time',
    query: bettingStatsQuery,
    response: bettingStatsResponse,
  }),
  getTransactions: defineEndpoint({
    method: 'GET',
    path: '/player/transactions',
    summary: 'Ledger entries of the player’s account (filters: kind, from, to), newest first',
    query: transactionsQuery,
    response: transactionsResponse,
  }),
};
