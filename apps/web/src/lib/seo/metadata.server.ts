import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { env } from '../../config/env';
import { type PageSeo, buildPageMetadata, requestOriginFrom } from './page-metadata';

/** `generateMetadata` helper: page texts plus canonical, alternates and robots from the env. */
export async function pageMetadata(page: PageSeo): Promise<Metadata> {
  const origin = requestOriginFrom(await headers());
  return buildPageMetadata(
    page,
    {
      siteUrl: env.SITE_URL,
      indexable: env.SITE_INDEXABLE,
      noindexOrigins: env.NOINDEX_ORIGINS,
      localeInUrl: env.LOCALE_IN_URL,
    },
    origin,
  );
}
