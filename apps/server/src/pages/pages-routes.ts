// Site page calls (decision 0044): the operator's on the operator API behind its key, the
// visitor's published-page read on the sportsbook base.
import {
  API_BASES,
  OPERATOR_API_BASE,
  operatorPageEndpoints,
  pageEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { registerEndpoints } from '../http/register-endpoints';
import { requireOperatorKey } from '../operator/operator-routes';
import type { Clock } from '../shared/clock';
import { PagesRepository } from './pages-repository';
import { PagesService } from './pages-service';

/** Published pages change rarely; a visitor may see a change up to this late. */
const PUBLIC_MAX_AGE_S = 30;

export async function registerPages(
  app: FastifyInstance,
  deps: { db: DbOrTx; clock: Clock; operatorApiKey: string },
): Promise<PagesService> {
  const pages = new PagesService(new PagesRepository(deps.db), deps.clock);
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: pageEndpoints,
    handlers: {
      getPublishedPage: async ({ params, query, reply }) => {
        const data = await pages.published(params.slug, query.locale);
        reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
        return { data };
      },
      getFooterPages: async ({ query, reply }) => {
        const data = await pages.footerLinks(query.locale);
        reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
        return { data };
      },
    },
    tag: 'pages',
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(deps.operatorApiKey));
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorPageEndpoints,
      handlers: {
        listPages: async () => ({ data: await pages.list() }),
        getPage: async ({ params }) => ({ data: await pages.get(params.slug) }),
        createPage: async ({ body }) => ({
          data: await pages.create({
            slug: body.slug,
            translations: body.translations,
            inFooter: body.in_footer,
            published: body.published,
          }),
        }),
        updatePage: async ({ params, body }) => ({
          data: await pages.update(params.slug, {
            version: body.version,
            translations: body.translations,
            inFooter: body.in_footer,
          }),
        }),
        publishPage: async ({ params }) => ({ data: await pages.setPublished(params.slug, true) }),
        unpublishPage: async ({ params }) => ({
          data: await pages.setPublished(params.slug, false),
        }),
        deletePage: async ({ params }) => {
          await pages.delete(params.slug);
          return { data: { slug: params.slug, deleted: true as const } };
        },
      },
      tag: 'operator',
    });
  });
  return pages;
}
