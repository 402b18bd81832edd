// The only accounts file that speaks SQL. Returns plain records, never rows of the ORM.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../db/client';
import { fixedSelect } from '../db/fixed-statement';
import {
  type AccountTokenPurpose,
  type LedgerKind,
  accountTokens,
  bonusSettings,
  currencies,
  knownSignInClients,
  ledgerEntries,
  outbox,
  playerAccounts,
  playerSettings,
  players,
  sessions,
} from '../db/schema';
import type { Clock } from '../shared/clock';
import { SignInThrottleStore } from './sign-in-limiter';

export interface CurrencyRecord {
  code: string;
  subunits: number;
  fiat: boolean;
  subcurrencies: string[];
}

export interface PlayerRecord {
  id: number;
  email: string | null;
  phone: string | null;
  /** The login of an account whose sign-up gave an address another player holds. */
  pendingLogin: string | null;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  statuses: string[];
  pve: boolean;
  failedAttempts: number;
  lockedAt: Date | null;
  confirmedAt: Date | null;
  compPoints: number;
}

export interface SessionRecord {
  id: string;
  playerId: number;
  csrfSecret: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface AccountRecord {
  id: number;
  currency: string;
  subunits: number;
  active: boolean;
  /** SUM(amount) of the account's ledger entries, integer minor units. */
  balance: bigint;
}

export interface SettingsRecord {
  stakes: number[] | null;
  autoAcceptOddsChange: string | null;
  oddsType: string | null;
  pushSubscription: boolean;
  updatedAt: Date;
}

export interface OutboxRecord {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export interface AccountTokenRecord {
  id: string;
  playerId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface NewPlayer {
  email: string | null;
  phone: string | null;
  passwordHash: string;
  language: string;
  currency: string;
  termsAcceptedAt: Date;
  confirmedAt?: Date;
  /** With email and phone null: the address this sign-up gave, held by another player. */
  pendingLogin?: string;
}

const playerColumns = {
  id: players.id,
  email: players.email,
  phone: players.phone,
  pendingLogin: players.pendingLogin,
  passwordHash: players.passwordHash,
  firstName: players.firstName,
  lastName: players.lastName,
  nickname: players.nickname,
  language: players.language,
  statuses: players.statuses,
  pve: players.pve,
  failedAttempts: players.failedAttempts,
  lockedAt: players.lockedAt,
  confirmedAt: players.confirmedAt,
  compPoints: players.compPoints,
};

// Read on every session check and settings read (bet placement's caches among them): built once,
// prepared on each connection (decision 0082).
const SESSION_WITH_PLAYER = fixedSelect<
  { id: string },
  { session: SessionRecord; player: PlayerRecord }
>((select, value) =>
  select
    .select({ session: getTableColumns(sessions), player: playerColumns })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, value('id'))),
);

const SETTINGS_OF = fixedSelect<{ playerId: number }, SettingsRecord>((select, value) =>
  select
    .select({
      stakes: playerSettings.stakes,
      autoAcceptOddsChange: playerSettings.autoAcceptOddsChange,
      oddsType: playerSettings.oddsType,
      pushSubscription: playerSettings.pushSubscription,
      updatedAt: playerSettings.updatedAt,
    })
    .from(playerSettings)
    .where(eq(playerSettings.playerId, value('playerId'))),
);

export class AccountsRepository {
  constructor(private readonly db: AppDb) {}

  /** The sign-in failure counts every process shares (decision 0058). */
  signInThrottles(clock: Clock, expiresMs: number): SignInThrottleStore {
    return new SignInThrottleStore(this.db, clock, expiresMs);
  }

  transaction<T>(work: (repository: AccountsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AccountsRepository(tx as unknown as AppDb)));
  }

  private get q(): DbOrTx {
    return this.db;
  }

  // ---- currencies ------------------------------------------------------------------------

  async listCurrencies(): Promise<CurrencyRecord[]> {
    return this.q
      .select({
        code: currencies.code,
        subunits: currencies.subunits,
        fiat: currencies.fiat,
        subcurrencies: currencies.subcurrencies,
      })
      .from(currencies)
      .orderBy(sql`${currencies.fiat} desc`, asc(currencies.code));
  }

