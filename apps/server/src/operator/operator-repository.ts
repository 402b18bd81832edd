// The operator API's writes: the only operator file that speaks SQL.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { players } from '../db/schema';

export class OperatorRepository {
  constructor(private readonly db: AppDb) {}

  /** Sets the player's pve flag; false when there is no such player. */
  async setPve(playerId: number, pve: boolean): Promise<boolean> {
    const rows = await this.db
      .update(players)
      .set({ pve })
      .where(eq(players.id, playerId))
      .returning({ id: players.id });
    return rows.length > 0;
  }
}
