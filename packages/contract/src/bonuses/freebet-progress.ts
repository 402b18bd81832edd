// Freebet progress (spec section 3, behind the freebet progress bar flag): freebet campaigns with
// progress ranges, and how far the signed-in player is along each.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { freebetProgressSchema } from './bonus-shapes';

export const freebetProgressResponse = z.object({ data: z.array(freebetProgressSchema) });
export type FreebetProgressResponse = z.infer<typeof freebetProgressResponse>;

/** On `API_BASES.sportsbook`; sign-in required. */
export const freebetProgressEndpoints = {
  getFreebetProgress: defineEndpoint({
    method: 'GET',
    path: '/bonuses/freebets/progress',
    summary: "The player's progress towards freebets earned by betting",
    response: freebetProgressResponse,
  }),
};
