// Site pages (decision 0044): the operator's own pages (a promotion landing page, say) and the
// information pages every site has (general rules, about, terms, help centre), stored content
// with a title and SEO tags per locale. The operator writes them on the operator API (`/pages`);
// the web app reads a published page in the visitor's language on the sportsbook base
// (`/site-pages`: another path than the operator's, so no path means two things).
import { z } from 'zod';
import { TEXT_ISSUE_CODES, plainText, textParam } from '../common';
import { defineEndpoint } from '../endpoint';

/** `promo-euro-2028`: lower-case words joined by single hyphens, as in a URL. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 80;
/** A page body: long enough for terms and conditions, bounded like every input (decision 0017). */
export const PAGE_BODY_MAX = 60_000;
export const PAGE_TITLE_MAX = 120;
export const PAGE_DESCRIPTION_MAX = 300;
export const PAGE_KEYWORDS_MAX = 20;
export const PAGE_LOCALES_MAX = 12;

/**
 * The pages the site itself links to (the routes of spec section 2 and the links outside the
 * prefix): seeded with defaults, editable, never deleted.
 */
export const SYSTEM_PAGE_SLUGS = [
  'general-rules',
  'about',
  'init-sportsbook',
  'terms-and-conditions',
  'help-center',
] as const;
export type SystemPageSlug = (typeof SYSTEM_PAGE_SLUGS)[number];

export const pageSlugSchema = z
  .string()
  .min(1)
  .max(PAGE_SLUG_MAX)
  .regex(PAGE_SLUG_PATTERN, 'must be lower-case letters and digits joined by single hyphens');

export const pageSlugParams = z.object({ slug: pageSlugSchema });

/** `en`, `de`, `pt-BR`: a language and an optional region. */
export const pageLocaleSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a locale such as en, de or pt-BR');

/** Control characters other than line breaks and tabs (a body is written on many lines). */
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * A page body in the pages' Markdown subset (headings, paragraphs, lists, bold, italic, links):
 * stored as written and rendered by the web app into elements, never into raw HTML.
 */
export const pageBodySchema = z
  .string()
  .max(PAGE_BODY_MAX)
  .refine((text) => !CONTROL_BUT_LINES.test(text), {
    message: 'must not contain control characters other than line breaks',
    params: { code: TEXT_ISSUE_CODES.controlCharacter },
  });

/** An absolute http(s) URL or a path on this site (`/sports/…`): the social image. */
export const socialImageSchema = plainText(
  z
    .string()
    .max(500)
    .refine(
      (text) => /^https?:\/\/[^\s/]+/i.test(text) || /^\/(?!\/)\S*$/.test(text),
      'must be an http(s) URL or a path starting with /',
    ),
);

export const pageContentSchema = z.object({
  title: plainText(z.string().trim().min(1).max(PAGE_TITLE_MAX)),
  body: pageBodySchema,
  /** The document title; absent: the page title. */
  seo_title: plainText(z.string().trim().min(1).max(PAGE_TITLE_MAX)).optional(),
  /** Meta description; absent: the site's default. */
  seo_description: plainText(z.string().trim().min(1).max(PAGE_DESCRIPTION_MAX)).optional(),
  /** Meta keywords; absent: the site's default. */
  seo_keywords: z
    .array(plainText(z.string().trim().min(1).max(60)))
    .max(PAGE_KEYWORDS_MAX)
    .optional(),
  /** Open Graph / Twitter image; absent: the site's default. */
  social_image: socialImageSchema.optional(),
});
export type PageContentWire = z.infer<typeof pageContentSchema>;

/** The content per locale; a visitor in another locale reads the default (en) or the first. */
export const pageTranslationsSchema = z
  .record(pageLocaleSchema, pageContentSchema)
  .refine((translations) => Object.keys(translations).length >= 1, 'must hold one locale or more')
  .refine(
    (translations) => Object.keys(translations).length <= PAGE_LOCALES_MAX,
    `must hold at most ${PAGE_LOCALES_MAX} locales`,
  );

