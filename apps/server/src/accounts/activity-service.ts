// Comp points and levels and status groups, as the loyalty data says (decision 0030). Limits:
// `protection/limits-*`; betting sessions and activity tracking: `protection/sessions-*`.
import type { CompPointsResponse, StatusGroupsResponse } from '@sportsbook/contract';
import type { LoyaltyService } from '../loyalty/loyalty-service';
import type { PlayerRecord } from './accounts-repository';

export class ActivityService {
  constructor(private readonly loyalty: LoyaltyService) {}

  /** The player's points (read now, not from the session's copy) on the operator's levels. */
  compPoints(player: PlayerRecord): Promise<CompPointsResponse> {
    return this.loyalty.compPoints(player.id);
  }

  /** Each status group the operator defines: the loyalty level, or the profile's status ids. */
  statusGroups(player: PlayerRecord): Promise<StatusGroupsResponse> {
    return this.loyalty.statusGroups(player);
  }
}
