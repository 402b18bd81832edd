// Comp points, status groups and limits: every call needs a session.
import type { playerActivityEndpoints } from '@sportsbook/contract';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { ActivityService } from './activity-service';
import type { AuthHttp } from './auth-http';

export function playerActivityHandlers(
  http: AuthHttp,
  activity: ActivityService,
): EndpointHandlers<typeof playerActivityEndpoints> {
  return {
    getCompPoints: async ({ request }) => activity.compPoints((await http.require(request)).player),
    getStatusGroups: async ({ request }) =>
      activity.statusGroups((await http.require(request)).player),
    getUserLimits: async ({ request }) => {
      const { player } = await http.require(request);
      return { limits: await activity.limits(player.id) };
    },
  };
}
