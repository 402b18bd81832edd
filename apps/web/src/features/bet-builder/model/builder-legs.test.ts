import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  type BuilderLeg,
  MAX_LEGS,
  builderSections,
  customOddsBody,
  legOf,
  legsOfSelections,
  slipLegsOf,
  toggleLeg,
} from './builder-legs';

const market = (overrides: Partial<Market> = {}): Market => ({
  matchUrnId: 'sr:match:7',
  id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: 'Home', active: true, odds: 2.1 },
    { id: '2', name: 'Draw', active: true, odds: 3.4 },
    { id: '3', name: 'Away', active: true, odds: 3.2 },
  ],
  marketGroups: ['main'],
  priority: 100,
  mostBalanced: false,
  nextBetStop: null,
  customBetGroups: ['match_result'],
  provider: 'betradar',
  ...overrides,
});

const totals = market({
  id: 18,
  name: 'Total goals',
  specifier: 'total=2.5',
  priority: 50,
  customBetGroups: ['total_goals'],
  outcomes: [
    { id: '12', name: 'Over 2.5', active: true, odds: 1.9 },
    { id: '13', name: 'Under 2.5', active: true, odds: 1.9 },
  ],
});

const legAt = (m: Market, outcome: string): BuilderLeg => {
  const leg = legOf(7, m, outcome);
  if (!leg) throw new Error('no leg');
  return leg;
};

const picked = (result: ReturnType<typeof toggleLeg>) => {
  if (!result.ok) throw new Error(result.code);
  return result.legs;
};

const event = {
  id: 7,
  urnId: 'sr:match:7',
  slug: 'home-away',
  type: 'match' as const,
  sportKey: 'soccer',
  nameA: 'Home',
  nameB: 'Away',
  categoryName: 'England',
  leagueName: 'Premier League',
  status: 0 as const,
  provider: 'betradar' as const,
  startTime: '2026-11-22T18:00:00Z',
};

describe('bet builder legs', () => {
  it('adds a leg from another group and takes it off on a second tap', () => {
    const home = legAt(market(), '1');
    const over = legAt(totals, '12');
    const two = picked(toggleLeg(picked(toggleLeg([], home)), over));
    expect(two.map((leg) => leg.key)).toEqual(['7:1::1', '7:18:total=2.5:12']);
    expect(picked(toggleLeg(two, home)).map((leg) => leg.key)).toEqual(['7:18:total=2.5:12']);
  });

  it('replaces the leg of the same group: one pick per market, as the server prices', () => {
    const legs = picked(
      toggleLeg([legAt(market(), '1'), legAt(totals, '12')], legAt(market(), '3')),
    );
    expect(legs.map((leg) => leg.outcomeName)).toEqual(['Away', 'Over 2.5']);
  });

  it('refuses an eleventh leg', () => {
    const many = Array.from({ length: MAX_LEGS }, (_, i) =>
      legAt(market({ id: 100 + i, customBetGroups: [`g${i}`] }), '1'),
    );
    expect(toggleLeg(many, legAt(totals, '12'))).toEqual({
      ok: false,
      code: 'max_legs',
      limit: MAX_LEGS,
    });
  });

  it('offers no leg on a market outside the bet builder', () => {
    expect(legOf(7, market({ customBetGroups: [] }), '1')).toBeNull();
  });

  it('groups the builder markets in the order listed, lines of one market together', () => {
    const over35 = { ...totals, specifier: 'total=3.5' };
    const sections = builderSections([market({ customBetGroups: [] }), totals, market(), over35]);
    expect(sections.map((section) => section.group)).toEqual(['total_goals', 'match_result']);
    expect(sections[0]?.markets.map((m) => m.specifier)).toEqual(['total=2.5', 'total=3.5']);
  });

  it('asks the price with the wire ids of the legs', () => {
    expect(customOddsBody([legAt(market(), '1'), legAt(totals, '13')])).toEqual({
      match_id: 7,
      selections: [
        { market_id: 1, specifier: '', outcome_id: '1' },
        { market_id: 18, specifier: 'total=2.5', outcome_id: '13' },
      ],
    });
  });

  it('goes onto the slip and comes back to the editor with the same legs', () => {
    const legs = [legAt(market(), '2'), legAt(totals, '12')];
    const selections = slipLegsOf(legs, event);
    expect(selections.map((s) => [s.outcomeName, s.marketGroup, s.nameA])).toEqual([
      ['Draw', 'match_result', 'Home'],
      ['Over 2.5', 'total_goals', 'Home'],
    ]);
    expect(legsOfSelections(selections)).toEqual(legs);
  });
});
