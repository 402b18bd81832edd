import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: 'pglite' | 'postgres'; ping: () => Promise<void> },
): void {
  app.route({
    method: 'GET',
    url: '/api/health',
    schema: {
      summary: 'Liveness and database reachability',
      tags: ['health'],
      response: { 200: healthResponse },
    },
    handler: async () => {
      await deps.ping();
      return {
        status: 'ok' as const,
        database: deps.database,
        uptime_s: Math.round(process.uptime()),
      };
    },
  });
}
