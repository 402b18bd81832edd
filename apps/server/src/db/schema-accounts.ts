// Accounts: players, sessions, currency accounts, the append-only ledger, settings and the
// outbox of outgoing e-mail and SMS. Re-exported by schema.ts (the one schema of drizzle-kit).
import { USER_LIMIT_STATUSES, USER_LIMIT_TYPES } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';

/** Currencies the platform keeps accounts in (seeded by migration 0001). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  /** Minor units per unit: 100 for EUR, 10^8 for BTC and LTC. */
  subunits: integer('subunits').notNull(),
  fiat: boolean('fiat').notNull(),
  subcurrencies: jsonb('subcurrencies').$type<string[]>().notNull().default([]),
});

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text('email').unique(),
    /** E.164 auth phone number. */
    phone: text('phone').unique(),
    /**
     * The e-mail or phone a sign-up gave that already belonged to another player (decision
     * 0019): the login of this account, not unique and never a way into the other one.
     */
    pendingLogin: text('pending_login'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    language: text('language').notNull().default('en'),
    statuses: jsonb('statuses').$type<string[]>().notNull().default([]),
    pve: boolean('pve').notNull().default(false),
    termsAcceptedAt: instant('terms_accepted_at'),
    /** Consecutive failed passwords; reset by a successful sign-in. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: instant('locked_at'),
    confirmedAt: instant('confirmed_at'),
    /** Loyalty (comp) points; the persistent points field of spec section 3. */
    compPoints: integer('comp_points').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'players_login_check',
      sql`${t.email} is not null or ${t.phone} is not null or ${t.pendingLogin} is not null`,
    ),
    index('players_pending_login_idx').on(t.pendingLogin),
  ],
);

/**
 * Addresses and devices a player signed in from (SHA-256 of `ip:<address>` or
 * `device:<deviceId cookie>`): their right password still works while the account is locked
 * for everyone else, and the per-account throttle does not slow them (decision 0019).
 */
export const knownSignInClients = pgTable(
  'known_sign_in_clients',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.client] })],
);

/**
 * Failed sign-ins per throttle key (SHA-256 of `ip:<address>`, `login:<name>` or
 * `pair:<name>:<address>`): shared by every API process on the database, so N processes still
 * allow `SIGN_IN_MAX_FAILURES` per window in all (decision 0058).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** When the current window (or run of failures) began. */
    startedAt: instant('started_at').notNull(),
    lastAt: instant('last_at').notNull(),
  },
  (t) => [index('sign_in_throttles_last_at_idx').on(t.lastAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the 256-bit bearer token; the token itself is never stored. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

export const playerAccounts = pgTable(
  'player_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    active: boolean('active').notNull().default(false),
    /**
     * The ledger sum of this account, kept by the database in the same transaction as every
     * ledger entry (trigger `ledger_entries_keep_balance`, decision 0057), so a placement reads
     * it with the account lock instead of summing a ledger that grows with every bet. The
     * ledger stays the truth; nothing in the code writes this column.
     */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_accounts_player_currency_key').on(t.playerId, t.currency),
    /** Exactly one active account per player (at most one here; the service keeps one). */
    uniqueIndex('player_accounts_one_active_key')
      .on(t.playerId)
      .where(sql`${t.active}`),
  ],
);

/** `jackpot_win`: a jackpot hit paid to its winner (decision 0029). */
export const LEDGER_KINDS = [
  'deposit',
  'wager',
  'win',
  'refund',
  'cashout',
  'adjustment',
  'jackpot_win',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Append-only: a balance is SUM(amount) of an account's entries; `player_accounts.balance` is a
 * copy the database keeps equal to it (decision 0057).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    /** Signed integer minor units of the account currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('deposit', 'wager', 'win', 'refund', 'cashout', 'adjustment', 'jackpot_win')`,
    ),
  ],
);

export const playerSettings = pgTable('player_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  stakes: jsonb('stakes').$type<number[]>(),
  autoAcceptOddsChange: text('auto_accept_odds_change'),
  oddsType: text('odds_type'),
  pushSubscription: boolean('push_subscription').notNull().default(false),
  updatedAt: instant('updated_at').notNull(),
});

/** Outgoing e-mail and SMS; a later dev mailbox page shows it and a transport drains it. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  sentAt: instant('sent_at'),
});

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'confirmation', 'unlock'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** E-mailed single-use tokens (reset, confirmation, unlock); only the SHA-256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    /** SHA-256 (hex) of the 256-bit token. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('account_tokens_player_idx').on(t.playerId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('password_reset', 'confirmation', 'unlock')`,
    ),
  ],
);

/** Responsible-gambling limits of a player (spec section 4); no call sets them yet. */
export const userLimits = pgTable(
  'user_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof USER_LIMIT_TYPES)[number]>().notNull(),
    status: text('status').$type<(typeof USER_LIMIT_STATUSES)[number]>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_limits_player_idx').on(t.playerId),
    check(
      'user_limits_type_check',
      sql.raw(`type in (${USER_LIMIT_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check(
      'user_limits_status_check',
      sql.raw(`status in (${USER_LIMIT_STATUSES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

/**
 * Betting sessions (`POST /sportsbook_sessions`), one row per start. `continued_at`: the start or
 * the last answered reality check; `last_seen_at`: the last sign of life (start, continue,
 * activity ping); `ended_at`: set when the session-time limit ended it (decision 0023).
 */
export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull(),
    continuedAt: instant('continued_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [index('sportsbook_sessions_player_idx').on(t.playerId, t.startedAt)],
);

/** Activity pings (`POST /player/activity_limit_track`). */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('activity_events_player_idx').on(t.playerId, t.createdAt)],
);

export const DEPOSIT_STATUSES = ['pending', 'success', 'error'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Deposits through the demo payment provider; a success adds one ledger entry keyed by id. */
export const deposits = pgTable(
  'deposits',
  {
    /** Random 128-bit id (base64url): also the capability of the provider page. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    /** Positive integer minor units of the account currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').$type<'checkout' | 'quick'>().notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    index('deposits_player_idx').on(t.playerId),
    check('deposits_amount_check', sql`${t.amount} > 0`),
    check('deposits_status_check', sql`${t.status} in ('pending', 'success', 'error')`),
    check('deposits_method_check', sql`${t.method} in ('checkout', 'quick')`),
  ],
);

/** Phone verification of a player: the current code (hashed), resend and SMS-limit state. */
export const phoneVerifications = pgTable('phone_verifications', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  /** SHA-256 (hex) of the player id and the code; null when no code is outstanding. */
  codeHash: text('code_hash'),
  codeExpiresAt: instant('code_expires_at'),
  attempts: integer('attempts').notNull().default(0),
  /** SMS sent in the current window (from sms_window_started_at). */
  smsCount: integer('sms_count').notNull().default(0),
  smsWindowStartedAt: instant('sms_window_started_at'),
  resendAvailableAt: instant('resend_available_at'),
  verifiedAt: instant('verified_at'),
});
