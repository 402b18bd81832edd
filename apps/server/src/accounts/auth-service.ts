// Sign-up, sign-in (throttled; locking for new devices), sessions (idle and absolute timeouts)
// and sign-out.
import type { AuthConfig } from '../config/env';
import type { Clock } from '../shared/clock';
import type { AccountsRepository, PlayerRecord, SessionRecord } from './accounts-repository';
import {
  RateLimitedError,
  accountLocked,
  invalidCredentials,
  signUpFailed,
  unauthorized,
  unknownCurrency,
} from './accounts-errors';
import { assertPasswordAllowed } from './password-policy';
import type { PasswordHasher } from './passwords';
import { SignInBackoff, SignInLimiter } from './sign-in-limiter';
import { hashToken, newSecret } from './tokens';

export interface SignUpInput {
  email?: string;
  phone?: string;
  password: string;
  currency: string;
  locale?: string;
}

/** Told of account events that send e-mail or SMS. */
export interface AccountNotifier {
  /** A new account: the confirmation e-mail. */
  signedUp(player: PlayerRecord): Promise<void>;
  /** The account locked for new devices: the unlock e-mail. */
  locked(player: PlayerRecord): Promise<void>;
  /** Someone signed up with the login of this player: tell its owner, with a way in. */
  signUpAttempted(owner: PlayerRecord, channel: 'email' | 'sms'): Promise<void>;
}

/** Where a sign-in comes from: the client address and the web's device id, when sent. */
export interface SignInClient {
  ip: string;
  deviceId?: string;
}

/** A client as stored among the known ones: hashed, so the table holds no addresses. */
const clientKeys = (client: SignInClient): string[] => [
  hashToken(`ip:${client.ip}`),
  ...(client.deviceId ? [hashToken(`device:${client.deviceId}`)] : []),
];

/** Failures per login from one address before the growing delays start (1 s, 2 s, 4 s, …). */
const FREE_FAILURES_PER_ADDRESS = 3;
const FIRST_BACKOFF_MS = 1000;

export interface StartedSession {
  token: string;
  csrfSecret: string;
  expiresAt: Date;
  player: PlayerRecord;
}

export interface ActiveSession {
  session: SessionRecord;
  player: PlayerRecord;
}

/** `login` of sign-in: an e-mail address when it has an @, else a phone number. */
export function parseLogin(login: string): { email: string } | { phone: string } {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  return { phone: trimmed.replace(/[\s()-]/g, '') };
}

/**
 * How long `authenticateCached` answers from memory. Only bet placement reads sessions through
 * the cache, and its writer checks in the transaction that the session is still live.
 */
export const SESSION_CACHE_MS = 5_000;
/** Most sessions kept by `authenticateCached` (the oldest entries go first). */
const SESSION_CACHE_SIZE = 10_000;

export class AuthService {
  private readonly limiter: SignInLimiter;
  private readonly backoff: SignInBackoff;
  /** Verified against when a login has no account, so the answer takes as long. */
  private readonly dummyHash: Promise<string>;
  private readonly sessionCache = new Map<string, { active: ActiveSession; at: number }>();

  constructor(
    private readonly repository: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly config: AuthConfig,
    private readonly clock: Clock,
    private readonly notifier?: AccountNotifier,
    /**
     * Refuses a sign-in with the right password by throwing (a time-out or self-exclusion:
     * 403 `account_restricted` until its end, decision 0023).
     */
    private readonly signInGate?: (player: PlayerRecord) => Promise<void>,
  ) {
    // Shared by every process on the database; both expire within the window.
    const throttles = repository.signInThrottles(clock, config.signInWindowMs);
    this.limiter = new SignInLimiter(throttles, {
      maxFailures: config.signInMaxFailures,
      windowMs: config.signInWindowMs,
    });
    this.backoff = new SignInBackoff(throttles, {
      free: FREE_FAILURES_PER_ADDRESS,
      baseDelayMs: FIRST_BACKOFF_MS,
      maxDelayMs: config.signInWindowMs,
    });
    // Made now rather than on the first unknown login, which would otherwise answer slower.
    this.dummyHash = hasher.hash(newSecret());
  }

