// Routes come from the contract: one `Endpoint` (method, path, zod schemas) per call, one
// handler per endpoint. The zod schemas validate params, query and body, serialise the answer
// (except the answers named `builtAnswers`) and describe the route in the OpenAPI document.
import { type Endpoint, apiErrorSchema } from '@sportsbook/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ResponseCache, acceptsGzip } from './response-cache';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The raw request and reply, for handlers that read credentials or set cookies. */
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Validated input in, wire answer out. Throw an HttpError (e.g. NotFoundError) to refuse. */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<z.input<E['response']>>;

export type EndpointHandlers<T extends Record<string, Endpoint>> = {
  [K in keyof T]: EndpointHandler<T[K]>;
};

export interface RegisterEndpointsOptions<T extends Record<string, Endpoint>> {
  /** API surface base, e.g. `API_BASES.sportsbook`. */
  base: string;
  endpoints: T;
  handlers: EndpointHandlers<T>;
  /** OpenAPI tag of these routes. */
  tag: string;
  /** Cache of GET answers (catalog reads); keyed by the full request URL. */
  cache?: ResponseCache;
  /** Requests whose answer is the caller's own (e.g. favourite matches): never cached. */
  uncached?: (request: FastifyRequest) => boolean;
  /**
   * Endpoints whose 200 answer the handler builds field by field from values the server typed
   * (a builder whose return type is the contract's, e.g. `toPlacedBetWire`): written with
   * `JSON.stringify` instead of the zod encode, which would check again what the type checker
   * checked and copy the answer to strip keys it cannot have (decision 0070). The contract's
   * schema stays the shape's one home: a test parses every such answer with it and expects it
   * unchanged (`testing/bettor.ts` for placement). Refusals and errors keep the encode.
   */
  builtAnswers?: readonly (keyof T & string)[];
}

const JSON_TYPE = 'application/json; charset=utf-8';

const writeJson = (data: unknown) => JSON.stringify(data);

/** A `builtAnswers` route's serializers: its 200 as JSON text, any other status through zod. */
const builtAnswerSerializer: FastifySerializerCompiler<unknown> = (route) =>
  String(route.httpStatus) === '200'
    ? writeJson
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

export function registerEndpoints<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  {
    base,
    endpoints,
    handlers,
    tag,
    cache,
    uncached,
    builtAnswers = [],
  }: RegisterEndpointsOptions<T>,
): void {
  for (const name of Object.keys(endpoints) as (keyof T & string)[]) {
    const endpoint = endpoints[name] as Endpoint;
    const handler = handlers[name] as unknown as (input: unknown) => Promise<unknown>;
    const cached = cache !== undefined && endpoint.method === 'GET';
    const built = builtAnswers.includes(name);
    app.route({
      method: endpoint.method,
      url: `${base}${endpoint.path}`,
      schema: {
        operationId: name,
        summary: endpoint.summary,
        tags: [tag],
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: {
          200: endpoint.response,
          '4XX': endpoint.refusal ? z.union([endpoint.refusal, apiErrorSchema]) : apiErrorSchema,
        },
      },
      ...(built && { serializerCompiler: builtAnswerSerializer }),
      handler: async (request, reply) => {
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        };
        if (!cached || uncached?.(request)) return handler(input);
        const body = await cache.get(request.url, async () =>
          reply.serialize(await handler(input)),
        );
        reply.type(JSON_TYPE).header('vary', 'accept-encoding');
        const gzipped = acceptsGzip(request.headers['accept-encoding']) ? await body.gzip() : null;
        if (gzipped) return reply.header('content-encoding', 'gzip').send(gzipped);
        return reply.send(body.identity);
      },
    });
  }
}
