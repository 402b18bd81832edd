import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const PLAYER_ACTIVITY_ERROR_CODES = {
  sessionLimitReached: 'session_limit_reached',
} as const;

/** `completed`: points above the level; `current`: the player's level; `locked`: not reached. */
export const COMP_POINT_LEVEL_STATUSES = ['completed', 'current', 'locked'] as const;

/** A comp-point (loyalty) level; `max` is null for the open-ended top level. */
export const compPointLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(COMP_POINT_LEVEL_STATUSES),
  /** True on the player's current level (the one its points accrue to). */
  writeable: z.boolean(),
  min: z.number().int(),
  max: z.number().int().nullable(),
});
export type CompPointLevel = z.infer<typeof compPointLevelSchema>;
export const compPointsResponse = z.object({
  points: z.number().int(),
  levels: z.array(compPointLevelSchema),
});
export type CompPointsResponse = z.infer<typeof compPointsResponse>;

export const statusGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Status ids of the player in this group. */
  statuses: z.array(z.string()),
});
export const statusGroupsResponse = z.object({ status_groups: z.array(statusGroupSchema) });
export type StatusGroupsResponse = z.infer<typeof statusGroupsResponse>;

// Limits (`/user_limits`) live in `./limits` (decision 0022); re-exported here for old imports.
export * from './limits';

export const sportsbookSessionResponse = z.object({
  id: z.number().int(),
  started_at: z.string(),
  continued_at: z.string(),
});
export type SportsbookSessionResponse = z.infer<typeof sportsbookSessionResponse>;

export const activityTrackResponse = z.object({ tracked: z.literal(true) });

/** Loyalty, betting sessions and activity (limits: `userLimitEndpoints`), on `API_BASES.platform`. */
export const playerActivityEndpoints = {
  getCompPoints: defineEndpoint({
    method: 'GET',
    path: '/player/comp_points',
    summary: 'Comp points and loyalty levels of the signed-in player',
    response: compPointsResponse,
  }),
  getStatusGroups: defineEndpoint({
    method: 'GET',
    path: '/player/status_groups',
    summary: 'Status groups of the signed-in player',
    response: statusGroupsResponse,
  }),
  startSportsbookSession: defineEndpoint({
    method: 'POST',
    path: '/sportsbook_sessions',
    summary: 'Start a betting session (403 session_limit_reached beyond the limit)',
    response: sportsbookSessionResponse,
  }),
  continueSportsbookSession: defineEndpoint({
    method: 'POST',
    path: '/sportsbook_sessions/continue',
    summary: 'Continue the latest betting session (starts one when there is none)',
    response: sportsbookSessionResponse,
  }),
  trackActivity: defineEndpoint({
    method: 'POST',
    path: '/player/activity_limit_track',
    summary: 'Record player activity',
    response: activityTrackResponse,
  }),
};