export const operatorPageSchema = z.object({
  slug: z.string(),
  translations: z.record(z.string(), pageContentSchema),
  published: z.boolean(),
  /** Linked from the site footer while published. */
  in_footer: z.boolean(),
  /** One of SYSTEM_PAGE_SLUGS: the site links to it, so it cannot be deleted. */
  system: z.boolean(),
  /** Grows with every change; an update names the version it read (409 when stale). */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type OperatorPageWire = z.infer<typeof operatorPageSchema>;

export const createPageRequest = z.object({
  slug: pageSlugSchema,
  translations: pageTranslationsSchema,
  in_footer: z.boolean().default(false),
  /** Publish at once (default: a draft). */
  published: z.boolean().default(false),
});

export const updatePageRequest = z
  .object({
    /** The version the change was made on: a page changed since answers 409 page_version_conflict. */
    version: z.number().int().min(1).max(2_147_483_647),
    translations: pageTranslationsSchema.optional(),
    in_footer: z.boolean().optional(),
  })
  .refine((body) => body.translations !== undefined || body.in_footer !== undefined, {
    message: 'give translations, in_footer or both',
    path: ['translations'],
  });

export const operatorPageResponse = z.object({ data: operatorPageSchema });

/** Refusal codes of the page calls (409). */
export const PAGE_ERROR_CODES = {
  slugTaken: 'page_slug_taken',
  versionConflict: 'page_version_conflict',
  systemPage: 'page_system',
} as const;

export const operatorPageEndpoints = {
  listPages: defineEndpoint({
    method: 'GET',
    path: '/pages',
    summary: 'Every site page, drafts too, by slug',
    response: z.object({ data: z.array(operatorPageSchema) }),
  }),
  getPage: defineEndpoint({
    method: 'GET',
    path: '/pages/:slug',
    summary: 'One site page with all its locales (404 unknown slug)',
    params: pageSlugParams,
    response: operatorPageResponse,
  }),
  createPage: defineEndpoint({
    method: 'POST',
    path: '/pages',
    summary: 'Create a custom page, a draft unless published is true (409 page_slug_taken)',
    body: createPageRequest,
    response: operatorPageResponse,
  }),
  updatePage: defineEndpoint({
    method: 'PUT',
    path: '/pages/:slug',
    summary:
      'Change a page’s content or footer link; version is the one read (409 page_version_conflict when changed since)',
    params: pageSlugParams,
    body: updatePageRequest,
    response: operatorPageResponse,
  }),
  publishPage: defineEndpoint({
    method: 'POST',
    path: '/pages/:slug/publish',
    summary: 'Publish a page: visitors see it at its slug',
    params: pageSlugParams,
    response: operatorPageResponse,
  }),
  unpublishPage: defineEndpoint({
    method: 'POST',
    path: '/pages/:slug/unpublish',
    summary: 'Take a page off the site (it answers 404) and keep it as a draft',
    params: pageSlugParams,
    response: operatorPageResponse,
  }),
  deletePage: defineEndpoint({
    method: 'DELETE',
    path: '/pages/:slug',
    summary: 'Delete a custom page (409 page_system for the site’s own pages)',
    params: pageSlugParams,
    response: z.object({ data: z.object({ slug: z.string(), deleted: z.literal(true) }) }),
  }),
};

/** A published page in one locale, as the web app renders it. */
export const publicPageSchema = z.object({
  slug: z.string(),
  /** The locale the content is in (the requested one, else the default, else the first). */
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.array(z.string()).nullable(),
  social_image: z.string().nullable(),
  system: z.boolean(),
  updated_at: z.string(),
});
export type PublicPageWire = z.infer<typeof publicPageSchema>;

export const publicPageQuery = z.object({ locale: textParam(10).optional() });

export const pageLinkSchema = z.object({ slug: z.string(), title: z.string() });

export const pageEndpoints = {
  getPublishedPage: defineEndpoint({
    method: 'GET',
    path: '/site-pages/:slug',
    summary: 'A published site page in the locale asked for (404 unknown or unpublished)',
    params: pageSlugParams,
    query: publicPageQuery,
    response: z.object({ data: publicPageSchema }),
  }),
  getFooterPages: defineEndpoint({
    method: 'GET',
    path: '/site-pages',
    summary: 'The published custom pages the operator links from the footer, with their titles',
    query: publicPageQuery,
    response: z.object({ data: z.array(pageLinkSchema) }),
  }),
};
