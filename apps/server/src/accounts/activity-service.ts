// Comp points and levels, status groups and limits. Betting sessions and activity tracking:
// `protection/sessions-service.ts`.
import type {
  CompPointLevel,
  CompPointsResponse,
  StatusGroupsResponse,
} from '@sportsbook/contract';
import type { PlayerRecord } from './accounts-repository';
import type { ActivityRepository, UserLimitRecord } from './activity-repository';

/** Loyalty levels by comp points (inclusive min, inclusive max; the top level is open). */
export const COMP_POINT_LEVELS = [
  { id: 'bronze', name: 'Bronze', min: 0, max: 999 },
  { id: 'silver', name: 'Silver', min: 1000, max: 4999 },
  { id: 'gold', name: 'Gold', min: 5000, max: 19_999 },
  { id: 'platinum', name: 'Platinum', min: 20_000, max: null },
] as const;

export function compPointsOf(points: number): CompPointsResponse {
  const levels: CompPointLevel[] = COMP_POINT_LEVELS.map((level) => {
    const above = level.max !== null && points > level.max;
    const status = above ? 'completed' : points >= level.min ? 'current' : 'locked';
    return { ...level, status, writeable: status === 'current' };
  });
  return { points, levels };
}

export class ActivityService {
  constructor(private readonly repository: ActivityRepository) {}

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
}
