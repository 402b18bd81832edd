import { idPathParams } from '../common';
import { defineEndpoint } from '../endpoint';
import { getCategoriesQuery, getCategoriesResponse, getCategoryResponse } from './category';
import { countersRequest, countersResponse } from './counters';
import { getMatchMarketsQuery, getMatchMarketsResponse } from './market';
import {
  getMatchResponse,
  getMatchesQuery,
  getMatchesResponse,
  lookupMatchesQuery,
  lookupMatchesResponse,
} from './match';
import { searchQuery, searchResponse } from './search';
import { getSportsQuery, getSportsResponse } from './sport';
import { getTournamentResponse, getTournamentsQuery, getTournamentsResponse } from './tournament';

/** Catalog calls of spec section 7, on the sportsbook API base. */
export const catalogEndpoints = {
  getSports: defineEndpoint({
    method: 'GET',
    path: '/sports',
    summary: 'Sports',
    query: getSportsQuery,
    response: getSportsResponse,
  }),
  getCategories: defineEndpoint({
    method: 'GET',
    path: '/categories',
    summary: 'Categories',
    query: getCategoriesQuery,
    response: getCategoriesResponse,
  }),
  getCategory: defineEndpoint({
    method: 'GET',
    path: '/categories/:id',
    summary: 'One category',
    params: idPathParams,
    response: getCategoryResponse,
  }),
  getTournaments: defineEndpoint({
    method: 'GET',
    path: '/tournaments',
    summary: 'Leagues',
    query: getTournamentsQuery,
    response: getTournamentsResponse,
  }),
  getTournament: defineEndpoint({
    method: 'GET',
    path: '/tournaments/:id',
    summary: 'One league',
    params: idPathParams,
    response: getTournamentResponse,
  }),
  getMatches: defineEndpoint({
    method: 'GET',
    path: '/matches',
    summary: 'Matches and outrights',
    query: getMatchesQuery,
    response: getMatchesResponse,
  }),
  lookupMatches: defineEndpoint({
    method: 'GET',
    path: '/matches/lookup',
    summary: 'Available market counts for a list of matches',
    query: lookupMatchesQuery,
    response: lookupMatchesResponse,
  }),
  getMatch: defineEndpoint({
    method: 'GET',
    path: '/matches/:id',
    summary: 'One match',
    params: idPathParams,
    response: getMatchResponse,
  }),
  getMatchMarkets: defineEndpoint({
    method: 'GET',
    path: '/matches/:id/markets',
    summary: 'Markets of a match',
    params: idPathParams,
    query: getMatchMarketsQuery,
    response: getMatchMarketsResponse,
  }),
  postCounters: defineEndpoint({
    method: 'POST',
    path: '/counters',
    summary: 'Live, sport, category and league counts',
    body: countersRequest,
    response: countersResponse,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/search',
    summary: 'Search matches and leagues',
    query: searchQuery,
    response: searchResponse,
  }),
};
