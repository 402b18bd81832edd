// The endpoints whose answers a page asks for while it runs, checked against their schemas in
// the contract worker (decision 0066), so the page never builds them itself: a live list's or a
// match page's snapshot after the socket subscribes, the slip's market snapshot, the jackpots
// widget, the realtime tokens, a match page's panels (statistics, the vote, the video, the bet
// builder) and the bet slip's calls (by the names of the slip's endpoint
// groups, so `bettingFetch` can name them as it picks them). Named by group and name, so the
// page refers to them without importing them.
import {
  bettingEndpoints,
  bonusBettingEndpoints,
  catalogEndpoints,
  freebetProgressEndpoints,
  jackpotBettingEndpoints,
  jackpotEndpoints,
  matchStatsEndpoints,
  predictionEndpoints,
  realtimeEndpoints,
  settingsEndpoints,
  streamEndpoints,
  userLimitEndpoints,
} from '@sportsbook/contract';

export const workerEndpoints = {
  catalog: {
    getMatch: catalogEndpoints.getMatch,
    getMatches: catalogEndpoints.getMatches,
    getMatchMarkets: catalogEndpoints.getMatchMarkets,
  },
  jackpots: { getJackpots: jackpotEndpoints.getJackpots },
  realtime: {
    getConnectionToken: realtimeEndpoints.getConnectionToken,
    getSubscriptionToken: realtimeEndpoints.getSubscriptionToken,
  },
  limits: { getLimitAllowance: userLimitEndpoints.getLimitAllowance },
  matchStats: { getMatchStatistics: matchStatsEndpoints.getMatchStatistics },
  predictions: {
    getPrediction: predictionEndpoints.getPrediction,
    votePrediction: predictionEndpoints.votePrediction,
  },
  streams: { getMatchVideo: streamEndpoints.getMatchVideo },
  bettingEndpoints,
  bonusBettingEndpoints,
  freebetProgressEndpoints,
  jackpotBettingEndpoints,
  settingsEndpoints,
};

export type WorkerEndpoints = typeof workerEndpoints;
