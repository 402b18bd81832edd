// The operator's loyalty calls (decision 0030), on `OPERATOR_API_BASE` with the operator key:
// comp-point levels (range, name, the campaign issued on reaching one), earning rates and the
// status groups `GET /player/status_groups` answers.
import { z } from 'zod';
import { DB_INT_MAX, idSchema, plainText } from '../common';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from '../platform/headers';

const points = z.number().int().min(0).max(DB_INT_MAX);
const levelId = plainText(
  z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lower-case letters, digits, - and _'),
);

export const operatorLoyaltyLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int().nullable(),
  /** The bonus campaign issued to a player on reaching the level; null: none. */
  unlock_campaign_id: z.number().int().nullable(),
});
export type OperatorLoyaltyLevel = z.infer<typeof operatorLoyaltyLevelSchema>;

export const putOperatorLoyaltyLevelRequest = z
  .object({
    name: plainText(z.string().trim().min(1).max(80)),
    min: points,
    /** Inclusive; null for the open-ended top level. */
    max: points.nullable().default(null),
    unlock_campaign_id: idSchema.nullable().default(null),
  })
  .refine((level) => level.max === null || level.max >= level.min, {
    message: 'must not be below min',
    path: ['max'],
  });

export const operatorLoyaltyRateSchema = z.object({
  currency: z.string(),
  /** Points earned per `per_minor_units` of settled stake. */
  points: z.number().int(),
  per_minor_units: z.number().int(),
});
export const putOperatorLoyaltyRateRequest = z.object({
  points: z.number().int().min(0).max(1_000_000),
  per_minor_units: z.number().int().min(1).max(DB_INT_MAX),
});

/** What a status group lists: the player's comp-point level, or the profile's status ids. */
export const STATUS_GROUP_SOURCES = ['comp_point_level', 'player_statuses'] as const;
export type StatusGroupSource = (typeof STATUS_GROUP_SOURCES)[number];
/** Groups are few and shown in order; positions stay well inside the column's smallint. */
export const STATUS_GROUP_MAX_POSITION = 1000;

export const operatorStatusGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(STATUS_GROUP_SOURCES),
  /** Order of the groups in the player's answer, lowest first. */
  position: z.number().int(),
});
export type OperatorStatusGroup = z.infer<typeof operatorStatusGroupSchema>;

export const putOperatorStatusGroupRequest = z.object({
  name: plainText(z.string().trim().min(1).max(80)),
  source: z.enum(STATUS_GROUP_SOURCES),
  /** Absent: a new group goes last, a changed one keeps its place. */
  position: z.number().int().min(0).max(STATUS_GROUP_MAX_POSITION).optional(),
});

export const operatorLoyaltyEndpoints = {
  listLoyaltyLevels: defineEndpoint({
    method: 'GET',
    path: '/loyalty/levels',
    summary: 'Comp-point levels, lowest first',
    response: z.object({ data: z.array(operatorLoyaltyLevelSchema) }),
  }),
  putLoyaltyLevel: defineEndpoint({
    method: 'PUT',
    path: '/loyalty/levels/:level_id',
    summary:
      'Create or change a comp-point level (409 loyalty_level_overlap when its range overlaps another level; 404 when the unlock campaign is unknown)',
    params: z.object({ level_id: levelId }),
    body: putOperatorLoyaltyLevelRequest,
    response: z.object({ data: operatorLoyaltyLevelSchema }),
  }),
  deleteLoyaltyLevel: defineEndpoint({
    method: 'DELETE',
    path: '/loyalty/levels/:level_id',
    summary: 'Remove a comp-point level (404 when unknown)',
    params: z.object({ level_id: levelId }),
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  listLoyaltyRates: defineEndpoint({
    method: 'GET',
    path: '/loyalty/rates',
    summary: 'Comp points earned per settled stake, by currency',
    response: z.object({ data: z.array(operatorLoyaltyRateSchema) }),
  }),
  putLoyaltyRate: defineEndpoint({
    method: 'PUT',
    path: '/loyalty/rates/:currency',
    summary: 'Set the comp points a settled stake in this currency earns',
    params: z.object({ currency: currencyCodeSchema }),
    body: putOperatorLoyaltyRateRequest,
    response: z.object({ data: operatorLoyaltyRateSchema }),
  }),
  listStatusGroups: defineEndpoint({
    method: 'GET',
    path: '/loyalty/status-groups',
    summary: 'Status groups, in the order players see them',
    response: z.object({ data: z.array(operatorStatusGroupSchema) }),
  }),
  putStatusGroup: defineEndpoint({
    method: 'PUT',
    path: '/loyalty/status-groups/:group_id',
    summary:
      'Create or change a status group (what it lists: the comp-point level or the player statuses); GET /player/status_groups answers it at once',
    params: z.object({ group_id: levelId }),
    body: putOperatorStatusGroupRequest,
    response: z.object({ data: operatorStatusGroupSchema }),
  }),
  deleteStatusGroup: defineEndpoint({
    method: 'DELETE',
    path: '/loyalty/status-groups/:group_id',
    summary: 'Remove a status group (404 when unknown)',
    params: z.object({ group_id: levelId }),
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
};
