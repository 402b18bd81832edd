import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternateLanguages,
  openGraphLocale,
  buildPageMetadata,
  pageUrl,
  requestOriginFrom,
  robotsValue,
} from './page-metadata';

const settings = {
  siteUrl: 'https://bet.example.com',
  indexable: true,
  noindexOrigins: ['https://staging.example.com'],
  localeInUrl: false,
};

describe('pageUrl', () => {
  it('puts the default locale at the bare base path', () => {
    expect(pageUrl(settings.siteUrl, 'en', '/', false)).toBe('https://bet.example.com/sports');
    expect(pageUrl(settings.siteUrl, 'en', '/live', false)).toBe(
      'https://bet.example.com/sports/live',
    );
  });

  it('prefixes other locales, and the default one when the setting asks for it', () => {
    expect(pageUrl(settings.siteUrl, 'de', '/live', false)).toBe(
      'https://bet.example.com/sports/de/live',
    );
    expect(pageUrl(settings.siteUrl, 'en', '/', true)).toBe('https://bet.example.com/sports/en');
  });
});

describe('alternateLanguages', () => {
  it('lists every locale and marks the default one x-default', () => {
    expect(alternateLanguages(settings.siteUrl, '/soccer', false)).toEqual({
      en: 'https://bet.example.com/sports/soccer',
      de: 'https://bet.example.com/sports/de/soccer',
      es: 'https://bet.example.com/sports/es/soccer',
      fr: 'https://bet.example.com/sports/fr/soccer',
      'pt-BR': 'https://bet.example.com/sports/pt-BR/soccer',
      ar: 'https://bet.example.com/sports/ar/soccer',
      'x-default': 'https://bet.example.com/sports/soccer',
    });
  });
});

describe('robotsValue', () => {
  it('indexes a public site', () => {
    expect(robotsValue(settings, 'https://bet.example.com')).toBe('index,follow');
  });

  it('keeps search engines out of origins on the no-index list', () => {
    expect(robotsValue(settings, 'https://staging.example.com')).toBe('noindex,nofollow');
  });

  it('keeps them out of a site that is not indexable and of pages that opt out', () => {
    expect(robotsValue({ ...settings, indexable: false }, null)).toBe('noindex,nofollow');
    expect(robotsValue(settings, null, true)).toBe('noindex,nofollow');
  });
});

describe('buildPageMetadata', () => {
  it('sets title, description, canonical, alternates and robots together', () => {
    const metadata = buildPageMetadata(
      { locale: 'de', path: '/live', title: 'Live', description: 'Alles live' },
      settings,
      'https://bet.example.com',
    );
    expect(metadata.alternates?.canonical).toBe('https://bet.example.com/sports/de/live');
    expect(metadata.robots).toBe('index,follow');
    expect(metadata.title).toBe('Live');
  });
});

describe('requestOriginFrom', () => {
  const headers = (entries: Record<string, string>) => ({
    get: (name: string) => entries[name] ?? null,
  });

  it('prefers the forwarded host and scheme of a reverse proxy', () => {
    expect(
      requestOriginFrom(
        headers({
          host: '127.0.0.1:3000',
          'x-forwarded-host': 'staging.example.com',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://staging.example.com');
  });

  it('falls back to the host header over http', () => {
    expect(requestOriginFrom(headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    expect(requestOriginFrom(headers({}))).toBeNull();
  });
});

describe('buildPageMetadata with the site defaults', () => {
  const defaults = {
    siteName: 'Sportsbook',
    keywords: ['sports betting', 'odds'],
    socialImage: '/sports/social-card.png',
  };

  it('adds the site keywords and the social image as Open Graph and Twitter tags', () => {
    const metadata = buildPageMetadata(
      { locale: 'de', path: '/live', title: 'Live', description: 'Alles live' },
      settings,
      null,
      defaults,
    );
    expect(metadata.keywords).toEqual(['sports betting', 'odds']);
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Sportsbook',
      title: 'Live',
      description: 'Alles live',
      url: 'https://bet.example.com/sports/de/live',
      locale: 'de_DE',
      images: [{ url: 'https://bet.example.com/sports/social-card.png', alt: 'Live' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://bet.example.com/sports/social-card.png'],
    });
  });

  it('lets a page override the keywords and the image', () => {
    const metadata = buildPageMetadata(
      {
        locale: 'en',
        path: '/pages/euro',
        title: 'Euro',
        description: 'Offer',
        keywords: ['euro'],
        socialImage: 'https://cdn.example.com/euro.png',
      },
      settings,
      null,
      defaults,
    );
    expect(metadata.keywords).toEqual(['euro']);
    expect(metadata.twitter).toMatchObject({ images: ['https://cdn.example.com/euro.png'] });
  });
});

describe('openGraphLocale and absoluteUrl', () => {
  it('writes locales as Open Graph does and resolves site paths', () => {
    expect(openGraphLocale('en')).toBe('en_GB');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
    expect(openGraphLocale('fr')).toBe('fr_FR');
    expect(absoluteUrl('https://a.example', '/sports/x.png')).toBe(
      'https://a.example/sports/x.png',
    );
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
  });
});
