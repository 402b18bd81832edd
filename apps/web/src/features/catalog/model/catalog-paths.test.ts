import { describe, expect, it } from 'vitest';
import { catalogItemPath, looksLikeMatchSlug, sportPath } from './catalog-paths';

describe('catalog paths', () => {
  it('puts sports at /{sport} and categories, leagues and matches at /{sport}/{slug}', () => {
    expect(sportPath('soccer')).toBe('/soccer');
    expect(catalogItemPath('soccer', 'premier-league')).toBe('/soccer/premier-league');
  });

  it('recognises match slugs by their trailing number', () => {
    expect(looksLikeMatchSlug('arsenal-chelsea-1042')).toBe(true);
    expect(looksLikeMatchSlug('premier-league')).toBe(false);
  });
});
