// Sign-up, sign-in (throttled, locking), sessions (idle and absolute timeouts) and sign-out.
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
import { SignInLimiter } from './sign-in-limiter';
import { hashToken, newSecret } from './tokens';

export interface SignUpInput {
  email?: string;
  phone?: string;
  password: string;
  currency: string;
  locale?: string;
}

/** Told of account events that send e-mail (confirmation after sign-up, unlock after a lock). */
export interface AccountNotifier {
  signedUp(player: PlayerRecord): Promise<void>;
  locked(player: PlayerRecord): Promise<void>;
}

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
  private dummyHash: Promise<string> | undefined;
  private readonly sessionCache = new Map<string, { active: ActiveSession; at: number }>();

  constructor(
    private readonly repository: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly config: AuthConfig,
    private readonly clock: Clock,
    private readonly notifier?: AccountNotifier,
  ) {
    this.limiter = new SignInLimiter({
      maxFailures: config.signInMaxFailures,
      windowMs: config.signInWindowMs,
      clock,
    });
  }

  async signUp(input: SignUpInput, ip: string): Promise<StartedSession> {
    this.throttle([`ip:${ip}`]);
    if (!(await this.repository.currencyExists(input.currency))) throw unknownCurrency();
    assertPasswordAllowed(input.password, input);
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    const player = await this.repository.transaction((tx) =>
      tx.insertPlayer({
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash,
        language: input.locale ?? 'en',
        currency: input.currency,
        termsAcceptedAt: now,
      }),
    );
    if (!player) {
      // Taken: the answer does not say so; the owner hears of it instead.
      this.limiter.recordFailure(`ip:${ip}`);
      if (input.email) {
        await this.repository.enqueueMessage({
          channel: 'email',
          recipient: input.email,
          subject: 'Sign-up attempt with your address',
          body: 'Someone tried to open an account with this address. You already have one: sign in, or reset your password if you forgot it.',
        });
      } else if (input.phone) {
        await this.repository.enqueueMessage({
          channel: 'sms',
          recipient: input.phone,
          body: 'Someone tried to open a sportsbook account with this number. You already have one.',
        });
      }
      throw signUpFailed();
    }
    await this.notifier?.signedUp(player);
    return this.startSession(player);
  }

  async signIn(login: string, password: string, ip: string): Promise<StartedSession> {
    const parsed = parseLogin(login);
    const loginKey = `login:${'email' in parsed ? parsed.email : parsed.phone}`;
    const ipKey = `ip:${ip}`;
    this.throttle([loginKey, ipKey]);

    const player = await this.repository.findPlayerByLogin(parsed);
    const fail = (error: Error): never => {
      this.limiter.recordFailure(loginKey);
      this.limiter.recordFailure(ipKey);
      throw error;
    };
    if (!player) {
      // Spend the time of a real verification so the answer time does not tell either.
      await this.hasher.verify(await this.getDummyHash(), password);
      return fail(invalidCredentials());
    }
    if (player.lockedAt) return fail(accountLocked());
    if (!(await this.hasher.verify(player.passwordHash, password))) {
      const state = await this.repository.recordFailedPassword(
        player.id,
        this.config.lockAfterFailures,
        this.clock.now(),
      );
      if (state.locked) await this.notifier?.locked(player);
      return fail(state.locked ? accountLocked() : invalidCredentials());
    }
    if (player.failedAttempts > 0) await this.repository.resetFailedPasswords(player.id);
    this.limiter.reset(loginKey);
    return this.startSession({ ...player, failedAttempts: 0 });
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

  private throttle(keys: string[]): void {
    const waitMs = Math.max(...keys.map((key) => this.limiter.retryAfterMs(key)));
    if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(newSecret());
    return this.dummyHash;
  }
}
