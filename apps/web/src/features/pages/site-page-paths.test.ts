import { describe, expect, it } from 'vitest';
import { continuePath, sitePagePath } from './site-page-paths';

describe('sitePagePath', () => {
  it('keeps the spec’s own routes and puts other pages under /pages', () => {
    expect(sitePagePath('general-rules')).toBe('/general-rules');
    expect(sitePagePath('about')).toBe('/about');
    expect(sitePagePath('terms-and-conditions')).toBe('/pages/terms-and-conditions');
    expect(sitePagePath('weekend-football-boost')).toBe('/pages/weekend-football-boost');
  });
});

describe('continuePath', () => {
  it('continues to a path of the sportsbook the platform names', () => {
    expect(continuePath('/live')).toBe('/live');
    expect(continuePath(['/football/england-premier-league', '/x'])).toBe(
      '/football/england-premier-league',
    );
  });

  it('goes home for anything that could lead off the site', () => {
    for (const to of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'live',
      '/a b',
      '/"x',
    ]) {
      expect(continuePath(to), String(to)).toBe('/');
    }
  });
});
