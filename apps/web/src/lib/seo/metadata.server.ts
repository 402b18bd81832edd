import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { env } from '../../config/env';
import { getSiteSettings } from '../../features/site-settings/site-settings.server';
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
      // The operator's setting (decision 0043): changed without a rebuild or restart.
      indexable: (await getSiteSettings()).siteIndexable,
      noindexOrigins: env.NOINDEX_ORIGINS,
      localeInUrl: env.LOCALE_IN_URL,
    },
    origin,
    defaults,
  );
}
