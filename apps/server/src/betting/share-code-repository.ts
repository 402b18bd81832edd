// Share codes of bet slips (table share_codes).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { shareCodes } from '../db/schema';

export class ShareCodeRepository {
  constructor(private readonly q: DbOrTx) {}

  async insertShareCode(code: string, playerId: number, data: unknown[], now: Date) {
    const rows = await this.q
      .insert(shareCodes)
      .values({ code, playerId, bets: data, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: shareCodes.code });
    return rows.length > 0;
  }

  async findShareCode(code: string): Promise<unknown[] | null> {
    const [row] = await this.q
      .select({ bets: shareCodes.bets })
      .from(shareCodes)
      .where(eq(shareCodes.code, code));
    return row?.bets ?? null;
  }
}
