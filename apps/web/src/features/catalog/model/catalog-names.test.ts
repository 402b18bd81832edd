import { describe, expect, it } from 'vitest';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import { catalogNames, localizeMarket, marketWording } from './catalog-names';

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

describe('market and outcome names', () => {
  const teams = ['Celta Vigo', 'Levante UD'];

  it('takes the teams and the line out of the wording', () => {
    expect(marketWording('Celta Vigo or draw', teams)).toEqual({
      key: 'home-or-draw',
      values: { home: 'Celta Vigo' },
    });
    expect(marketWording('Over 2.5', teams)).toEqual({ key: 'over-n', values: { n: '2.5' } });
    expect(marketWording('Draw (0:1)', teams)?.values.n).toBe('0:1');
    expect(marketWording('1st half - 1X2', teams)?.key).toBe('1st-half-1x2');
    expect(marketWording('Levante UD total (incl. overtime)', teams)?.key).toBe(
      'away-total-incl-overtime',
    );
  });

  it('names markets and outcomes in German and keeps what the table does not know', () => {
    expect(german.market('Both teams to score', teams)).toBe('Beide Teams treffen');
    expect(german.market('Under 3.5', teams)).toBe('Unter 3.5');
    expect(german.market('Draw or Levante UD', teams)).toBe('Unentschieden oder Levante UD');
    expect(german.market('Celta Vigo/Draw', teams)).toBe('Celta Vigo/Unentschieden');
    expect(german.market('Map 2 - winner', teams)).toBe('Karte 2 – Sieger');
    expect(german.market('Celta Vigo (-0.25)', teams)).toBe('Celta Vigo (-0.25)');
    expect(german.market('Player to score first', teams)).toBe('Player to score first');
    expect(english.market('Both teams to score', teams)).toBe('Both teams to score');
  });

  it('does not mistake a team that contains the other for it', () => {
    const nested = ['Real Madrid', 'Real Madrid Castilla'];
    expect(german.market('Draw or Real Madrid Castilla', nested)).toBe(
      'Unentschieden oder Real Madrid Castilla',
    );
    expect(german.market('Real Madrid or draw', nested)).toBe('Real Madrid oder Unentschieden');
  });

  it('localizes a market with its outcomes', () => {
    const market = localizeMarket(
      german,
      { name: 'Total', outcomes: [{ name: 'Over 2.5' }, { name: 'Under 2.5' }] },
      teams,
    );
    expect(market).toEqual({
      name: 'Über/Unter',
      outcomes: [{ name: 'Über 2.5' }, { name: 'Unter 2.5' }],
    });
  });
});
