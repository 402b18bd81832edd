// The operator API: calls of the operator's back office, not of players. Its own base, never
// rewritten through the web origin; every call carries `Authorization: Bearer <OPERATOR_API_KEY>`.
import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';

/** Base path of the operator API surface. */
export const OPERATOR_API_BASE = '/api/operator';

export const operatorPlayerParams = z.object({ player_id: idParam });

/** The player's pve flag (profile `serasa.pve`): a pve player may not place bets (code 114). */
export const operatorPveResponse = z.object({
  player_id: z.number().int(),
  pve: z.boolean(),
});
export type OperatorPveResponse = z.infer<typeof operatorPveResponse>;

export const operatorEndpoints = {
  setPve: defineEndpoint({
    method: 'PUT',
    path: '/players/:player_id/pve',
    summary: 'Flag the player pve: placement refuses their bets with code 114 (404 unknown player)',
    params: operatorPlayerParams,
    response: operatorPveResponse,
  }),
  clearPve: defineEndpoint({
    method: 'DELETE',
    path: '/players/:player_id/pve',
    summary: 'Clear the pve flag of the player (404 unknown player)',
    params: operatorPlayerParams,
    response: operatorPveResponse,
  }),
};