  /**
   * Opens an account and its session. A login another player holds answers exactly the same:
   * the account is opened as a pending one (its login is `pendingLogin`, never a way into the
   * other account) and the holder is told of the attempt instead of getting a confirmation
   * e-mail. So the answer, its timing and the session never tell whether the login was free
   * (decision 0019).
   */
  async signUp(input: SignUpInput, client: SignInClient): Promise<StartedSession> {
    await this.throttle([`ip:${client.ip}`]);
    if (!(await this.repository.currencyExists(input.currency))) throw unknownCurrency();
    assertPasswordAllowed(input.password, input);
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    const base = {
      passwordHash,
      language: input.locale ?? 'en',
      currency: input.currency,
      termsAcceptedAt: now,
    };
    const login = input.email ?? input.phone;
    if (!login) throw signUpFailed();
    const { player, owner } = await this.repository.transaction(async (tx) => {
      const created = await tx.insertPlayer({
        ...base,
        email: input.email ?? null,
        phone: input.phone ?? null,
      });
      if (created) return { player: created, owner: null };
      const holder = await tx.findPlayerByLogin(input.email ? { email: login } : { phone: login });
      const pending = await tx.insertPlayer({
        ...base,
        email: null,
        phone: null,
        pendingLogin: login,
      });
      return { player: pending, owner: holder };
    });
    if (!player) throw signUpFailed();
    if (owner) await this.notifier?.signUpAttempted(owner, input.email ? 'email' : 'sms');
    else await this.notifier?.signedUp(player);
    await this.repository.rememberClients(player.id, clientKeys(client), now);
    return this.startSession(player);
  }

  /**
   * Signs in by e-mail or phone. Every refusal of a wrong password is the same 401
   * `invalid_credentials` after the same work (two password checks, real or dummy), whether
   * the login exists, is pending or is locked. Throttling slows guessing without locking the
   * owner out (decision 0019): per address (`SIGN_IN_MAX_FAILURES` per window), growing
   * delays per login and address, and per login from clients that never signed in to it; a
   * known address or device is not slowed by other people's failures.
   */
  async signIn(login: string, password: string, client: SignInClient): Promise<StartedSession> {
    const parsed = parseLogin(login);
    const name = 'email' in parsed ? parsed.email : parsed.phone;
    const ipKey = `ip:${client.ip}`;
    const loginKey = `login:${name}`;
    const pairKey = `pair:${name}:${client.ip}`;
    await this.throttle([ipKey]);
    await this.backoffThrottle(pairKey);

    const owner = await this.repository.findPlayerByLogin(parsed);
    const pending = await this.repository.findPendingPlayer(name);
    const keys = clientKeys(client);
    // Asked for unknown logins too (player 0), so the work done does not depend on it.
    const ownerKnown = await this.repository.isKnownClient(owner?.id ?? 0, keys);
    if (!ownerKnown) await this.throttle([loginKey]);

    // Two checks whatever the login is, so an unknown, held or pending login takes as long.
    const dummy = await this.getDummyHash();
    const ownerMatches = await this.hasher.verify(owner?.passwordHash ?? dummy, password);
    const pendingMatches =
      !ownerMatches && (await this.hasher.verify(pending?.passwordHash ?? dummy, password));
    const player = ownerMatches && owner ? owner : pendingMatches && pending ? pending : null;

    if (!player) {
      await Promise.all([
        this.limiter.recordFailure(ipKey),
        this.limiter.recordFailure(loginKey),
        this.backoff.recordFailure(pairKey),
      ]);
      if (owner) await this.countWrongPassword(owner);
      throw invalidCredentials();
    }
    const known =
      player === owner ? ownerKnown : await this.repository.isKnownClient(player.id, keys);
    // Only someone who knows the password learns of the lock.
    if (player.lockedAt && !known) throw accountLocked();
    const now = this.clock.now();
    if (player.lockedAt || player.failedAttempts > 0) {
      await this.repository.unlockPlayer(player.id);
    }
    await this.repository.rememberClients(player.id, keys, now);
    await Promise.all([this.limiter.reset(loginKey), this.backoff.reset(pairKey)]);
    await this.signInGate?.(player);
    return this.startSession({ ...player, failedAttempts: 0, lockedAt: null });
  }

