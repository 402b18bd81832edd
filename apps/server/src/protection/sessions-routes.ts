// Betting sessions, the reality-check poll and activity pings: every call needs a session.
import type { sportsbookSessionEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { BettingSessionRow } from './sessions-repository';
import type { SessionsService } from './sessions-service';

const toSessionWire = (session: BettingSessionRow) => ({
  id: session.id,
  started_at: session.startedAt.toISOString(),
  continued_at: session.continuedAt.toISOString(),
});

export function sportsbookSessionHandlers(
  http: AuthHttp,
  sessions: SessionsService,
): EndpointHandlers<typeof sportsbookSessionEndpoints> {
  return {
    startSportsbookSession: async ({ request }) => {
      const { player } = await http.require(request);
      return toSessionWire(await sessions.start(player.id));
    },
    continueSportsbookSession: async ({ request }) => {
      const { player } = await http.require(request);
      return toSessionWire(await sessions.continue(player.id));
    },
    getSessionsInfo: async ({ request }) => {
      const { player } = await http.require(request);
      return sessions.info(player.id);
    },
    trackActivity: async ({ request }) => {
      const { player } = await http.require(request);
      return sessions.track(player.id);
    },
  };
}
