// The only file of pages that reads or writes the database: site pages by slug, changed with an
// optimistic version check so two editors cannot overwrite each other unseen (decision 0044).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type PageContentData, sitePages } from '../db/schema';

export interface StoredPage {
  slug: string;
  translations: Record<string, PageContentData>;
  published: boolean;
  inFooter: boolean;
  system: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export interface NewPage {
  slug: string;
  translations: Record<string, PageContentData>;
  published: boolean;
  inFooter: boolean;
  system: boolean;
}

const columns = {
  slug: sitePages.slug,
  translations: sitePages.translations,
  published: sitePages.published,
  inFooter: sitePages.inFooter,
  system: sitePages.system,
  version: sitePages.version,
  createdAt: sitePages.createdAt,
  updatedAt: sitePages.updatedAt,
  publishedAt: sitePages.publishedAt,
};

export class PagesRepository {
  constructor(private readonly q: DbOrTx) {}

  async list(): Promise<StoredPage[]> {
    return this.q.select(columns).from(sitePages).orderBy(asc(sitePages.slug));
  }

  async find(slug: string): Promise<StoredPage | null> {
    const [row] = await this.q.select(columns).from(sitePages).where(eq(sitePages.slug, slug));
    return row ?? null;
  }

  async findPublished(slug: string): Promise<StoredPage | null> {
    const [row] = await this.q
      .select(columns)
      .from(sitePages)
      .where(and(eq(sitePages.slug, slug), eq(sitePages.published, true)));
    return row ?? null;
  }

  /** Published custom pages the operator links from the footer, in slug order. */
  async footerPages(): Promise<StoredPage[]> {
    return this.q
      .select(columns)
      .from(sitePages)
      .where(and(eq(sitePages.published, true), eq(sitePages.inFooter, true)))
      .orderBy(asc(sitePages.slug));
  }

  /** Inserts the page unless its slug exists (a concurrent create meets the primary key). */
  async insert(page: NewPage, now: Date): Promise<StoredPage | null> {
    const [row] = await this.q
      .insert(sitePages)
      .values({
        ...page,
        version: 1,
        createdAt: now,
        updatedAt: now,
        publishedAt: page.published ? now : null,
      })
      .onConflictDoNothing({ target: sitePages.slug })
      .returning(columns);
    return row ?? null;
  }

  /**
   * Changes the page if it is still at `version`, in one statement, so of two concurrent changes
   * made on the same version exactly one lands. Null: no such page, or a newer version.
   */
  async update(
    slug: string,
    version: number,
    change: { translations?: Record<string, PageContentData>; inFooter?: boolean },
    now: Date,
  ): Promise<StoredPage | null> {
    const [row] = await this.q
      .update(sitePages)
      .set({
        ...(change.translations !== undefined && { translations: change.translations }),
        ...(change.inFooter !== undefined && { inFooter: change.inFooter }),
        version: sql`${sitePages.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(sitePages.slug, slug), eq(sitePages.version, version)))
      .returning(columns);
    return row ?? null;
  }

  /** Publishes or unpublishes; publishing again keeps the first publication time. */
  async setPublished(slug: string, published: boolean, now: Date): Promise<StoredPage | null> {
    const [row] = await this.q
      .update(sitePages)
      .set({
        published,
        publishedAt: published
          ? sql`coalesce(${sitePages.publishedAt}, ${now.toISOString()}::timestamptz)`
          : null,
        version: sql`${sitePages.version} + 1`,
        updatedAt: now,
      })
      .where(eq(sitePages.slug, slug))
      .returning(columns);
    return row ?? null;
  }

  /** Deletes a custom page; system pages stay. True when a page was deleted. */
  async deleteCustom(slug: string): Promise<boolean> {
    const rows = await this.q
      .delete(sitePages)
      .where(and(eq(sitePages.slug, slug), eq(sitePages.system, false)))
      .returning({ slug: sitePages.slug });
    return rows.length > 0;
  }
}