  /**
   * One more wrong password in a row. At `ACCOUNT_LOCK_AFTER_FAILURES` the account locks for
   * clients that never signed in to it: its sessions end and the owner gets the unlock link.
   */
  private async countWrongPassword(owner: PlayerRecord): Promise<void> {
    const now = this.clock.now();
    const state = await this.repository.recordFailedPassword(
      owner.id,
      this.config.lockAfterFailures,
      now,
    );
    if (!state.newlyLocked) return;
    await this.repository.revokePlayerSessions(owner.id, now);
    this.forgetCachedSessions(owner.id);
    await this.notifier?.locked(owner);
  }

  /** The live session of a token, sliding its idle timeout; null when missing or expired. */
  async authenticate(token: string): Promise<ActiveSession | null> {
    const found = await this.repository.findSessionWithPlayer(hashToken(token));
    if (!found || found.session.revokedAt) return null;
    const { session, player } = found;
    const now = this.clock.now();
    if (now.getTime() >= session.expiresAt.getTime()) return null;
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (idleFor >= this.config.sessionIdleTimeoutMs) return null;
    // One write per active minute at most (sooner with very short idle timeouts).
    if (idleFor >= this.touchAfterMs()) {
      await this.repository.touchSession(session.id, now);
      return { session: { ...session, lastSeenAt: now }, player };
    }
    return { session, player };
  }

  /**
   * `authenticate` through a short in-process cache (`SESSION_CACHE_MS`), for bet placement:
   * the placement writer checks in its transaction that the session is still live (not
   * revoked, not expired, the player not locked), so the cache never lets a bet through that
   * the database would refuse. A cached player's other fields may be up to the cache's age old.
   * The idle timeout keeps sliding: an entry due for its touch is read (and touched) again.
   */
  async authenticateCached(token: string): Promise<ActiveSession | null> {
    const id = hashToken(token);
    const now = this.clock.now().getTime();
    const hit = this.sessionCache.get(id);
    if (hit && now - hit.at < SESSION_CACHE_MS) {
      const { session } = hit.active;
      const fresh =
        now < session.expiresAt.getTime() &&
        now - session.lastSeenAt.getTime() < this.touchAfterMs();
      if (fresh) return hit.active;
    }
    this.sessionCache.delete(id);
    const active = await this.authenticate(token);
    if (active) {
      if (this.sessionCache.size >= SESSION_CACHE_SIZE) {
        const oldest = this.sessionCache.keys().next().value;
        if (oldest !== undefined) this.sessionCache.delete(oldest);
      }
      this.sessionCache.set(id, { active, at: now });
    }
    return active;
  }

  private touchAfterMs(): number {
    return Math.min(60_000, this.config.sessionIdleTimeoutMs / 10);
  }

  async requireSession(token: string | undefined): Promise<ActiveSession> {
    const active = token ? await this.authenticate(token) : null;
    if (!active) throw unauthorized();
    return active;
  }

  async signOut(session: SessionRecord): Promise<void> {
    this.sessionCache.delete(session.id);
    await this.repository.revokeSession(session.id, this.clock.now());
  }

  /**
   * A session for a player the operator vouches for (the embedded hand-over, decision 0042): no
   * password, but the same restriction gate as a sign-in. Null for an unknown player.
   */
  async startHandedOverSession(playerId: number): Promise<StartedSession | null> {
    const player = await this.repository.findPlayerById(playerId);
    if (!player) return null;
    await this.signInGate?.(player);
    return this.startSession(player);
  }

  private async startSession(player: PlayerRecord): Promise<StartedSession> {
    const token = newSecret();
    const csrfSecret = newSecret();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.sessionAbsoluteTimeoutMs);
    await this.repository.insertSession({
      id: hashToken(token),
      playerId: player.id,
      csrfSecret,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, csrfSecret, expiresAt, player };
  }

  private async backoffThrottle(key: string): Promise<void> {
    const waitMs = await this.backoff.retryAfterMs(key);
    if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
  }

  /** Drops a player's sessions from the cache (they were revoked in the database). */
  forgetCachedSessions(playerId: number): void {
    for (const [id, entry] of this.sessionCache) {
      if (entry.active.player.id === playerId) this.sessionCache.delete(id);
    }
  }

  private async throttle(keys: string[]): Promise<void> {
    const waits = await Promise.all(keys.map((key) => this.limiter.retryAfterMs(key)));
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
  }

  private getDummyHash(): Promise<string> {
    return this.dummyHash;
  }
}
