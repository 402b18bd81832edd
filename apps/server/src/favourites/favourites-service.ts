// Starring and unstarring (decision 0035). One player's writes are serialised by a lock on the
// player's row; of one session's requests about an item the highest `seq` wins, so rapid toggles
// end in the state the player asked for last even when their requests overtake each other.
import {
  ERROR_CODES,
  FAVOURITES_PER_TYPE_MAX,
  FAVOURITE_ERROR_CODES,
  type FavouriteType,
  type FavouritesQuery,
} from '@sportsbook/contract';
import { HttpError } from '../http/http-errors';
import { type ProviderStatusSource, inactiveProviders } from '../catalog/provider-availability';
import type { Clock } from '../shared/clock';
import type { FavouriteRow, FavouritesRepository } from './favourites-repository';

export interface FavouriteRequest {
  playerId: number;
  sessionId: string;
  type: FavouriteType;
  itemId: number;
  seq?: number;
}

/** A request older than what the same session already had applied: it changes nothing. */
export function isSuperseded(row: FavouriteRow | null, sessionId: string, seq?: number): boolean {
  return (
    row !== null &&
    seq !== undefined &&
    row.sessionId === sessionId &&
    row.seq !== null &&
    row.seq >= seq
  );
}

export class FavouritesService {
  constructor(
    private readonly repository: FavouritesRepository,
    private readonly clock: Clock,
    private readonly providers: ProviderStatusSource,
  ) {}

  list(playerId: number, type: FavouriteType, query: FavouritesQuery): Promise<number[]> {
    return this.repository.list(playerId, type, {
      statuses: query.match_status,
      bettable: query.is_bettable,
      inactiveProviders: inactiveProviders(this.providers),
    });
  }

  matchIds(playerId: number): Promise<number[]> {
    return this.repository.matchIds(playerId);
  }

  /** Stars (`favourite` true) or unstars the item; answers the item's state afterwards. */
  set(request: FavouriteRequest, favourite: boolean): Promise<boolean> {
    const { playerId, sessionId, type, itemId, seq } = request;
    return this.repository.transaction(async (repository) => {
      await repository.lockPlayer(playerId);
      const row = await repository.find(playerId, type, itemId);
      if (!row && !(await repository.itemExists(type, itemId))) {
        throw new HttpError(404, {
          code: ERROR_CODES.notFound,
          message: `No ${type} ${itemId} to favourite`,
          field: 'id',
        });
      }
      if (isSuperseded(row, sessionId, seq)) return row?.active ?? false;
      const starring = favourite && !row?.active;
      if (starring && (await repository.countActive(playerId, type)) >= FAVOURITES_PER_TYPE_MAX) {
        throw new HttpError(409, {
          code: FAVOURITE_ERROR_CODES.limitReached,
          message: `At most ${FAVOURITES_PER_TYPE_MAX} favourites of one type`,
          field: 'id',
        });
      }
      const now = this.clock.now();
      await repository.write({
        playerId,
        type,
        itemId,
        active: favourite,
        sessionId,
        seq: seq ?? null,
        starredAt: starring ? now : null,
        now,
      });
      return favourite;
    });
  }
}
