import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

// Betting sessions, the reality check, activity tracking and restrictions live in their own file.
export * from './protection';

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

/**
 * Loyalty, on `API_BASES.platform` (limits: `limits.ts`; betting sessions and activity:
 * `protection.ts`).
 */
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
};