  async currencyExists(code: string): Promise<boolean> {
    const rows = await this.q
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, code));
    return rows.length > 0;
  }

  // ---- players ---------------------------------------------------------------------------

  /** Inserts a player with its active account; null when the e-mail or phone is taken. */
  async insertPlayer(player: NewPlayer): Promise<PlayerRecord | null> {
    const [row] = await this.q
      .insert(players)
      .values({
        email: player.email,
        phone: player.phone,
        pendingLogin: player.pendingLogin ?? null,
        passwordHash: player.passwordHash,
        language: player.language,
        termsAcceptedAt: player.termsAcceptedAt,
        confirmedAt: player.confirmedAt,
      })
      .onConflictDoNothing()
      .returning(playerColumns);
    if (!row) return null;
    await this.q
      .insert(playerAccounts)
      .values({ playerId: row.id, currency: player.currency, active: true });
    return row;
  }

  async findPlayerById(id: number): Promise<PlayerRecord | null> {
    const [row] = await this.q.select(playerColumns).from(players).where(eq(players.id, id));
    return row ?? null;
  }

  async findPlayerByLogin(
    login: { email: string } | { phone: string },
  ): Promise<PlayerRecord | null> {
    const where =
      'email' in login ? eq(players.email, login.email) : eq(players.phone, login.phone);
    const [row] = await this.q.select(playerColumns).from(players).where(where);
    return row ?? null;
  }

  /** The newest account whose sign-up gave `login` while another player held it. */
  async findPendingPlayer(login: string): Promise<PlayerRecord | null> {
    const [row] = await this.q
      .select(playerColumns)
      .from(players)
      .where(eq(players.pendingLogin, login))
      .orderBy(desc(players.id))
      .limit(1);
    return row ?? null;
  }

  /** Whether the player signed in before from one of these clients (hashed address, device). */
  async isKnownClient(playerId: number, clients: string[]): Promise<boolean> {
    if (clients.length === 0) return false;
    const rows = await this.q
      .select({ client: knownSignInClients.client })
      .from(knownSignInClients)
      .where(
        and(eq(knownSignInClients.playerId, playerId), inArray(knownSignInClients.client, clients)),
      )
      .limit(1);
    return rows.length > 0;
  }

  async rememberClients(playerId: number, clients: string[], now: Date): Promise<void> {
    if (clients.length === 0) return;
    await this.q
      .insert(knownSignInClients)
      .values(clients.map((client) => ({ playerId, client, lastSeenAt: now })))
      .onConflictDoUpdate({
        target: [knownSignInClients.playerId, knownSignInClients.client],
        set: { lastSeenAt: now },
      });
  }

  /** Counts one more wrong password; locks the account at `lockAfter`. Returns the new state. */
  async recordFailedPassword(
    playerId: number,
    lockAfter: number,
    now: Date,
  ): Promise<{ failedAttempts: number; locked: boolean; newlyLocked: boolean }> {
    const [row] = await this.q
      .update(players)
      .set({
        failedAttempts: sql`${players.failedAttempts} + 1`,
        lockedAt: sql`case when ${players.failedAttempts} + 1 >= ${lockAfter} then coalesce(${players.lockedAt}, ${now.toISOString()}::timestamptz) else ${players.lockedAt} end`,
      })
      .where(eq(players.id, playerId))
      .returning({ failedAttempts: players.failedAttempts, lockedAt: players.lockedAt });
    const failedAttempts = row?.failedAttempts ?? 0;
    return {
      failedAttempts,
      locked: Boolean(row?.lockedAt),
      newlyLocked: failedAttempts === lockAfter,
    };
  }

  async resetFailedPasswords(playerId: number): Promise<void> {
    await this.q.update(players).set({ failedAttempts: 0 }).where(eq(players.id, playerId));
  }

  async updateLanguage(playerId: number, language: string): Promise<void> {
    await this.q.update(players).set({ language }).where(eq(players.id, playerId));
  }

  /** Row lock on the player: serialises account changes of one player. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.q.execute(sql`select id from players where id = ${playerId} for update`);
  }

  // ---- sessions --------------------------------------------------------------------------

  async insertSession(session: Omit<SessionRecord, 'revokedAt'>): Promise<void> {
    await this.q.insert(sessions).values(session);
  }

  /** A session with its player, in one query (every authenticated call reads both). */
  async findSessionWithPlayer(
    id: string,
  ): Promise<{ session: SessionRecord; player: PlayerRecord } | null> {
    const [row] = await SESSION_WITH_PLAYER.run(this.q, { id });
    return row ?? null;
  }

  async touchSession(id: string, now: Date): Promise<void> {
    await this.q.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.q
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  // ---- accounts and ledger ---------------------------------------------------------------

  async listAccounts(playerId: number): Promise<AccountRecord[]> {
    const rows = await this.q
      .select({
        id: playerAccounts.id,
        currency: playerAccounts.currency,
        subunits: currencies.subunits,
        active: playerAccounts.active,
        balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      })
      .from(playerAccounts)
      .innerJoin(currencies, eq(currencies.code, playerAccounts.currency))
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, playerAccounts.id))
      .where(eq(playerAccounts.playerId, playerId))
      .groupBy(playerAccounts.id, currencies.code)
      .orderBy(sql`${playerAccounts.active} desc`, asc(playerAccounts.currency));
    return rows.map((row) => ({ ...row, balance: BigInt(row.balance) }));
  }

  /** Makes `currency` the one active account of the player, creating it when missing. */
  async activateAccount(playerId: number, currency: string): Promise<void> {
    await this.q
      .update(playerAccounts)
      .set({ active: false })
      .where(and(eq(playerAccounts.playerId, playerId), eq(playerAccounts.active, true)));
    await this.q
      .insert(playerAccounts)
      .values({ playerId, currency, active: true })
      .onConflictDoUpdate({
        target: [playerAccounts.playerId, playerAccounts.currency],
        set: { active: true },
      });
  }

  /** Appends a ledger entry; with an idempotency key a repeated call adds nothing. */
  async appendLedgerEntry(entry: {
    accountId: number;
    amount: bigint;
    kind: LedgerKind;
    reference?: string;
    idempotencyKey?: string;
  }): Promise<boolean> {
    const rows = await this.q
      .insert(ledgerEntries)
      .values(entry)
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning({ id: ledgerEntries.id });
    return rows.length > 0;
  }

  // ---- settings and outbox ---------------------------------------------------------------

  /** Whether the operator allows a player several active freebets at once (decision 0033). */
  async severalActiveFreebets(): Promise<boolean> {
    const [row] = await this.q
      .select({ allowed: bonusSettings.severalActiveFreebets })
      .from(bonusSettings)
      .where(eq(bonusSettings.id, 1));
    return row?.allowed ?? true;
  }

  async findSettings(playerId: number): Promise<SettingsRecord | null> {
    const [row] = await SETTINGS_OF.run(this.q, { playerId });
    return row ?? null;
  }

  async saveSettings(
    playerId: number,
    values: Partial<Omit<SettingsRecord, 'updatedAt'>>,
    now: Date,
  ): Promise<void> {
    const set = { ...values, updatedAt: now };
    await this.q
      .insert(playerSettings)
      .values({ playerId, ...set })
      .onConflictDoUpdate({ target: playerSettings.playerId, set });
  }

  async enqueueMessage(message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject?: string;
    body: string;
  }): Promise<number> {
    const [row] = await this.q.insert(outbox).values(message).returning({ id: outbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /** Records that a delivery transport handed the message over (the outbox row stays). */
  async markMessageSent(id: number, at: Date): Promise<void> {
    await this.q.update(outbox).set({ sentAt: at }).where(eq(outbox.id, id));
  }

  async listOutbox(limit: number): Promise<OutboxRecord[]> {
    return this.q
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(limit);
  }

  // ---- e-mailed tokens (reset, confirmation, unlock) --------------------------------------

  async insertAccountToken(token: {
    id: string;
    playerId: number;
    purpose: AccountTokenPurpose;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.q.insert(accountTokens).values(token);
  }

  async findAccountToken(
    id: string,
    purpose: AccountTokenPurpose,
  ): Promise<AccountTokenRecord | null> {
    const [row] = await this.q
      .select({
        id: accountTokens.id,
        playerId: accountTokens.playerId,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose)));
    return row ?? null;
  }

  /** Marks an unused token used; false when another request used it first. */
  async useAccountToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.q
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    return rows.length > 0;
  }

  /** Voids the player's other unused tokens of a purpose (a newer e-mail replaces older ones). */
  async voidAccountTokens(
    playerId: number,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<void> {
    await this.q
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.playerId, playerId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }

  async updatePasswordHash(playerId: number, passwordHash: string): Promise<void> {
    await this.q.update(players).set({ passwordHash }).where(eq(players.id, playerId));
  }

  async revokePlayerSessions(playerId: number, now: Date): Promise<void> {
    await this.q
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  }

  async confirmPlayer(playerId: number, now: Date): Promise<void> {
    await this.q
      .update(players)
      .set({
        confirmedAt: sql`coalesce(${players.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(players.id, playerId));
  }

  async unlockPlayer(playerId: number): Promise<void> {
    await this.q
      .update(players)
      .set({ lockedAt: null, failedAttempts: 0 })
      .where(eq(players.id, playerId));
  }
}
