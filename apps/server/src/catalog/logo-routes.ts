// Competitor badges: the feed gives each competitor the logo path
// `/api/sportsbook/logos/{slug}.svg` and renders the SVG itself (deterministic, so answers are
// cacheable for a long time).
import { API_BASES } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../http/http-errors';

export type RenderLogo = (slug: string) => string | null;

const logoParams = z.object({
  file: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be a logo file name such as sr-competitor-42.svg'),
});

export function registerLogoRoutes(app: FastifyInstance, renderLogo: RenderLogo): void {
  app.route({
    method: 'GET',
    url: `${API_BASES.sportsbook}/logos/:file`,
    schema: { summary: 'Competitor logo (SVG)', tags: ['catalog'], params: logoParams },
    handler: async (request, reply) => {
      const { file } = request.params as z.output<typeof logoParams>;
      const svg = renderLogo(file);
      if (svg === null) throw new NotFoundError('Logo', file);
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: it may draw, never run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  });
}
