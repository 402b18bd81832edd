// Where matches sit in the catalog (sport type, sport, category, tournament), as a campaign's
// event conditions compare them: one read for the comboboost offers, placement and farming.
import type { MatchPlacement } from '@sportsbook/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { matches, sports } from '../db/schema';

export interface MatchPlacementRow {
  matchId: number;
  sportType: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
}

export async function readMatchPlacements(
  q: DbOrTx,
  matchIds: readonly number[],
): Promise<Map<number, MatchPlacementRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await q
    .select({
      matchId: matches.id,
      sportType: sports.type,
      sportId: matches.sportId,
      categoryId: matches.categoryId,
      tournamentId: matches.tournamentId,
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(inArray(matches.id, [...new Set(matchIds)]));
  return new Map(rows.map((row) => [row.matchId, row]));
}

/** A match's placement as the domain's event conditions read it (ids as text). */
export function matchPlacementOf(
  matchId: number,
  row: MatchPlacementRow | undefined,
): MatchPlacement {
  return {
    sportType: row?.sportType ?? '',
    sportId: row ? String(row.sportId) : '',
    categoryId: row ? String(row.categoryId) : '',
    tournamentId: row ? String(row.tournamentId) : '',
    eventId: String(matchId),
  };
}
