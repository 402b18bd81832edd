import { describe, expect, it } from 'vitest';
import { serverLanguage, serverLanguageOf } from './server-languages';

describe('serverLanguageOf', () => {
  it('picks a language exactly, in any case', () => {
    expect(serverLanguageOf('de')).toBe('de');
    expect(serverLanguageOf('pt-br')).toBe('pt-BR');
    expect(serverLanguageOf('AR')).toBe('ar');
  });

  it('falls back from a region to its language', () => {
    expect(serverLanguageOf('de-AT')).toBe('de');
    expect(serverLanguageOf('pt-PT')).toBe('pt-BR');
    expect(serverLanguageOf('fr-CA')).toBe('fr');
    expect(serverLanguageOf('es-419')).toBe('es');
  });

  it('has none for a language without texts', () => {
    expect(serverLanguageOf('it')).toBeUndefined();
    expect(serverLanguage('it')).toBe('en');
    expect(serverLanguage(null)).toBe('en');
  });
});
