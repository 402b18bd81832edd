import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { env } from '../../config/env';
import { routing } from '../../i18n/routing';
import { type SeoDefaults, absoluteUrl, openGraphLocale } from './page-metadata';

/**
 * The site's SEO defaults: keywords and social image from the environment, the site name from
 * the message files. The one place they are read, so the operator's site settings store can
 * take over here (decision 0044).
 */
export async function readSeoDefaults(asked: string): Promise<SeoDefaults> {
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    siteName: t('site-name'),
    keywords: env.SITE_KEYWORDS,
    socialImage: env.SITE_SOCIAL_IMAGE,
  };
}

/**
 * The layout's share of the tags: keywords and the social image for every page, also those whose
 * own metadata is empty (a not-found match).
 */
export async function siteSeoMetadata(locale: string): Promise<Metadata> {
  const defaults = await readSeoDefaults(locale);
  const image = absoluteUrl(env.SITE_URL, defaults.socialImage);
  return {
    keywords: [...defaults.keywords],
    openGraph: {
      type: 'website',
      siteName: defaults.siteName,
      locale: openGraphLocale(locale),
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', images: [image] },
  };
}
