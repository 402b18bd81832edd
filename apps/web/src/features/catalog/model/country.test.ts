import { describe, expect, it } from 'vitest';
import { countryMark, countryName } from './country';

describe('countryMark', () => {
  it('shows the country code, or the home nation for British leagues', () => {
    expect(countryMark('ES')).toBe('ES');
    expect(countryMark('GB-ENG')).toBe('ENG');
    expect(countryMark(null)).toBeNull();
  });
});

describe('countryName', () => {
  it('names a country in the visitor language', () => {
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });

  it('refuses what is not a country code', () => {
    expect(countryName('<script>', 'en')).toBeNull();
    expect(countryName('XY', 'en')).toBeNull();
  });
});
