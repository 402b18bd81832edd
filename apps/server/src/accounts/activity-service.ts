// Comp points and levels, status groups, limits, betting sessions and activity tracking.
import {
  type CompPointLevel,
  type CompPointsResponse,
  PLAYER_ACTIVITY_ERROR_CODES,
  type StatusGroupsResponse,
} from '@sportsbook/contract';
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { PlayerRecord } from './accounts-repository';
import type {
  ActivityRepository,
  SportsbookSessionRecord,
  UserLimitRecord,
} from './activity-repository';

export interface ActivityConfig {
  /** Betting sessions a player may start per window; 0 means unlimited. */
  sportsbookSessionLimit: number;
  sportsbookSessionWindowMs: number;
}

export const DEFAULT_ACTIVITY_CONFIG: ActivityConfig = {
  sportsbookSessionLimit: 0,
  sportsbookSessionWindowMs: 24 * 3_600_000,
};

/** Loyalty levels by comp points (inclusive min, inclusive max; the top level is open). */
export const COMP_POINT_LEVELS = [
  { id: 'bronze', name: 'Bronze', min: 0, max: 999 },
  { id: 'silver', name: 'Silver', min: 1000, max: 4999 },
  { id: 'gold', name: 'Gold', min: 5000, max: 19_999 },
  { id: 'platinum', name: 'Platinum', min: 20_000, max: null },
] as const;

export const sessionLimitReached = () =>
  new HttpError(403, {
    code: PLAYER_ACTIVITY_ERROR_CODES.sessionLimitReached,
    message: 'The betting session limit is reached',
  });

export function compPointsOf(points: number): CompPointsResponse {
  const levels: CompPointLevel[] = COMP_POINT_LEVELS.map((level) => {
    const above = level.max !== null && points > level.max;
    const status = above ? 'completed' : points >= level.min ? 'current' : 'locked';
    return { ...level, status, writeable: status === 'current' };
  });
  return { points, levels };
}

export class ActivityService {
  constructor(
    private readonly repository: ActivityRepository,
    private readonly config: ActivityConfig,
    private readonly clock: Clock,
  ) {}

  compPoints(player: PlayerRecord): CompPointsResponse {
    return compPointsOf(player.compPoints);
  }

  /** `loyalty`: the current comp-point level; `player`: the profile's status ids. */
  statusGroups(player: PlayerRecord): StatusGroupsResponse {
    const level = compPointsOf(player.compPoints).levels.find((l) => l.status === 'current');
    return {
      status_groups: [
        { id: 'loyalty', name: 'Loyalty', statuses: level ? [level.id] : [] },
        { id: 'player', name: 'Player', statuses: player.statuses },
      ],
    };
  }

  limits(playerId: number): Promise<UserLimitRecord[]> {
    return this.repository.listLimits(playerId);
  }

  startSession(playerId: number): Promise<SportsbookSessionRecord> {
    const now = this.clock.now();
    return this.repository.transaction(async (repository) => {
      await repository.lockPlayer(playerId);
      const { sportsbookSessionLimit: limit, sportsbookSessionWindowMs: windowMs } = this.config;
      if (limit > 0) {
        const since = new Date(now.getTime() - windowMs);
        if ((await repository.countSessionsSince(playerId, since)) >= limit) {
          throw sessionLimitReached();
        }
      }
      return repository.insertSession(playerId, now);
    });
  }

  async continueSession(playerId: number): Promise<SportsbookSessionRecord> {
    const latest = await this.repository.latestSession(playerId);
    if (!latest) return this.startSession(playerId);
    return this.repository.continueSession(latest.id, this.clock.now());
  }

  async track(playerId: number): Promise<void> {
    await this.repository.recordActivity(playerId, this.clock.now());
  }
}
