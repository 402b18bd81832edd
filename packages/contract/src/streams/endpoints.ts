// Live video of a match (spec sections 1, 3 "widget links" and 7 `GET /matches/{id}/video`,
// `GET /matches/{id}/streams`, `GET /watchersio/userid`; decision 0048). Both video calls are
// for signed-in players (401 otherwise): a link carries a short-lived token of that player.
import { z } from 'zod';
import { idPathParams, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** How a match's video can be watched now. */
export const VIDEO_STATES = [
  /** Playing: `video` holds the link. */
  'live',
  /** A broadcast is planned; it starts with the match (`starts_at`). */
  'not_started',
  /** The match is over; there is no replay. */
  'ended',
  /** No broadcast for this match (`has_video` false). */
  'no_video',
  /** The operator has turned video off (`video_settings.enabled` false). */
  'disabled',
] as const;
export const videoStateSchema = z.enum(VIDEO_STATES);
export type VideoState = z.infer<typeof videoStateSchema>;

/**
 * A widget link of spec section 3 (link, frame, provider, language_code): what a player opens
 * to watch. `frame` false: `link` is a media playlist the page plays itself (HLS); true: a page
 * to show in a frame.
 */
export const widgetLinkSchema = z.object({
  /** Same-origin path (`/api/sportsbook/streams/…`) or absolute URL of the stream. */
  link: z.string(),
  frame: z.boolean(),
  /** Who broadcasts it (the match's feed provider). */
  provider: z.string(),
  /** Commentary language; null: a picture without commentary. */
  language_code: z.string().nullable(),
  /** `hls`: an HTTP Live Streaming playlist (fragmented MP4, H.264). */
  format: z.literal('hls'),
  /** How far the picture runs behind the match, in whole seconds (0: as live as it gets). */
  delay_seconds: z.number().int().nonnegative(),
  /** When the link's token stops working; ask again for a new link. */
  expires_at: z.string(),
});
export type WidgetLink = z.infer<typeof widgetLinkSchema>;

export const matchVideoSchema = z.object({
  match_id: idSchema,
  state: videoStateSchema,
  /** Kick-off, the time a planned broadcast starts. */
  starts_at: z.string(),
  /** The broadcast runs behind the match (the player is told, prices may move first). */
  delayed: z.boolean(),
  delay_seconds: z.number().int().nonnegative(),
  /** The stream to play while `state` is `live`; null otherwise. */
  video: widgetLinkSchema.nullable(),
});
export type MatchVideo = z.infer<typeof matchVideoSchema>;
export const matchVideoResponse = z.object({ data: matchVideoSchema });
export type MatchVideoResponse = z.infer<typeof matchVideoResponse>;

/** Every stream of the match that plays now (empty when none does). */
export const matchStreamsResponse = z.object({ data: z.array(widgetLinkSchema) });
export type MatchStreamsResponse = z.infer<typeof matchStreamsResponse>;

/**
 * The player's id at the watch-together chat widget (watchers.io): a stable pseudonym, never
 * the account id, so the widget's provider cannot link it to the account.
 */
export const watchersUserIdResponse = z.object({
  data: z.object({ user_id: z.string().regex(/^[0-9a-f]{32}$/) }),
});
export type WatchersUserIdResponse = z.infer<typeof watchersUserIdResponse>;

/** On `API_BASES.sportsbook`. */
export const streamEndpoints = {
  getMatchVideo: defineEndpoint({
    method: 'GET',
    path: '/matches/:id/video',
    summary:
      "A match's video for the signed-in player: whether it plays now, its link, and the broadcast delay (401 signed out, 404 unknown match)",
    params: idPathParams,
    response: matchVideoResponse,
  }),
  getMatchStreams: defineEndpoint({
    method: 'GET',
    path: '/matches/:id/streams',
    summary:
      'The streams of a match that play now, as widget links (401 signed out, 404 unknown match)',
    params: idPathParams,
    response: matchStreamsResponse,
  }),
  getWatchersUserId: defineEndpoint({
    method: 'GET',
    path: '/watchersio/userid',
    summary: "The signed-in player's pseudonymous id at the watch-together widget (401 signed out)",
    response: watchersUserIdResponse,
  }),
};
