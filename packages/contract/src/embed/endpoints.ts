// Embedded mode's signed-in hand-over (decision 0042): the operator's back end asks the operator
// API for a one-time code for a player who is signed in on its platform; the host page passes it
// to the sportsbook frame, which exchanges it for a session of its own. The code is short-lived,
// works once, and is the only thing that crosses the host page.
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { sessionResponse } from '../platform/auth';

/** Hand-over codes: 32 random bytes in base64url (43 characters). */
export const HAND_OVER_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const HAND_OVER_ERROR_CODES = {
  /** Unknown, already used or expired: the three are told apart only in the server's log. */
  invalidCode: 'hand_over_code_invalid',
} as const;

export const createHandOverCodeRequest = z.object({ player_id: idSchema });
export const createHandOverCodeResponse = z.object({
  code: z.string(),
  player_id: z.number().int(),
  expires_at: z.string(),
});
export type CreateHandOverCodeResponse = z.infer<typeof createHandOverCodeResponse>;

export const exchangeHandOverCodeRequest = z.object({
  code: z.string().regex(HAND_OVER_CODE_PATTERN, 'must be a hand-over code'),
});

/** Under the operator API base (`/api/operator`), behind its bearer key. */
export const embedOperatorEndpoints = {
  createHandOverCode: defineEndpoint({
    method: 'POST',
    path: '/embed/hand-over-codes',
    summary:
      'A one-time code that signs the player in inside the embedded sportsbook (404 unknown player, 403 account_restricted)',
    body: createHandOverCodeRequest,
    response: createHandOverCodeResponse,
  }),
};

/** Under the platform base (`/api/platform`): the frame exchanges the code for a session. */
export const embedPlatformEndpoints = {
  exchangeHandOverCode: defineEndpoint({
    method: 'POST',
    path: '/embed/session',
    summary:
      'Exchange a hand-over code for a session (401 hand_over_code_invalid when unknown, used or expired)',
    body: exchangeHandOverCodeRequest,
    response: sessionResponse,
  }),
};
