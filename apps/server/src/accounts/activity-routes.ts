// Comp points, status groups, limits, betting sessions and activity: every call needs a session.
import type { playerActivityEndpoints } from '@sportsbook/contract';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { ActivityService } from './activity-service';
import type { SportsbookSessionRecord } from './activity-repository';
import type { AuthHttp } from './auth-http';

const toSessionWire = (session: SportsbookSessionRecord) => ({
  id: session.id,
  started_at: session.startedAt.toISOString(),
  continued_at: session.continuedAt.toISOString(),
});

export function playerActivityHandlers(
  http: AuthHttp,
  activity: ActivityService,
): EndpointHandlers<typeof playerActivityEndpoints> {
  return {
    getCompPoints: async ({ request }) => activity.compPoints((await http.require(request)).player),
    getStatusGroups: async ({ request }) =>
      activity.statusGroups((await http.require(request)).player),
    startSportsbookSession: async ({ request }) => {
      const { player } = await http.require(request);
      return toSessionWire(await activity.startSession(player.id));
    },
    continueSportsbookSession: async ({ request }) => {
      const { player } = await http.require(request);
      return toSessionWire(await activity.continueSession(player.id));
    },
    trackActivity: async ({ request }) => {
      const { player } = await http.require(request);
      await activity.track(player.id);
      return { tracked: true as const };
    },
  };
}
