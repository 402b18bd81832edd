import 'server-only';
import { pageEndpoints } from '@sportsbook/contract';
import { cache } from 'react';
import { callEndpoint, isNotFound } from '../../../lib/api/api-client';
import { serverRequestContext } from '../../../lib/api/request-context.server';

export type PublishedPage = NonNullable<Awaited<ReturnType<typeof getPublishedPage>>>;

/**
 * A published page in the locale (null: no such page, or a draft), once per request: the
 * metadata and the page share the answer.
 */
export const getPublishedPage = cache(async (slug: string, locale: string) => {
  try {
    const context = await serverRequestContext();
    return (
      await callEndpoint(
        pageEndpoints.getPublishedPage,
        { params: { slug }, query: { locale } },
        { ...context, locale },
      )
    ).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

export interface FooterLink {
  slug: string;
  title: string;
}

/** How long the web server keeps the footer's links: they change rarely, every page shows them. */
const FOOTER_TTL_MS = 30_000;
const footerCache = new Map<string, { at: number; links: Promise<FooterLink[]> }>();

/**
 * The operator's footer links (published custom pages marked for it), kept briefly per locale so
 * the footer costs browsing pages no API call each. Empty when the API cannot answer: the
 * footer still shows the site's own links.
 */
export function getFooterLinks(locale: string): Promise<FooterLink[]> {
  const now = Date.now();
  const kept = footerCache.get(locale);
  if (kept && now - kept.at < FOOTER_TTL_MS) return kept.links;
  const links = serverRequestContext()
    .then((context) =>
      callEndpoint(pageEndpoints.getFooterPages, { query: { locale } }, { ...context, locale }),
    )
    .then((answer) => answer.data.map(({ slug, title }) => ({ slug, title })))
    .catch((error: unknown) => {
      console.error('Footer links unavailable', error);
      // Not kept: the next page asks again.
      footerCache.delete(locale);
      return [];
    });
  footerCache.set(locale, { at: now, links });
  return links;
}
