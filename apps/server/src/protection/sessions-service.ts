// Betting sessions, the reality check and the daily session-time limit (decision 0023). The
// client starts a session when the player starts betting, pings every 60 s and polls the
// session info every 30 s. A session runs while it is pinged; the time of the day's sessions
// counts against the player's session-time limit, and at the limit the session ends: starting
// one answers 403 and a ping 401 (signed out) until the next UTC midnight.
import {
  type ActivityTrackResponse,
  PROTECTION_ERROR_CODES,
  type SessionLimitRefusal,
  type SportsbookSessionInfo,
} from '@sportsbook/contract';
import {
  type SessionLimitState,
  type SessionSpan,
  isSessionRunning,
  realityCheckState,
  sessionLimitState,
  sessionMoney,
  sessionTimeUsed,
  utcDayStart,
} from '@sportsbook/domain';
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { RestrictionsService } from './restrictions-service';
import type { BettingSessionRow, SessionsRepository } from './sessions-repository';
import type { PlayerTimeLimits, TimeLimitsReader } from './sessions-time-limits';

export interface SessionsConfig {
  /** A session not pinged for longer is over (the client pings every 60 s). */
  idleMs: number;
  /** Betting sessions a player may start per window; 0 means unlimited. */
  sportsbookSessionLimit: number;
  sportsbookSessionWindowMs: number;
}

export const DEFAULT_SESSIONS_CONFIG: SessionsConfig = {
  idleMs: 5 * 60_000,
  sportsbookSessionLimit: 0,
  sportsbookSessionWindowMs: 24 * 3_600_000,
};

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** 403 on a session start: the limit is used up (`resume_at`), or too many starts (none). */
export function sessionLimitReached(resumeAt: number | null): HttpError {
  const body: SessionLimitRefusal = {
    code: PROTECTION_ERROR_CODES.sessionLimitReached,
    message: 'The betting session limit is reached',
    ...(resumeAt !== null && { resume_at: iso(resumeAt) }),
  };
  return new HttpError(403, body);
}

/** 401 on an activity ping at the limit: the client signs the player out. */
export function activityLimitReached(resumeAt: number): HttpError {
  const body: SessionLimitRefusal = {
    code: PROTECTION_ERROR_CODES.activityLimitReached,
    message: 'The session-time limit is reached',
    resume_at: iso(resumeAt),
  };
  return new HttpError(401, body);
}

export const noSportsbookSession = () =>
  new HttpError(400, {
    code: PROTECTION_ERROR_CODES.noSportsbookSession,
    message: 'No betting session is running: start or continue one',
  });

const spanOf = (row: BettingSessionRow): SessionSpan => ({
  startedAt: row.startedAt.getTime(),
  lastSeenAt: row.lastSeenAt.getTime(),
  endedAt: row.endedAt?.getTime() ?? null,
});

interface Today {
  limits: PlayerTimeLimits;
  running: BettingSessionRow | null;
  limit: SessionLimitState;
}

