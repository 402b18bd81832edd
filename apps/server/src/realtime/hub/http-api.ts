// Centrifugo's server HTTP API in front of the embedded hub (`POST /api/publish`,
// `/api/broadcast`, `/api/batch`, ...), so a backend publisher written for Centrifugo works
// unchanged against the embedded default (protocol note section 5.1). As in Centrifugo: the key
// comes in `X-API-Key`, `Authorization: apikey <key>` or `?api_key=`; a bad key is HTTP 401;
// every other error is a 200 with `{"error":{code,message}}`.

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DISCONNECTS, ERRORS, type HubErrorShape, UNSUBSCRIBES } from './codes';
import type { PublishOutcome, RealtimeHub } from './hub';

export interface HubHttpApiOptions {
  /** Centrifugo `http_api.key`; an empty key refuses every call. */
  apiKey: string;
  /** Centrifugo `http_api.handler_prefix`. */
  prefix?: string;
}

type Json = Record<string, unknown>;
type Result = { result: unknown } | { error: HubErrorShape };

/** API-only error code of Centrifugo (not in the client protocol). */
const API_NOT_FOUND: HubErrorShape = { code: 104, message: 'not found' };

export function registerHubHttpApi(
  app: FastifyInstance,
  hub: RealtimeHub,
  options: HubHttpApiOptions,
): void {
  const prefix = (options.prefix ?? '/api').replace(/\/$/, '');
  const methods: Record<string, (params: Json) => Result> = {
    publish: (params) => publish(hub, params),
    broadcast: (params) => broadcast(hub, params),
    unsubscribe: (params) => unsubscribe(hub, params),
    disconnect: (params) => disconnect(hub, params),
    history: (params) => history(hub, params),
    presence: (params) => presence(hub, params, false),
    presence_stats: (params) => presence(hub, params, true),
    info: () => {
      const stats = hub.stats();
      const node = {
        name: 'embedded',
        num_clients: stats.clients,
        num_users: stats.users,
        num_channels: stats.channels,
        num_subs: stats.subscriptions,
      };
      return { result: { nodes: [node] } };
    },
  };
  const batch = (params: Json): Result => {
    const commands = params.commands;
    if (!Array.isArray(commands)) return { error: ERRORS.badRequest };
    const replies = commands.map((command: unknown) => {
      const entries = Object.entries(asObject(command));
      const [method, body] = entries[0] ?? [];
      const handler = method === undefined ? undefined : methods[method];
      if (!handler || entries.length !== 1) return { error: API_NOT_FOUND };
      const outcome = handler(asObject(body));
      return 'error' in outcome ? outcome : { [method!]: outcome.result };
    });
    return { result: { replies } };
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request, options.apiKey)) {
      return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
    }
    const method = (request.params as { method: string }).method;
    const handler = method === 'batch' ? batch : methods[method];
    if (!handler) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    return reply.type('application/json').send(handler(body as Json));
  };

  app.post(`${prefix}/:method`, handle);
}

function authorised(request: FastifyRequest, key: string): boolean {
  if (!key) return false;
  const header = request.headers['x-api-key'];
  const authorization = request.headers.authorization;
  const query = (request.query as Record<string, unknown> | undefined)?.api_key;
  let given: string | undefined;
  if (typeof header === 'string') given = header;
  else if (typeof authorization === 'string' && /^apikey /i.test(authorization)) {
    given = authorization.slice('apikey '.length).trim();
  } else if (typeof query === 'string') given = query;
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

function outcomeResult(outcome: PublishOutcome): Result {
  if (!outcome.ok) return { error: outcome.error };
  return {
    result: outcome.offset === undefined ? {} : { offset: outcome.offset, epoch: outcome.epoch },
  };
}

function publishOptions(params: Json) {
  const tags = asObject(params.tags);
  return {
    tags: Object.fromEntries(
      Object.entries(tags).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    skipHistory: params.skip_history === true,
  };
}

function publish(hub: RealtimeHub, params: Json): Result {
  if (typeof params.channel !== 'string' || params.data === undefined) {
    return { error: ERRORS.badRequest };
  }
  return outcomeResult(hub.publishData(params.channel, params.data, publishOptions(params)));
}

function broadcast(hub: RealtimeHub, params: Json): Result {
  const channels = params.channels;
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    !channels.every((c) => typeof c === 'string') ||
    params.data === undefined
  ) {
    return { error: ERRORS.badRequest };
  }
  const outcomes = hub.broadcastData(channels as string[], params.data, publishOptions(params));
  return { result: { responses: outcomes.map(outcomeResult) } };
}

function unsubscribe(hub: RealtimeHub, params: Json): Result {
  if (typeof params.channel !== 'string' || typeof params.user !== 'string') {
    return { error: ERRORS.badRequest };
  }
  hub.unsubscribe(
    params.channel,
    { user: params.user, client: typeof params.client === 'string' ? params.client : undefined },
    UNSUBSCRIBES.server,
  );
  return { result: {} };
}

function disconnect(hub: RealtimeHub, params: Json): Result {
  if (typeof params.user !== 'string') return { error: ERRORS.badRequest };
  const given = asObject(params.disconnect);
  const reason =
    typeof given.code === 'number' && typeof given.reason === 'string'
      ? { code: given.code, reason: given.reason }
      : DISCONNECTS.forceNoReconnect;
  hub.disconnect(
    { user: params.user, client: typeof params.client === 'string' ? params.client : undefined },
    reason,
  );
  return { result: {} };
}

function history(hub: RealtimeHub, params: Json): Result {
  if (typeof params.channel !== 'string') return { error: ERRORS.badRequest };
  const since = asObject(params.since);
  const outcome = hub.history(params.channel, {
    limit: typeof params.limit === 'number' ? params.limit : 0,
    since:
      params.since !== undefined
        ? {
            offset: typeof since.offset === 'number' ? since.offset : 0,
            epoch: typeof since.epoch === 'string' ? since.epoch : '',
          }
        : undefined,
    reverse: params.reverse === true,
  });
  if (!outcome.ok) return { error: outcome.error };
  return {
    result: { publications: outcome.publications, offset: outcome.offset, epoch: outcome.epoch },
  };
}

function presence(hub: RealtimeHub, params: Json, statsOnly: boolean): Result {
  if (typeof params.channel !== 'string') return { error: ERRORS.badRequest };
  const result = statsOnly ? hub.presenceStats(params.channel) : hub.presence(params.channel);
  if (result === null) return { error: ERRORS.notAvailable };
  return { result: statsOnly ? result : { presence: result } };
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}
