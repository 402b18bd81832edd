import 'server-only';
import {
  SESSION_COOKIE,
  type Match,
  type Tournament,
  catalogEndpoints,
  favouriteEndpoints,
} from '@sportsbook/contract';
import { cookies } from 'next/headers';
import { ApiRequestError, type RequestContext, callEndpoint } from '../../lib/api/api-client';
import { serverRequestContext } from '../../lib/api/request-context.server';

/** Most favourite leagues the page lists (the API keeps up to 200 of each type). */
const LEAGUES_SHOWN = 50;

export interface PlayerFavourites {
  live: Match[];
  upcoming: Match[];
  leagues: Tournament[];
  /** The player has starred anything at all (else the page shows how to). */
  any: boolean;
}

/** The live and upcoming favourite matches; the same query keeps the live list current. */
export const FAVOURITE_LIVE_QUERY = {
  favourite: 'true',
  type: 'match',
  markets: 'main',
  match_status: '1',
  sort_by: 'priority',
  limit: 200,
} as const;
const FAVOURITE_UPCOMING_QUERY = {
  ...FAVOURITE_LIVE_QUERY,
  match_status: '0',
  sort_by: 'start_time',
} as const;

/**
 * The signed-in player's favourites for the `/favorites` page, read with the player's session
 * cookie; null for a visitor (no cookie, or the API answers 401).
 */
export async function playerFavourites(): Promise<PlayerFavourites | null> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!session) return null;
  const context: RequestContext = {
    ...(await serverRequestContext()),
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
  };
  try {
    const [live, upcoming, matchIds, leagueIds] = await Promise.all([
      callEndpoint(catalogEndpoints.getMatches, { query: FAVOURITE_LIVE_QUERY }, context),
      callEndpoint(catalogEndpoints.getMatches, { query: FAVOURITE_UPCOMING_QUERY }, context),
      callEndpoint(favouriteEndpoints.getFavourites, { params: { type: 'match' } }, context),
      callEndpoint(favouriteEndpoints.getFavourites, { params: { type: 'league' } }, context),
    ]);
    const leagues = await Promise.all(
      leagueIds.data.slice(0, LEAGUES_SHOWN).map((id) =>
        callEndpoint(catalogEndpoints.getTournament, { params: { id } }, context).then(
          (answer) => answer.data,
          () => null,
        ),
      ),
    );
    return {
      live: live.data,
      upcoming: upcoming.data,
      leagues: leagues.filter((league): league is Tournament => league !== null),
      any: matchIds.data.length > 0 || leagueIds.data.length > 0,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}
