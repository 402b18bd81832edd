// Limits of the player (the list of `/user_limits`). Betting sessions and activity pings:
// `protection/sessions-repository.ts`.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { userLimits } from '../db/schema';

export interface UserLimitRecord {
  type: (typeof userLimits.$inferSelect)['type'];
  status: (typeof userLimits.$inferSelect)['status'];
}

export class ActivityRepository {
  constructor(private readonly db: AppDb) {}

  async listLimits(playerId: number): Promise<UserLimitRecord[]> {
    return this.db
      .select({ type: userLimits.type, status: userLimits.status })
      .from(userLimits)
      .where(eq(userLimits.playerId, playerId))
      .orderBy(userLimits.id);
  }
}
