// The operator's jackpot calls (decision 0029), on `OPERATOR_API_BASE` with the operator key.
// Paths say `jackpot-programmes` so they never share a path with the players' `/jackpots`.
import { z } from 'zod';
import { betTypeSchema } from '../betting/enums';
import { wireOddsSchema } from '../betting/bet';
import { idParam, idPathParams, limitParam, plainText } from '../common';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from '../platform/headers';
import { jackpotHitStatusSchema } from '../jackpots/jackpot-shapes';

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const codeText = plainText(
  z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lower-case letters, digits, - and _'),
);
const nameText = plainText(z.string().trim().min(1).max(80));

export const operatorJackpotLevelRequest = z
  .object({
    code: codeText,
    name: nameText,
    /** The pool the level starts with and restarts from after each hit, minor units. */
    seed_amount: amount,
    /** The level's part of each contribution, relative to the other levels' weights. */
    contribution_weight: z.number().int().min(0).max(1_000_000),
    /** Hit chance: the pool at which the level must have hit (above `seed_amount`). */
    must_hit_by: amount,
  })
  .refine((level) => level.must_hit_by > level.seed_amount, {
    message: 'must be above seed_amount',
    path: ['must_hit_by'],
  });

export const createOperatorJackpotRequest = z
  .object({
    code: codeText,
    name: nameText,
    currency: currencyCodeSchema,
    /** The share of a qualifying cash stake paid into the levels, basis points (100 = 1 %). */
    contribution_bps: z.number().int().min(1).max(10_000),
    min_stake: amount.default(0),
    min_odds: wireOddsSchema.nullable().default(null),
    /** Bet types that qualify; empty: every type. */
    bet_types: z.array(betTypeSchema).max(4).default([]),
    levels: z.array(operatorJackpotLevelRequest).min(1).max(10),
  })
  .refine((j) => new Set(j.levels.map((l) => l.code)).size === j.levels.length, {
    message: 'level codes must differ',
    path: ['levels'],
  })
  .refine((j) => j.levels.some((l) => l.contribution_weight > 0), {
    message: 'at least one level needs a contribution weight',
    path: ['levels'],
  });
export type CreateOperatorJackpotRequest = z.input<typeof createOperatorJackpotRequest>;

export const operatorJackpotLevelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  seed_amount: amount,
  pool_amount: amount,
  contribution_weight: z.number().int(),
  must_hit_by: amount,
  draw_count: z.number().int(),
  force_next_hit: z.boolean(),
});

export const operatorJackpotSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(['active', 'inactive']),
  contribution_bps: z.number().int(),
  min_stake: amount,
  min_odds: z.number().nullable(),
  bet_types: z.array(z.string()),
  levels: z.array(operatorJackpotLevelSchema),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type OperatorJackpot = z.infer<typeof operatorJackpotSchema>;

/** A hit with its draw, so the operator can recompute it from the seed and number. */
export const operatorJackpotHitSchema = z.object({
  id: z.number().int(),
  jackpot_id: z.number().int(),
  level_code: z.string(),
  player_id: z.number().int(),
  bet_id: z.number().int(),
  amount: amount,
  currency: z.string(),
  status: jackpotHitStatusSchema,
  seen: z.boolean(),
  ledger_entry_id: z.number().int().nullable(),
  draw: z.object({
    id: z.number().int(),
    number: z.number().int(),
    seed: z.string(),
    value: z.number(),
    probability: z.number(),
    pool_before: amount,
    contribution: amount,
    forced: z.boolean(),
  }),
  created_at: z.string(),
});

export const operatorJackpotLevelParams = z.object({
  id: idParam,
  code: codeText,
});

export const operatorJackpotEndpoints = {
  listJackpotProgrammes: defineEndpoint({
    method: 'GET',
    path: '/jackpot-programmes',
    summary: 'Every jackpot with its settings and levels',
    response: z.object({ data: z.array(operatorJackpotSchema) }),
  }),
  createJackpotProgramme: defineEndpoint({
    method: 'POST',
    path: '/jackpot-programmes',
    summary: 'Create a jackpot with its levels (409 jackpot_code_taken when the code is used)',
    body: createOperatorJackpotRequest,
    response: z.object({ data: operatorJackpotSchema }),
  }),
  getJackpotProgramme: defineEndpoint({
    method: 'GET',
    path: '/jackpot-programmes/:id',
    summary: 'One jackpot with its settings and levels (404 when unknown)',
    params: idPathParams,
    response: z.object({ data: operatorJackpotSchema }),
  }),
  switchOffJackpotProgramme: defineEndpoint({
    method: 'POST',
    path: '/jackpot-programmes/:id/switch-off',
    summary: 'Switch a jackpot off: it takes no more contributions and draws nothing',
    params: idPathParams,
    response: z.object({ data: operatorJackpotSchema }),
  }),
  listJackpotProgrammeHits: defineEndpoint({
    method: 'GET',
    path: '/jackpot-programmes/:id/hits',
    summary: 'The hits of a jackpot with their recorded draws, newest first',
    params: idPathParams,
    query: z.object({ limit: limitParam(50) }),
    response: z.object({ data: z.array(operatorJackpotHitSchema) }),
  }),
  forceJackpotLevelHit: defineEndpoint({
    method: 'POST',
    path: '/jackpot-programmes/:id/levels/:code/force-hit',
    summary:
      'Test tool: the next qualifying bet hits this level for certain (its draw is still recorded, marked forced). For demonstrations and end-to-end tests, never for production play',
    params: operatorJackpotLevelParams,
    response: z.object({ data: operatorJackpotSchema }),
  }),
};
