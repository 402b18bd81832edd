// Video of matches (decision 0048): `GET /matches/{id}/video`, `/matches/{id}/streams` and
// `/watchersio/userid` from the contract, and the media they point to, served from the demo
// stream's folder with HLS content types and caching.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_BASES,
  ERROR_CODES,
  type MatchWire,
  idParam,
  streamEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthHttp } from '../accounts/auth-http';
import { HttpError, NotFoundError } from '../http/http-errors';
import { registerEndpoints } from '../http/register-endpoints';
import type { Clock } from '../shared/clock';
import { type DemoStream, livePlaylist, loadDemoStream, streamFiles } from './demo-stream';
import { STREAM_TOKEN_PATTERN, StreamTokens } from './stream-tokens';
import type { StreamsConfig } from './streams-config';
import { LIVE_PLAYLIST, StreamsService, streamPath } from './streams-service';

/** The demo stream loaded once at start, and whether matches can offer video at all. */
export interface Streams {
  config: StreamsConfig;
  stream: DemoStream | null;
  /** A stream exists to show: the catalog advertises `has_video` only then. */
  available: boolean;
}

export function loadStreams(config: StreamsConfig): Streams {
  const stream = loadDemoStream(config.demoStreamDir);
  return { config, stream, available: stream !== null };
}

const mediaParams = z.object({
  id: idParam,
  file: z
    .string()
    .max(64)
    .regex(/^[\w-]+\.(m3u8|mp4|m4s)$/, 'must be a stream file such as live.m3u8'),
});
const mediaQuery = z.object({
  token: z.string().max(80).regex(STREAM_TOKEN_PATTERN, 'must be the token of a stream link'),
});

const refused = (message: string) => new HttpError(403, { code: ERROR_CODES.forbidden, message });

export function registerStreams(
  app: FastifyInstance,
  streams: Streams,
  deps: {
    http: AuthHttp;
    findMatch(id: number): Promise<MatchWire | null>;
    clock: Clock;
  },
): StreamsService {
  const tokens = new StreamTokens({
    secret: streams.config.tokenSecret,
    ttlSeconds: streams.config.tokenTtlSeconds,
  });
  const service = new StreamsService({
    findMatch: deps.findMatch,
    tokens,
    clock: deps.clock,
    videoEnabled: streams.config.videoEnabled,
  });
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: streamEndpoints,
    handlers: {
      getMatchVideo: async ({ params, request, reply }) => {
        const { player } = await deps.http.require(request);
        reply.header('cache-control', 'no-store');
        return { data: await service.video(params.id, player.id) };
      },
      getMatchStreams: async ({ params, request, reply }) => {
        const { player } = await deps.http.require(request);
        reply.header('cache-control', 'no-store');
        return { data: await service.streams(params.id, player.id) };
      },
      getWatchersUserId: async ({ request, reply }) => {
        const { player } = await deps.http.require(request);
        reply.header('cache-control', 'private, no-cache');
        return { data: { user_id: tokens.watchersUserId(player.id) } };
      },
    },
    tag: 'video',
  });

  // The demo's files are small (a few hundred kB): held in memory, read once.
  const stream = streams.stream;
  const files = new Map(
    stream
      ? [...streamFiles(stream)].map((file) => [file, readFileSync(join(stream.dir, file))])
      : [],
  );
  app.route({
    method: 'GET',
    url: `${streamPath(':id')}/:file`,
    schema: {
      summary:
        "A match's live HLS playlist (`live.m3u8`) and its segments, for the token of a link from GET /matches/{id}/video (403 without a valid token)",
      tags: ['video'],
      params: mediaParams,
      querystring: mediaQuery,
    },
    handler: async (request, reply) => {
      const { id, file } = request.params as z.output<typeof mediaParams>;
      const { token } = request.query as z.output<typeof mediaQuery>;
      if (!stream) throw new NotFoundError('Stream of match', id);
      const now = deps.clock.now();
      if (tokens.verify(token, id, now) === null) {
        throw refused('The stream link has expired or belongs to another match');
      }
      reply.header('x-content-type-options', 'nosniff');
      if (file === LIVE_PLAYLIST) {
        // The broadcast ends with the match (or when the operator turns video off).
        const { state, delay } = await service.broadcast(id);
        if (state !== 'live') throw new NotFoundError('Live stream of match', id);
        const query = `?token=${encodeURIComponent(token)}`;
        return (
          reply
            .type('application/vnd.apple.mpegurl')
            // A live playlist changes every segment: players reload it, caches must not keep it.
            .header('cache-control', 'private, no-cache')
            .send(livePlaylist(stream, now.getTime(), delay, (name) => `${name}${query}`))
        );
      }
      const body = files.get(file);
      if (!body) throw new NotFoundError('Stream file', file);
      return (
        reply
          .type('video/mp4')
          // A segment never changes under its name: the player's cache may keep it.
          .header('cache-control', 'private, max-age=3600, immutable')
          .send(body)
      );
    },
  });
  return service;
}
