// Time-out, self-exclusion, panic button and the list of restrictions: every call needs a
// session. A new restriction signs the player out: its answer also clears the session cookie.
import type { restrictionEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { Clock } from '../shared/clock';
import type { RestrictionRow } from './restrictions-repository';
import { type RestrictionsService, toRestrictionWire } from './restrictions-service';

export function restrictionHandlers(
  http: AuthHttp,
  restrictions: RestrictionsService,
  clock: Clock,
): EndpointHandlers<typeof restrictionEndpoints> {
  const answer = (row: RestrictionRow) => ({ restriction: toRestrictionWire(row, clock.now()) });
  return {
    getRestrictions: async ({ request }) => {
      const { player } = await http.require(request);
      const now = clock.now();
      const rows = await restrictions.list(player.id);
      return { restrictions: rows.map((row) => toRestrictionWire(row, now)) };
    },
    startTimeOut: async ({ request, reply, body }) => {
      const { player } = await http.require(request);
      const row = await restrictions.start(player.id, body.period, 'timeout');
      http.clearSessionCookies(request, reply);
      return answer(row);
    },
    startSelfExclusion: async ({ request, reply, body }) => {
      const { player } = await http.require(request);
      const row = await restrictions.start(player.id, body.period, 'selfexclusion');
      http.clearSessionCookies(request, reply);
      return answer(row);
    },
    panic: async ({ request, reply }) => {
      const { player } = await http.require(request);
      const row = await restrictions.panic(player.id);
      http.clearSessionCookies(request, reply);
      return answer(row);
    },
  };
}
