// Site pages (decision 0044): what the operator may do with a page and what a visitor reads.
// Content is stored as written; the web app renders the body's Markdown subset into elements.
import {
  ERROR_CODES,
  type OperatorPageWire,
  PAGE_ERROR_CODES,
  type PageContentWire,
  type PublicPageWire,
  SYSTEM_PAGE_SLUGS,
} from '@sportsbook/contract';
import type { PageContentData } from '../db/schema';
import { HttpError, NotFoundError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { PagesRepository, StoredPage } from './pages-repository';

/** The locale a page falls back to when it has none of the visitor's. */
export const DEFAULT_PAGE_LOCALE = 'en';

const SYSTEM_SLUGS: ReadonlySet<string> = new Set(SYSTEM_PAGE_SLUGS);

export function isSystemSlug(slug: string): boolean {
  return SYSTEM_SLUGS.has(slug);
}

function toData(content: PageContentWire): PageContentData {
  return {
    title: content.title,
    body: content.body,
    ...(content.seo_title !== undefined && { seoTitle: content.seo_title }),
    ...(content.seo_description !== undefined && { seoDescription: content.seo_description }),
    ...(content.seo_keywords !== undefined && { seoKeywords: content.seo_keywords }),
    ...(content.social_image !== undefined && { socialImage: content.social_image }),
  };
}

function toWire(content: PageContentData): PageContentWire {
  return {
    title: content.title,
    body: content.body,
    ...(content.seoTitle !== undefined && { seo_title: content.seoTitle }),
    ...(content.seoDescription !== undefined && { seo_description: content.seoDescription }),
    ...(content.seoKeywords !== undefined && { seo_keywords: content.seoKeywords }),
    ...(content.socialImage !== undefined && { social_image: content.socialImage }),
  };
}

const mapTranslations = <A, B>(map: Record<string, A>, f: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(map).map(([locale, value]) => [locale, f(value)]));

export function operatorPage(page: StoredPage): OperatorPageWire {
  return {
    slug: page.slug,
    translations: mapTranslations(page.translations, toWire),
    published: page.published,
    in_footer: page.inFooter,
    system: page.system,
    version: page.version,
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
    published_at: page.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The locale of a page to show: the one asked for, else its language (`pt` for `pt-BR`), else
 * the default, else the first the page has.
 */
export function pickLocale(available: readonly string[], wanted: string | undefined): string {
  const exact = wanted && available.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const language = wanted?.split('-')[0]?.toLowerCase();
  const sameLanguage = language && available.find((locale) => locale.split('-')[0] === language);
  if (sameLanguage) return sameLanguage;
  if (available.includes(DEFAULT_PAGE_LOCALE)) return DEFAULT_PAGE_LOCALE;
  return available[0] ?? DEFAULT_PAGE_LOCALE;
}

const conflict = (code: string, message: string) => new HttpError(409, { code, message });

export class PagesService {
  constructor(
    private readonly repository: PagesRepository,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<OperatorPageWire[]> {
    return (await this.repository.list()).map(operatorPage);
  }

  async get(slug: string): Promise<OperatorPageWire> {
    const page = await this.repository.find(slug);
    if (!page) throw new NotFoundError('Page', slug);
    return operatorPage(page);
  }

  async create(input: {
    slug: string;
    translations: Record<string, PageContentWire>;
    inFooter: boolean;
    published: boolean;
  }): Promise<OperatorPageWire> {
    const page = await this.repository.insert(
      {
        slug: input.slug,
        translations: mapTranslations(input.translations, toData),
        inFooter: input.inFooter,
        published: input.published,
        system: isSystemSlug(input.slug),
      },
      this.clock.now(),
    );
    if (!page) {
      throw conflict(PAGE_ERROR_CODES.slugTaken, `A page at ${input.slug} exists already`);
    }
    return operatorPage(page);
  }

  async update(
    slug: string,
    input: { version: number; translations?: Record<string, PageContentWire>; inFooter?: boolean },
  ): Promise<OperatorPageWire> {
    const page = await this.repository.update(
      slug,
      input.version,
      {
        ...(input.translations !== undefined && {
          translations: mapTranslations(input.translations, toData),
        }),
        ...(input.inFooter !== undefined && { inFooter: input.inFooter }),
      },
      this.clock.now(),
    );
    if (page) return operatorPage(page);
    const current = await this.repository.find(slug);
    if (!current) throw new NotFoundError('Page', slug);
    throw new HttpError(409, {
      code: PAGE_ERROR_CODES.versionConflict,
      message: `The page changed since version ${input.version}: it is at ${current.version}; read it again`,
      field: 'version',
    });
  }

  async setPublished(slug: string, published: boolean): Promise<OperatorPageWire> {
    const page = await this.repository.setPublished(slug, published, this.clock.now());
    if (!page) throw new NotFoundError('Page', slug);
    return operatorPage(page);
  }

  async delete(slug: string): Promise<void> {
    if (isSystemSlug(slug)) {
      throw conflict(
        PAGE_ERROR_CODES.systemPage,
        `The site links to ${slug}: change or unpublish it instead`,
      );
    }
    if (!(await this.repository.deleteCustom(slug))) throw new NotFoundError('Page', slug);
  }

  /** A published page in the visitor's locale; 404 for drafts, so they stay private. */
  async published(slug: string, locale: string | undefined): Promise<PublicPageWire> {
    const page = await this.repository.findPublished(slug);
    const chosen = page && pickLocale(Object.keys(page.translations), locale);
    const content = chosen ? page.translations[chosen] : undefined;
    if (!page || !chosen || !content) {
      throw new HttpError(404, { code: ERROR_CODES.notFound, message: `Page ${slug} not found` });
    }
    return {
      slug: page.slug,
      locale: chosen,
      title: content.title,
      body: content.body,
      seo_title: content.seoTitle ?? null,
      seo_description: content.seoDescription ?? null,
      seo_keywords: content.seoKeywords ?? null,
      social_image: content.socialImage ?? null,
      system: page.system,
      updated_at: page.updatedAt.toISOString(),
    };
  }

  /** The footer's links to custom pages, titled in the visitor's locale. */
  async footerLinks(locale: string | undefined): Promise<{ slug: string; title: string }[]> {
    return (await this.repository.footerPages()).flatMap((page) => {
      const content = page.translations[pickLocale(Object.keys(page.translations), locale)];
      return content ? [{ slug: page.slug, title: content.title }] : [];
    });
  }
}
