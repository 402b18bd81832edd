// The demo player's favourites (README): a couple of live and upcoming matches and their
// leagues, so the stars and /favorites show something at once. Seeded once, after the catalog:
// a demo player who ever starred or unstarred anything keeps their own choice.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { DbOrTx } from '../db/client';
import { FavouritesRepository } from './favourites-repository';

export async function seedDemoFavourites(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const repository = new FavouritesRepository(db);
  const playerId = await repository.playerIdByEmail(email);
  if (playerId === null || (await repository.hasAny(playerId))) return false;
  const picks = [
    ...(await repository.matchesInStatus(MATCH_STATUS.live, 2)),
    ...(await repository.matchesInStatus(MATCH_STATUS.prematch, 3)),
  ];
  const leagues = [...new Set(picks.map((match) => match.tournamentId))].slice(0, 2);
  const rows = [
    ...picks.map((match) => ({ type: 'match' as const, itemId: match.id })),
    ...leagues.map((id) => ({ type: 'league' as const, itemId: id })),
  ];
  for (const [index, row] of rows.entries()) {
    await repository.write({
      playerId,
      ...row,
      active: true,
      sessionId: 'demo-seed',
      seq: null,
      // One second apart, so the list keeps this order (newest first).
      starredAt: new Date(now.getTime() - index * 1000),
      now,
    });
  }
  return rows.length > 0;
}
