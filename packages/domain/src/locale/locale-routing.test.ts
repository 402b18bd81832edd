import { describe, expect, it } from 'vitest';
import {
  isExternalLink,
  localeFromPath,
  localizeHref,
  pageLanguage,
  realtimeLocale,
  stripLocale,
  supportedLocale,
} from './locale-routing';

const config = { locales: ['en', 'de', 'pt-BR', 'br', 'no'] };

describe('locale routing', () => {
  describe('locale from the path', () => {
    it.each([
      ['/sports/de/football', 'de'],
      ['/de/football', 'de'],
      ['/sports/football', 'en'],
      ['/football', 'en'],
      ['/sports', 'en'],
      ['/', 'en'],
      ['', 'en'],
      ['/xx/live', 'en'],
      ['/sports/pt-br/live', 'pt-BR'],
      ['/de?tab=live', 'de'],
      ['/de#odds', 'de'],
    ])('reads %j as %s', (path, locale) => {
      expect(localeFromPath(path, config)).toBe(locale);
    });

    it('needs a locale segment, not a prefix of one', () => {
      expect(localeFromPath('/deutsch/live', config)).toBe('en');
      expect(localeFromPath('/sportsbook/de', config)).toBe('en');
    });
  });

  it('finds the supported spelling of a locale', () => {
    expect(supportedLocale('PT-br', config)).toBe('pt-BR');
    expect(supportedLocale('fr', config)).toBeUndefined();
  });

  describe('aliases', () => {
    it.each([
      ['no', 'nb'],
      ['tl', 'fil'],
      ['br', 'pt-BR'],
      ['ph', 'en-PH'],
      ['vn', 'vi'],
      ['se', 'sv'],
      ['tj', 'tg'],
      ['kz', 'en'],
      ['de', 'de'],
    ])('uses %s as %s for page language', (code, language) => {
      expect(pageLanguage(code)).toBe(language);
    });

    it('maps br to pt for realtime channels', () => {
      expect(realtimeLocale('br')).toBe('pt');
      expect(realtimeLocale('pt-BR')).toBe('pt');
      expect(realtimeLocale('no')).toBe('nb');
      expect(realtimeLocale('de')).toBe('de');
    });
  });

  describe('switching language', () => {
    it.each([
      ['/sports/de/football?tab=live#odds', 'en', '/sports/football?tab=live#odds'],
      ['/sports/football?tab=live#odds', 'de', '/sports/de/football?tab=live#odds'],
      ['/sports/de/football', 'pt-BR', '/sports/pt-BR/football'],
      ['/sports', 'de', '/sports/de'],
      ['/sports/de', 'en', '/sports'],
      ['/sports/de/', 'en', '/sports'],
      ['/de/live', 'en', '/live'],
      ['/live', 'de', '/de/live'],
      ['/', 'de', '/de'],
      ['/de', 'en', '/'],
      ['/de?x=1', 'en', '/?x=1'],
      ['/live', 'PT-BR', '/pt-BR/live'],
    ])('rewrites %s for %s as %s', (href, locale, expected) => {
      expect(localizeHref(href, locale, config)).toBe(expected);
    });

    it('keeps the default locale in the URL when the site requires it', () => {
      const always = { ...config, defaultLocaleInUrl: true };
      expect(localizeHref('/sports/de/live', 'en', always)).toBe('/sports/en/live');
      expect(localizeHref('/live', 'en', always)).toBe('/en/live');
    });

    it('leaves external links, in-page links and unsupported locales alone', () => {
      expect(localizeHref('https://example.com/de/x', 'en', config)).toBe(
        'https://example.com/de/x',
      );
      expect(localizeHref('http://example.com', 'de', config)).toBe('http://example.com');
      expect(localizeHref('mailto:help@example.com', 'de', config)).toBe('mailto:help@example.com');
      expect(localizeHref('sms:+123', 'de', config)).toBe('sms:+123');
      expect(localizeHref('#odds', 'de', config)).toBe('#odds');
      expect(localizeHref('/live', 'fr', config)).toBe('/live');
    });

    it('works with another base path', () => {
      expect(localizeHref('/bets/live', 'de', { ...config, basePath: '/bets' })).toBe(
        '/bets/de/live',
      );
    });
  });

  it('strips the locale segment', () => {
    expect(stripLocale('/sports/de/football?x=1', config)).toBe('/sports/football?x=1');
    expect(stripLocale('/football', config)).toBe('/football');
    expect(stripLocale('/de', config)).toBe('/');
  });

  it('treats http, sms: and mailto links as external', () => {
    expect(isExternalLink('https://a.b')).toBe(true);
    expect(isExternalLink('sms:123')).toBe(true);
    expect(isExternalLink('mailto:a@b')).toBe(true);
    expect(isExternalLink('/sports/live')).toBe(false);
  });

  it('needs at least one supported locale', () => {
    expect(() => localeFromPath('/x', { locales: [] })).toThrow(RangeError);
  });
});
