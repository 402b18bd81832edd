// The endpoints whose answers a browsing page asks for while it runs (a live list's or a match
// page's snapshot after the socket subscribes, the slip's market snapshot): checked against
// their schemas in the contract worker (decision 0066), so the page never builds them itself.
// Named by group and name, so the page refers to them without importing them.
import { catalogEndpoints, jackpotEndpoints, realtimeEndpoints } from '@sportsbook/contract';

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
};

export type WorkerEndpoints = typeof workerEndpoints;
