// Realtime tokens (spec section 7): `POST /websocket/token` and `POST /websocket/authorize`
// under the sportsbook base. Tokens are HS256 JWTs with Centrifugo's claims, valid for the
// embedded hub and for Centrifugo alike.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Error codes of a refused channel in an authorize answer. */
export const REALTIME_ERROR_CODES = {
  /** A `$` channel of someone else, or of a namespace nobody may subscribe to by token. */
  forbidden: 'forbidden',
} as const;

/** Centrifugo's channel syntax: at most 255 characters, no control characters or spaces. */
export const channelNameSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .regex(/^[^\p{Cc}\s]+$/u, 'must not contain spaces or control characters');

/** `POST /websocket/token`: no input; no body or an empty object (the client's getToken). */
export const connectionTokenRequest = z.object({}).strict().nullish();

export const connectionTokenResponse = z.object({
  /** Connection JWT: `sub` is the player id, `""` for a visitor; expires in `expires_in` s. */
  token: z.string(),
  /** Seconds until the token expires; the client refreshes it before then. */
  expires_in: z.number().int().positive(),
  /** WebSocket URL to connect to (embedded hub or Centrifugo). */
  url: z.string(),
});
export type ConnectionTokenResponse = z.infer<typeof connectionTokenResponse>;

/**
 * `POST /websocket/authorize {channels}`: up to 128 channels (Centrifugo's channel limit).
 * Asking for a `$` channel without a signed-in player answers 401.
 */
export const authorizeChannelsRequest = z.object({
  channels: z
    .array(channelNameSchema)
    .min(1, 'must name at least one channel')
    .max(128, 'must name at most 128 channels'),
});
export type AuthorizeChannelsRequest = z.infer<typeof authorizeChannelsRequest>;

/**
 * One channel of the answer, in request order. A `$` channel the player may read gets a
 * subscription token; a channel without `$` needs none (`token: ""`); a refused one has
 * `token: ""` and an `error`.
 */
export const channelTokenSchema = z.object({
  channel: z.string(),
  token: z.string(),
  error: z
    .object({
      code: z.literal(REALTIME_ERROR_CODES.forbidden),
      message: z.string(),
    })
    .optional(),
});
export type ChannelTokenWire = z.infer<typeof channelTokenSchema>;

export const authorizeChannelsResponse = z.object({ channels: z.array(channelTokenSchema) });
export type AuthorizeChannelsResponse = z.infer<typeof authorizeChannelsResponse>;

/** Realtime token calls, on `API_BASES.sportsbook`. */
export const realtimeEndpoints = {
  getConnectionToken: defineEndpoint({
    method: 'POST',
    path: '/websocket/token',
    summary: 'Connection token for the realtime socket (visitors get an anonymous one)',
    body: connectionTokenRequest,
    response: connectionTokenResponse,
  }),
  getSubscriptionToken: defineEndpoint({
    method: 'POST',
    path: '/websocket/authorize',
    summary: 'Subscription tokens for `$` channels, one per requested channel',
    body: authorizeChannelsRequest,
    response: authorizeChannelsResponse,
  }),
};
