import 'server-only';
import type { Category, Match, Sport, Tournament } from '@sportsbook/contract';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { getCategoriesQueryOptions } from '../api/get-categories';
import { type GetMatchesQuery, getMatchesQueryOptions } from '../api/get-matches';
import { getSportsQueryOptions } from '../api/get-sports';
import { getTournamentsQueryOptions } from '../api/get-tournaments';
import { looksLikeMatchSlug } from '../model/catalog-paths';

/** Every sport in the API's priority order (cached for the request). */
export async function getSportsInOrder(): Promise<Sport[]> {
  const sports = await serverQuery(getSportsQueryOptions({}, await serverRequestContext()));
  return sports.data;
}

export async function findSport(key: string): Promise<Sport | null> {
  return (await getSportsInOrder()).find((sport) => sport.key === key) ?? null;
}

export async function fetchMatches(query: GetMatchesQuery): Promise<Match[]> {
  const answer = await serverQuery(getMatchesQueryOptions(query, await serverRequestContext()));
  return answer.data;
}

export type CatalogItem =
  | { kind: 'match'; match: Match }
  | { kind: 'league'; tournament: Tournament }
  | { kind: 'category'; category: Category };

/**
 * What `/{sport}/{slug}` shows (spec section 2: a category, a league or a match share the
 * path). Match slugs end in a number, so those try the match lookup first; anything else
 * asks for a league and a category with that slug in the sport.
 */
export async function resolveCatalogItem(
  sportKey: string,
  slug: string,
): Promise<CatalogItem | null> {
  const context = await serverRequestContext();
  const findMatch = async () => {
    const [match] = await fetchMatches({ slug, sport_key: sportKey, limit: 1 });
    return match && match.tournament.sport.key === sportKey ? match : null;
  };
  if (looksLikeMatchSlug(slug)) {
    const match = await findMatch();
    if (match) return { kind: 'match', match };
  }
  const [tournaments, categories] = await Promise.all([
    serverQuery(getTournamentsQueryOptions({ slug, sport_key: sportKey, limit: 1 }, context)),
    serverQuery(getCategoriesQueryOptions({ slug, sport_key: sportKey, limit: 1 }, context)),
  ]);
  const tournament = tournaments.data[0];
  if (tournament) return { kind: 'league', tournament };
  const category = categories.data[0];
  if (category) return { kind: 'category', category };
  if (!looksLikeMatchSlug(slug)) {
    const match = await findMatch();
    if (match) return { kind: 'match', match };
  }
  return null;
}
