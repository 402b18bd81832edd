// The route of a stored site page (decision 0044): metadata and page from one answer per
// request. `/general-rules` and `/about` are this with their slug; `/pages/[slug]` with any.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '../../i18n/page-locale.server';
import { pageMetadata } from '../../lib/seo/metadata.server';
import { getPublishedPage } from './api/pages.server';
import { parseMarkdown, plainTextOf } from './markdown/parse-markdown';
import { SitePage } from './site-page';
import { sitePagePath } from './site-page-paths';

/** Title, description, keywords and social image of a page: its own, else the site's. */
export async function sitePageMetadata(
  slug: string,
  locale: string,
  options: { noindex?: boolean } = {},
): Promise<Metadata> {
  const page = await getPublishedPage(slug, locale);
  if (!page) return {};
  return pageMetadata({
    locale,
    path: sitePagePath(slug),
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? plainTextOf(parseMarkdown(page.body)),
    ...(page.seoKeywords && { keywords: page.seoKeywords }),
    ...(page.socialImage && { socialImage: page.socialImage }),
    ...(options.noindex && { noindex: true }),
  });
}

interface Props {
  params: Promise<{ locale: string }>;
}

/** `generateMetadata` and the page of a route that shows one stored page. */
export function sitePageRoute(slug: string) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      sitePageMetadata(slug, await pageLocale(params)),
    Page: async function StoredPage({ params }: Props) {
      const locale = await pageLocale(params);
      const page = await getPublishedPage(slug, locale);
      if (!page) notFound();
      return <SitePage page={page} locale={locale} />;
    },
  };
}
