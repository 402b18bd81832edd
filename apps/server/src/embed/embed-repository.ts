// The only file of embed that speaks SQL: the hand-over codes (schema-embed.ts).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { embedHandOverCodes } from '../db/schema';

export class EmbedRepository {
  constructor(private readonly q: DbOrTx) {}

  async insertCode(code: {
    codeHash: string;
    playerId: number;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.q.insert(embedHandOverCodes).values(code);
  }

  /**
   * Marks the code used if it is unused and unexpired, in one conditional update: of two
   * exchanges of the same code at once, exactly one gets the player back.
   */
  async useCode(codeHash: string, now: Date): Promise<number | null> {
    const [row] = await this.q
      .update(embedHandOverCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(embedHandOverCodes.codeHash, codeHash),
          isNull(embedHandOverCodes.usedAt),
          gt(embedHandOverCodes.expiresAt, now),
        ),
      )
      .returning({ playerId: embedHandOverCodes.playerId });
    return row?.playerId ?? null;
  }

  /** Drops codes that expired before `before` (used or not: they can never sign in again). */
  async deleteExpired(before: Date): Promise<void> {
    await this.q.delete(embedHandOverCodes).where(lt(embedHandOverCodes.expiresAt, before));
  }
}
