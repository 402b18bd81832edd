import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no configuration at all', () => {
    expect(parseEnv({})).toEqual({
      API_ORIGIN: 'http://127.0.0.1:4000',
      SITE_URL: 'http://localhost:3000',
      NOINDEX_ORIGINS: [],
      LOCALE_IN_URL: false,
      EMBED_HOST_ORIGINS: [],
      RTL_LAYOUT: true,
      SITE_KEYWORDS: [
        'sports betting',
        'live betting',
        'odds',
        'football',
        'tennis',
        'basketball',
        'esports',
      ],
      SITE_SOCIAL_IMAGE: '/sports/social-card.png',
    });
  });

  it('reads the SEO defaults and refuses a social image that is not a URL or a path', () => {
    const env = parseEnv({
      SITE_KEYWORDS: ' bets , odds ,',
      SITE_SOCIAL_IMAGE: 'https://cdn.example.com/card.png',
      SITE_LICENCE_TEXT: 'Licensed by the Example Gambling Authority, licence 123.',
    });
    expect(env.SITE_KEYWORDS).toEqual(['bets', 'odds']);
    expect(env.SITE_SOCIAL_IMAGE).toBe('https://cdn.example.com/card.png');
    expect(env.SITE_LICENCE_TEXT).toBe('Licensed by the Example Gambling Authority, licence 123.');
    expect(() => parseEnv({ SITE_SOCIAL_IMAGE: 'javascript:alert(1)' })).toThrow(
      /SITE_SOCIAL_IMAGE/,
    );
    expect(() => parseEnv({ SITE_SOCIAL_IMAGE: '//evil.example.com/x.png' })).toThrow();
  });

  it('normalises origins and reads flags and lists', () => {
    const env = parseEnv({
      API_ORIGIN: 'https://api.example.com/',
      SITE_URL: 'https://www.example.com/sports',
      NOINDEX_ORIGINS: ' https://staging.example.com/ , https://preview.example.com:8443 ,',
      LOCALE_IN_URL: '1',
    });
    expect(env.API_ORIGIN).toBe('https://api.example.com');
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(env.NOINDEX_ORIGINS).toEqual([
      'https://staging.example.com',
      'https://preview.example.com:8443',
    ]);
    expect(env.LOCALE_IN_URL).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ LOCALE_IN_URL: '', API_ORIGIN: ' ' }).LOCALE_IN_URL).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ LOCALE_IN_URL: 'maybe' })).toThrow(/LOCALE_IN_URL/);
    expect(() => parseEnv({ API_ORIGIN: 'ftp://x' })).toThrow(/API_ORIGIN/);
  });
});
