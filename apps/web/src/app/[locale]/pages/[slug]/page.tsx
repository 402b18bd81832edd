import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPublishedPage } from '../../../../features/pages/api/pages.server';
import { SitePage } from '../../../../features/pages/site-page';
import { sitePageMetadata } from '../../../../features/pages/site-page-route';
import { hasOwnRoute, sitePagePath } from '../../../../features/pages/site-page-paths';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../../lib/i18n/href.server';

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  return hasOwnRoute(slug) ? {} : sitePageMetadata(slug, locale);
}

/** An operator's custom page (and terms, help centre) at its slug: stored, server-rendered. */
export default async function CustomPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  // One address per page: the spec's own routes answer for theirs.
  if (hasOwnRoute(slug)) permanentRedirect((await getLocalizedHref())(sitePagePath(slug)));
  const page = await getPublishedPage(slug, locale);
  if (!page) notFound();
  return <SitePage page={page} locale={locale} />;
}
