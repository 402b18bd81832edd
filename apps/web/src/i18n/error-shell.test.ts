import { describe, expect, it } from 'vitest';
import {
  errorShellFor,
  ERROR_SHELL_LOCALES,
  UNEXPECTED_ERROR,
  errorShellLocale,
  errorShellTexts,
} from './error-shell';

describe('errorShellLocale', () => {
  it('uses only the shell locales', () => {
    expect(ERROR_SHELL_LOCALES).toEqual(['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'de-CH']);
  });

  it('takes a regional variant of the page language from the browser', () => {
    expect(errorShellLocale('en', ['en-AU', 'en'])).toBe('en-AU');
    expect(errorShellLocale('de', ['fr-CA', 'de-CH'])).toBe('de-CH');
    expect(errorShellLocale('en', ['de-CH'])).toBe('en');
  });

  it('falls back to the closest shell locale, then English', () => {
    expect(errorShellLocale('de')).toBe('de');
    expect(errorShellLocale('fr')).toBe('fr-CA');
    expect(errorShellLocale('pt-BR')).toBe('en');
    expect(errorShellLocale('ar', ['ar-EG'])).toBe('en');
  });
});

describe('errorShellTexts', () => {
  it('has every text in every shell locale', () => {
    for (const locale of ERROR_SHELL_LOCALES) {
      expect(Object.values(errorShellTexts(locale))).not.toContain(UNEXPECTED_ERROR);
    }
    expect(errorShellTexts('fr-CA').title).toBe('Une erreur est survenue');
    expect(errorShellTexts('en-NZ').title).toBe('Something went wrong');
  });

  it('takes a missing text from the language, then English', () => {
    expect(errorShellTexts('de-CH')).toEqual({
      title: 'Etwas ist schiefgelaufen',
      description: 'Schau in Kürze nochmals vorbei',
      home: 'Zur Sport-Startseite',
      retry: 'Nochmals versuchen',
    });
    expect(errorShellTexts('en-AU').home).toBe('Go to sports home');
  });

  it('answers UNEXPECTED ERROR when no table has the text', () => {
    const texts = errorShellTexts('de-CH', { 'de-CH': { title: 'Fehler' } });
    expect(texts).toEqual({
      title: 'Fehler',
      description: UNEXPECTED_ERROR,
      home: UNEXPECTED_ERROR,
      retry: UNEXPECTED_ERROR,
    });
  });

  it('reads the locale from the failed page address and the browser', () => {
    expect(errorShellFor('/sports/de/live', ['de-CH', 'de']).locale).toBe('de-CH');
    expect(errorShellFor('/sports/live', ['en-NZ']).texts.title).toBe('Something went wrong');
    expect(errorShellFor('/sports/fr/live', []).locale).toBe('fr-CA');
    expect(errorShellFor('/sports/de', []).texts.retry).toBe('Erneut versuchen');
  });
});
