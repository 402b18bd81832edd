import { describe, expect, it } from 'vitest';
import { catalogEndpoints } from './endpoints';
import { START_WITHIN_MAX_MINUTES } from './match';

const query = catalogEndpoints.getMatches.query;

describe('GET /matches query', () => {
  it('reads a start-within window as minutes', () => {
    expect(query.parse({ start_within: '90m' }).start_within).toBe(90);
    expect(query.parse({ start_within: '6h' }).start_within).toBe(360);
    expect(query.parse({ start_within: '30d' }).start_within).toBe(START_WITHIN_MAX_MINUTES);
    expect(query.parse({}).start_within).toBeUndefined();
  });

  it('refuses malformed, empty or too long windows, and a window with start_to', () => {
    for (const start_within of ['6', 'h', '0m', '-1h', '1.5h', '31d', '6 h', '100000m']) {
      const result = query.safeParse({ start_within });
      expect(result.success, start_within).toBe(false);
      expect(result.error?.issues[0]?.path, start_within).toEqual(['start_within']);
    }
    const both = query.safeParse({ start_within: '6h', start_to: '2026-11-23T00:00:00Z' });
    expect(both.error?.issues[0]?.path).toEqual(['start_within']);
    expect(
      query.safeParse({ start_within: '6h', start_from: '2026-11-23T00:00:00Z' }).success,
    ).toBe(true);
  });

  it('answers featured markets unless the compact main-market list is asked for', () => {
    expect(query.parse({}).markets).toBe('featured');
    expect(query.parse({ markets: 'main' }).markets).toBe('main');
    expect(query.safeParse({ markets: 'all' }).success).toBe(false);
  });
});

describe('compact match list items', () => {
  it('parse back to the full shape with defaults for the fields left out', () => {
    const compact = {
      id: 1,
      urn_id: 'sr:match:1',
      slug: 'a-b',
      type: 'match',
      name: 'A vs B',
      tournament: {
        id: 1,
        urn_id: 'sr:tournament:1',
        slug: 'l',
        name: 'L',
        category: { id: 1, slug: 'c', name: 'C', country_code: null },
        sport: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' },
      },
      competitors: null,
      status: 1,
      start_time: '2026-11-22T12:00:00.000Z',
      statistics: {
        clock: { stopped: false, clock_updated_at: '2026-11-22T12:30:00.000Z' },
        total_score: { home: 1, away: 0 },
        period_score: [],
        max_period_number: 2,
      },
      available_markets: 3,
      main_market: {
        match_urn_id: 'sr:match:1',
        id: 1,
        name: '1X2',
        status: 1,
        specifier: '',
        outcomes: [{ id: '1', name: 'Home', active: true, odds: 2.1 }],
        market_groups: ['main'],
        priority: 1,
        provider: 'betradar',
      },
      provider: 'betradar',
      bettable: true,
    };
    const [match] = catalogEndpoints.getMatches.response.parse({
      data: [compact],
      pagination: { total: 1, page: 1, limit: 50, last_page: 1 },
    }).data;
    expect(match).toMatchObject({
      stadium: null,
      city: null,
      stage: null,
      end_date: null,
      secondary_market: null,
      top_markets: [],
      has_video: false,
      is_provider_stats_available: false,
      main_market: { most_balanced: false, next_bet_stop: null, custom_bet_groups: [] },
      statistics: {
        game_score: null,
        current_server: null,
        clock: { match_time: null, stoppage_time: null, remaining_time: null },
      },
    });
  });
});
