import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { env } from '../../config/env';
import { getSiteSettings } from '../../features/site-settings/site-settings.server';
import { type PageSeo, buildPageMetadata, requestOriginFrom } from './page-metadata';

/** `generateMetadata` helper: page texts plus canonical, alternates and robots from the env. */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  const origin = requestOriginFrom(await headers());
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
  );
}
