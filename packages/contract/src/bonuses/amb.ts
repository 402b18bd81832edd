// The amb freebet (bonus type `freebet`, decisions 0011 and 0016): a normal bet the player stakes,
// insured by a freebet. Its own list, terms and applicable-bonus call (spec section 7).
import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { applicableBetsSchema } from './applicable';
import { freebetSchema, getFreebetsQuery, getFreebetsResponse } from './freebets';

/** A bonus's terms: the campaign's text, and the rules the backend applies, in plain fields. */
export const freebetTermsSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The operator's terms text ('' when the freebet was not issued by a campaign). */
  terms: z.string(),
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  match_status: z.number().int().nullable(),
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int().nullable(),
  uses_count: z.number().int(),
  expired_at: z.string().nullable(),
});
export type FreebetTermsWire = z.infer<typeof freebetTermsSchema>;

export const ambTermsParams = z.object({ id: idParam });

/** POST /bonuses/freebets/amb: per request bet, in order, the amb freebets it may use now. */
export const applicableAmbRequest = z.object({ bets: applicableBetsSchema });
export const applicableAmbResponse = z.object({
  data: z.array(z.object({ freebet: z.array(freebetSchema) })),
});
export type ApplicableAmbResponse = z.infer<typeof applicableAmbResponse>;

/** On `API_BASES.sportsbook`; sign-in required. */
export const ambEndpoints = {
  getFreebetsAmb: defineEndpoint({
    method: 'GET',
    path: '/bonuses/freebets/amb',
    summary: "The signed-in player's amb freebets",
    query: getFreebetsQuery,
    response: getFreebetsResponse,
  }),
  getFreebetAmbTerms: defineEndpoint({
    method: 'GET',
    path: '/bonuses/freebets/amb/:id/terms',
    summary: 'The terms of one of the player’s amb freebets',
    params: ambTermsParams,
    response: z.object({ data: freebetTermsSchema }),
  }),
};

/** On `API_BASES.betting`; sign-in required. */
export const ambBettingEndpoints = {
  getApplicableAmb: defineEndpoint({
    method: 'POST',
    path: '/bonuses/freebets/amb',
    summary: 'The amb freebets each bet of a slip may use now',
    body: applicableAmbRequest,
    response: applicableAmbResponse,
  }),
};
