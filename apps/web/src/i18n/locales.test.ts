import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  closestSupportedLocale,
  localeDirection,
  localeRedirectPath,
  localizePath,
} from './locales';

const asNeeded = { localeInUrl: false };
const always = { localeInUrl: true };

describe('localizePath', () => {
  it('leaves the default locale without a segment', () => {
    expect(localizePath('en', '/live', asNeeded)).toBe('/live');
    expect(localizePath('en', '/', asNeeded)).toBe('/');
  });

  it('prefixes other locales', () => {
    expect(localizePath('de', '/live', asNeeded)).toBe('/de/live');
    expect(localizePath('de', '/', asNeeded)).toBe('/de');
  });

  it('prefixes the default locale too when the setting requires it', () => {
    expect(localizePath('en', '/soccer', always)).toBe('/en/soccer');
    expect(localizePath('en', '/', always)).toBe('/en');
  });
});

describe('localeRedirectPath', () => {
  it('sends an alias of the default language to the unprefixed path', () => {
    expect(localeRedirectPath('/kz/live', asNeeded)).toBe('/live');
    expect(localeRedirectPath('/kz', asNeeded)).toBe('/');
  });

  it('sends an alias of a language the site does not serve to the default locale', () => {
    expect(localeRedirectPath('/no/soccer/england', asNeeded)).toBe('/soccer/england');
    expect(localeRedirectPath('/tl', asNeeded)).toBe('/');
    expect(localeRedirectPath('/vn/live', always)).toBe('/en/live');
  });

  it('sends an alias of a served language to that language', () => {
    expect(localeRedirectPath('/br', asNeeded)).toBe('/pt-BR');
    expect(localeRedirectPath('/br/soccer/england', always)).toBe('/pt-BR/soccer/england');
    expect(localeRedirectPath('/BR/live', asNeeded)).toBe('/pt-BR/live');
  });

  it('sends every alias of the spec somewhere served, never to a page of its own', () => {
    for (const alias of ['no', 'tl', 'br', 'ph', 'vn', 'se', 'tj', 'kz']) {
      const target = localeRedirectPath(`/${alias}/live`, always) ?? '';
      expect(
        LOCALES.some((locale) => target === `/${locale}/live`),
        alias,
      ).toBe(true);
    }
  });

  it('fixes the letter case of a supported locale', () => {
    expect(localeRedirectPath('/DE/live', asNeeded)).toBe('/de/live');
    expect(localeRedirectPath('/pt-br/live', asNeeded)).toBe('/pt-BR/live');
    expect(localeRedirectPath('/AR', asNeeded)).toBe('/ar');
  });

  it('leaves supported locales and ordinary paths to the router', () => {
    expect(localeRedirectPath('/de/live', asNeeded)).toBeNull();
    expect(localeRedirectPath('/en/live', asNeeded)).toBeNull();
    expect(localeRedirectPath('/pt-BR/live', asNeeded)).toBeNull();
    expect(localeRedirectPath('/ar', asNeeded)).toBeNull();
    expect(localeRedirectPath('/soccer', asNeeded)).toBeNull();
    expect(localeRedirectPath('/', asNeeded)).toBeNull();
  });
});

describe('closestSupportedLocale', () => {
  it('falls back from a region to its language', () => {
    expect(closestSupportedLocale('de-CH', ['en', 'de'])).toBe('de');
    expect(closestSupportedLocale('en-PH', ['en', 'de'])).toBe('en');
    expect(closestSupportedLocale('pt-BR', ['en', 'pt'])).toBe('pt');
    expect(closestSupportedLocale('pt-BR', ['en', 'de'])).toBeNull();
  });

  it('picks a regional variant when only that is served', () => {
    expect(closestSupportedLocale('fr', ['en', 'fr-CA'])).toBe('fr-CA');
  });
});

describe('localeDirection', () => {
  it('writes Arabic, Hebrew, Persian and Urdu right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he')).toBe('rtl');
    expect(localeDirection('fa-IR')).toBe('rtl');
    expect(localeDirection('ur')).toBe('rtl');
  });

  it('writes other languages left to right', () => {
    expect(localeDirection('en')).toBe('ltr');
    expect(localeDirection('de')).toBe('ltr');
  });
});
