import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI document generated from the contract's zod schemas (`/api/docs/json`) and the
 * interactive docs (`/api/docs`). Register before the routes: the generator listens for them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportsbook reference API',
        description:
          'Reference backend of the open-source sportsbook. Wire payloads are snake_case; every error answers `{ code, message, field?, issues? }`.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
}
