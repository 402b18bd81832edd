// Site pages (decision 0044): the information pages the site links to and the operator's own
// custom pages, with their content per locale. Re-exported by schema.ts.
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';

/** One locale's content of a page, as the operator wrote it. */
export interface PageContentData {
  title: string;
  /** The pages' Markdown subset, rendered by the web app. */
  body: string;
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
  socialImage?: string;
}

export const sitePages = pgTable('site_pages', {
  /** The page's address: `/sports/pages/<slug>` (system pages have routes of their own). */
  slug: text('slug').primaryKey(),
  /** Locale → content; one row holds every locale, so a change of several is one write. */
  translations: jsonb('translations').$type<Record<string, PageContentData>>().notNull(),
  published: boolean('published').notNull().default(false),
  inFooter: boolean('in_footer').notNull().default(false),
  /** A page the site itself links to (general rules, terms, …): never deleted. */
  system: boolean('system').notNull().default(false),
  /** Optimistic concurrency: an update names the version it read. */
  version: integer('version').notNull().default(1),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
  publishedAt: instant('published_at'),
});
