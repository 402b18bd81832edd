// Realtime events of spec section 4 ("Realtime updates"): what a publication's `data` holds on
// each channel. Every publication is `{ type, data }`; `realtimeEventSchema` is the
// discriminated union a client parses them with. Fields are snake_case like every wire answer;
// `camelize` turns them into the client form.
//
// Channels (see channels.ts):
// - `match:<id>`: match_changed, markets_changed, match_status_changed, match_events;
// - `public:<locale>`: match_status_changed, provider_status_changed, tournament_pool_changed;
// - `$user:<id>`: balance_changed, notifications_counters_changed, notification, bet_changed,
//   bet_cashout_changed, bonus_issued.
import { matchEventsData } from '../match-stats/match-stats';
import { z } from 'zod';
import { BET_BONUS_TYPES, BET_RESULTS, BET_STATUSES } from '../betting/enums';
import { matchStatusSchema, providerSchema, sportTypeSchema } from '../catalog/enums';
import { marketSchema, outcomeSchema } from '../catalog/market';
import { matchSchema } from '../catalog/match';
import { minorUnitsSchema } from '../platform/headers';
import { playerAccountSchema } from '../platform/player';

/** A match or outright changed (score, clock, status, featured markets): the whole match. */
export const matchChangedData = matchSchema;

/**
 * One market line in `markets_changed`: the market as the catalog sends it, except that
 * `outcomes` holds only the outcomes whose odds or `active` flag changed (all of them for a
 * line the client has not seen before, or when the status alone changed: none). The client
 * merges outcomes by id and keeps the odds of the others (spec section 4).
 */
export const marketChangeSchema = marketSchema.extend({ outcomes: z.array(outcomeSchema) });
export type MarketChangeWire = z.infer<typeof marketChangeSchema>;

/** Markets of one match changed in one feed tick: one publication per match per tick. */
export const marketsChangedData = z.object({
  match_id: z.number().int(),
  markets: z.array(marketChangeSchema).min(1),
});

/**
 * A match's status code changed (prematch 0 → live 1 → finished 4). Carries the sport type and
 * provider because clients show it only when both are permitted (spec section 4).
 */
export const matchStatusChangedData = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  status: matchStatusSchema,
  bettable: z.boolean(),
  provider: providerSchema,
  sport_type: sportTypeSchema,
  tournament_id: z.number().int(),
});

export const PROVIDER_STATUSES = ['active', 'inactive'] as const;
export const providerStatusSchema = z.enum(PROVIDER_STATUSES);
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** An odds provider went inactive (its selections are not available) or active again. */
export const providerStatusChangedData = z.object({
  provider: providerSchema,
  status: providerStatusSchema,
});

/** The prize pool of a hunting tournament (bonus) changed. */
export const tournamentPoolChangedData = z.object({
  id: z.number().int(),
  currency: z.string(),
  /** Integer minor units. */
  pool_amount: minorUnitsSchema,
});

/**
 * A committed ledger change of one account: the client replaces the balance of `currency`
 * (spec section 4). `balance` and `available_to_bet_with_locked_cents` (the spec's Balance
 * field) are the same new balance in integer minor units; `account` is the account as
 * `GET /player/accounts` answers it.
 */
export const balanceChangedData = z.object({
  currency: z.string(),
  balance: minorUnitsSchema,
  available_to_bet_with_locked_cents: minorUnitsSchema,
  account: playerAccountSchema,
});

/** Unread notifications of the player (the `GET /notifications/counters` answer). */
export const notificationsCountersChangedData = z.object({
  unread: z.number().int().nonnegative(),
});

const NOTIFICATION_TYPES = ['bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet'] as const;

/** A new notification for the player (spec section 3, Notification). */
export const notificationEventData = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string().nullable(),
  body: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  object_type: z.string().nullable(),
  /** The id of the object it is about (a bet, a bonus, a jackpot hit); not in the spec. */
  object_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

// Bet statuses, results and bonus types come from the betting contract.

/**
 * The bet fields a realtime update needs (spec section 3, Bet). Deliberately loose: the betting
 * contract owns the full bet shape (`placedBetSchema`), which this accepts, and its other
 * fields pass through.
 */
export const realtimeBetSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]),
  type: z.string(),
  status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULTS).nullable().optional(),
  stake: z.object({ value: minorUnitsSchema, currency: z.string(), subunits: z.number().int() }),
  win_amount: minorUnitsSchema.nullable().optional(),
  odds: z.number().optional(),
  to_cashout: minorUnitsSchema.nullable().optional(),
  is_vip: z.boolean().optional(),
  created_at: z.string().optional(),
});

/** A bet of the player changed (accepted, settled, rejected); the client replaces it. */
export const betChangedData = realtimeBetSchema;

/** The cash-out offer of a bet changed; null when cash-out is not available. */
export const betCashoutChangedData = z.object({
  bet_id: z.union([z.number().int(), z.string()]),
  /** Integer minor units of the bet's currency. */
  to_cashout: minorUnitsSchema.nullable(),
});

/** A bonus was issued to the player; the client refreshes its bonus lists. */
export const bonusIssuedData = z.looseObject({
  id: z.number().int(),
  type: z.enum(BET_BONUS_TYPES),
  name: z.string().optional(),
});

const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data });

/** Every realtime event: `{ type, data }`, discriminated on `type`. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  event('match_changed', matchChangedData),
  event('markets_changed', marketsChangedData),
  event('match_status_changed', matchStatusChangedData),
  event('provider_status_changed', providerStatusChangedData),
  event('tournament_pool_changed', tournamentPoolChangedData),
  event('balance_changed', balanceChangedData),
  event('notifications_counters_changed', notificationsCountersChangedData),
  event('notification', notificationEventData),
  event('bet_changed', betChangedData),
  event('bet_cashout_changed', betCashoutChangedData),
  event('bonus_issued', bonusIssuedData),
  event('match_events', matchEventsData),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
/** The `data` of one event type, e.g. `RealtimeEventData<'balance_changed'>`. */
export type RealtimeEventData<T extends RealtimeEventType> = Extract<
  RealtimeEvent,
  { type: T }
>['data'];

export const REALTIME_EVENT_TYPES = realtimeEventSchema.options.map(
  (option) => option.shape.type.value,
) as RealtimeEventType[];

/** Builds a typed event: `realtimeEvent('balance_changed', { ... })`. */
export const realtimeEvent = <T extends RealtimeEventType>(
  type: T,
  data: RealtimeEventData<T>,
): { type: T; data: RealtimeEventData<T> } => ({ type, data });
