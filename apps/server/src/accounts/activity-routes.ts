// Comp points and status groups: every call needs a session.
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
  };
}
