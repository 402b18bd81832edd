import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { env } from '../../config/env';
import { type PageSeo, buildPageMetadata, requestOriginFrom } from './page-metadata';
import { readSeoDefaults } from './seo-defaults.server';

/**
 * `generateMetadata` helper: page texts plus canonical, alternates, robots, keywords and the
 * social image (Open Graph, Twitter) from the settings, a page's own overriding them.
 */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  const [requestHeaders, defaults] = await Promise.all([headers(), readSeoDefaults(page.locale)]);
  const origin = requestOriginFrom(requestHeaders);
  return buildPageMetadata(
    page,
    {
      siteUrl: env.SITE_URL,
      indexable: env.SITE_INDEXABLE,
      noindexOrigins: env.NOINDEX_ORIGINS,
      localeInUrl: env.LOCALE_IN_URL,
    },
    origin,
    defaults,
  );
}
