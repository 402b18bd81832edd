// Favourites (spec sections 3 "favourites: list of ids by type", 7 and 8; decision 0035): what a
// signed-in player stars. Every call needs sign-in (401 for visitors).
import { z } from 'zod';
import { boolParam, idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { matchStatusSchema } from '../catalog/enums';

/**
 * What a player can star: a match (or outright), a league (tournament), a whole sport and a
 * team or player (competitor).
 */
export const FAVOURITE_TYPES = ['match', 'league', 'sport', 'competitor'] as const;
export const favouriteTypeSchema = z.enum(FAVOURITE_TYPES);
export type FavouriteType = z.infer<typeof favouriteTypeSchema>;

/** Most favourites of one type a player keeps; one more answers 409 `favourites_limit_reached`. */
export const FAVOURITES_PER_TYPE_MAX = 200;

export const FAVOURITE_ERROR_CODES = { limitReached: 'favourites_limit_reached' } as const;

/** The largest request order a client may send (a JavaScript-safe integer). */
const SEQ_MAX = Number.MAX_SAFE_INTEGER;

export const favouriteTypeParams = z.object({ type: favouriteTypeSchema });
export const favouriteItemParams = z.object({ type: favouriteTypeSchema, id: idParam });

/**
 * GET /favourites/{type}: the ids, newest first. The filters keep favourites with at least one
 * event in the given match statuses (`match_status=0,1`: upcoming and live) and of the given
 * bettability; for a match, the match itself.
 */
export const favouritesQuery = z.object({
  match_status: z
    .string()
    .max(20)
    .transform((text) => text.split(','))
    .pipe(z.array(z.string().regex(/^\d$/).transform(Number).pipe(matchStatusSchema)).min(1).max(6))
    .optional(),
  is_bettable: boolParam.optional(),
});
export type FavouritesQuery = z.output<typeof favouritesQuery>;

export const favouritesResponse = z.object({ data: z.array(z.number().int()) });
export type FavouritesResponse = z.infer<typeof favouritesResponse>;

/**
 * POST and DELETE /favourites/{type}/{id}: `seq` orders one client's requests (a number that
 * grows with each toggle the client sends). Of one session's requests about one item the one
 * with the highest `seq` wins whatever order they arrive in; without `seq`, or from another
 * session, the request that arrives last wins.
 */
export const favouriteToggleQuery = z.object({
  seq: z
    .string()
    .regex(/^\d{1,16}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(SEQ_MAX))
    .optional(),
});

/** The item's state after the call (a stale `seq` answers the state a later request left). */
export const favouriteStateResponse = z.object({
  data: z.object({ type: favouriteTypeSchema, id: z.number().int(), favourite: z.boolean() }),
});
export type FavouriteStateResponse = z.infer<typeof favouriteStateResponse>;

/** On `API_BASES.sportsbook`. */
export const favouriteEndpoints = {
  getFavourites: defineEndpoint({
    method: 'GET',
    path: '/favourites/:type',
    summary: "The player's favourite ids of one type, newest first (401 signed out)",
    params: favouriteTypeParams,
    query: favouritesQuery,
    response: favouritesResponse,
  }),
  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/favourites/:type/:id',
    summary:
      'Star an item (idempotent; 404 not_found for an unknown item, 409 favourites_limit_reached)',
    params: favouriteItemParams,
    query: favouriteToggleQuery,
    response: favouriteStateResponse,
  }),
  removeFavourite: defineEndpoint({
    method: 'DELETE',
    path: '/favourites/:type/:id',
    summary: 'Unstar an item (idempotent; 404 not_found for an unknown item)',
    params: favouriteItemParams,
    query: favouriteToggleQuery,
    response: favouriteStateResponse,
  }),
};