export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly timeLimits: TimeLimitsReader,
    private readonly restrictions: RestrictionsService,
    private readonly config: SessionsConfig,
    private readonly clock: Clock,
  ) {}

  /** The day's sessions, the running one and the session-time limit at `now`. */
  private async today(
    repository: SessionsRepository,
    playerId: number,
    now: number,
    // Read before a transaction opens: a reader on the pool would wait for the transaction's
    // connection on PGlite (one connection).
    known?: PlayerTimeLimits,
  ) {
    const limits = known ?? (await this.timeLimits(playerId));
    const since = new Date(utcDayStart(now) - this.config.idleMs);
    const rows = await repository.seenSince(playerId, since);
    const running =
      rows.findLast((row) => isSessionRunning(spanOf(row), now, this.config.idleMs)) ?? null;
    const used = sessionTimeUsed(rows.map(spanOf), now, this.config.idleMs);
    const limit = sessionLimitState(limits.sessionTimeLimitMs, used, now);
    return { limits, running, limit } satisfies Today;
  }

  /**
   * Starts a betting session, or carries on the running one (another tab started it); with
   * `continued` the reality check is answered. Refused while a restriction holds (403
   * `account_restricted`) and at the session-time limit (403 with `resume_at`), which ends the
   * running session.
   */
  async start(playerId: number, continued = false): Promise<BettingSessionRow> {
    await this.restrictions.assertAllowed(playerId, 'start_session');
    const now = this.clock.now();
    const limits = await this.timeLimits(playerId);
    return this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      const { running, limit } = await this.today(tx, playerId, now.getTime(), limits);
      if (limit.reached) {
        if (running) await tx.end(running.id, now);
        throw sessionLimitReached(limit.resumeAt);
      }
      if (running) return tx.touch(running.id, now, continued);
      const { sportsbookSessionLimit: most, sportsbookSessionWindowMs: windowMs } = this.config;
      if (most > 0) {
        const since = new Date(now.getTime() - windowMs);
        if ((await tx.countStartedSince(playerId, since)) >= most) {
          throw sessionLimitReached(null);
        }
      }
      return tx.insert(playerId, now);
    });
  }

  continue(playerId: number): Promise<BettingSessionRow> {
    return this.start(playerId, true);
  }

  /**
   * The activity ping: recorded, keeps the running session alive; at the session-time limit it
   * ends the session and answers 401 `activity_limit_reached` with when play can resume.
   */
  async track(playerId: number): Promise<ActivityTrackResponse> {
    const now = this.clock.now();
    const limits = await this.timeLimits(playerId);
    const limit = await this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      await tx.recordActivity(playerId, now);
      const today = await this.today(tx, playerId, now.getTime(), limits);
      if (today.running) {
        if (today.limit.reached) await tx.end(today.running.id, now);
        else await tx.touch(today.running.id, now, false);
      }
      return today.limit;
    });
    if (limit.reached && limit.resumeAt !== null) throw activityLimitReached(limit.resumeAt);
    return {
      tracked: true,
      used_seconds: seconds(limit.usedMs),
      limit_seconds: limit.limitMs === null ? null : seconds(limit.limitMs),
    };
  }

  /** The reality-check poll: 400 `no_sportsbook_session` without a running session. */
  async info(playerId: number): Promise<SportsbookSessionInfo> {
    const now = this.clock.now();
    const { limits, running, limit } = await this.today(this.repository, playerId, now.getTime());
    if (!running) throw noSportsbookSession();
    const sums = await this.repository.ledgerSince(playerId, running.startedAt);
    const currencies = [...new Set(sums.map((sum) => sum.currency))];
    const totals = currencies.map((currency) => {
      const of = (kinds: string[]) =>
        sums
          .filter((sum) => sum.currency === currency && kinds.includes(sum.kind))
          .reduce((total, sum) => total + sum.amount, 0n);
      const money = sessionMoney(Number(-of(['wager'])), Number(of(['win', 'refund', 'cashout'])));
      return { currency, ...money };
    });
    const check = realityCheckState(
      limits.realityCheckIntervalMs,
      running.continuedAt.getTime(),
      now.getTime(),
    );
    return {
      id: running.id,
      started_at: running.startedAt.toISOString(),
      continued_at: running.continuedAt.toISOString(),
      duration_seconds: seconds(now.getTime() - running.startedAt.getTime()),
      totals,
      reality_check: {
        interval_seconds: check.intervalMs === null ? null : seconds(check.intervalMs),
        due: check.due,
        next_at: check.nextAt === null ? null : iso(check.nextAt),
      },
      session_limit: {
        limit_seconds: limit.limitMs === null ? null : seconds(limit.limitMs),
        used_seconds: seconds(limit.usedMs),
        ends_at: limit.endsAt === null ? null : iso(limit.endsAt),
        reached: limit.reached,
        resume_at: limit.resumeAt === null ? null : iso(limit.resumeAt),
      },
    };
  }
}
