import { describe, expect, it } from 'vitest';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import { catalogNames } from './catalog-names';

const german = catalogNames(de.catalog.names, 'de');
const english = catalogNames(en.catalog.names, 'en');

describe('catalog names', () => {
  it('names sports by key in the page language, and keeps the feed name for a new sport', () => {
    expect(german.sport({ key: 'ice-hockey', name: 'Ice Hockey' })).toBe('Eishockey');
    expect(german.sport({ key: 'curling', name: 'Curling' })).toBe('Curling');
    expect(english.sport({ key: 'ice-hockey', name: 'Ice Hockey' })).toBe('Ice Hockey');
  });

  it('names countries by ISO code, other categories by slug, and falls back to the feed', () => {
    expect(german.category({ slug: 'spain', countryCode: 'ES', name: 'Spain' })).toBe('Spanien');
    expect(german.category({ slug: 'england', countryCode: 'GB-ENG', name: 'England' })).toBe(
      'England',
    );
    expect(
      german.category({
        slug: 'international-clubs',
        countryCode: null,
        name: 'International Clubs',
      }),
    ).toBe('Internationale Vereine');
    expect(german.category({ slug: 'oceania', countryCode: null, name: 'Oceania' })).toBe(
      'Oceania',
    );
    // English keeps the feed's own wording (USA, not United States).
    expect(english.category({ slug: 'usa', countryCode: 'US', name: 'USA' })).toBe('USA');
  });

  it('names periods by key', () => {
    expect(german.period({ periodKey: '2nd_half', periodName: '2nd half' })).toBe('2. Halbzeit');
    expect(german.period({ periodKey: '7th_end', periodName: '7th end' })).toBe('7th end');
    expect(english.period({ periodKey: '1st_map', periodName: 'Map 1' })).toBe('Map 1');
  });
});
