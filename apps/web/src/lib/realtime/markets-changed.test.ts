import { camelize, marketsChangedData } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { readMarketsChanged } from './markets-changed';

const market = () => ({
  match_urn_id: 'sr:match:7',
  id: 18,
  name: 'Total',
  status: 1,
  specifier: 'total=2.5',
  outcomes: [
    { id: '12', name: 'Over 2.5', active: true, odds: 1.9 },
    { id: '13', name: 'Under 2.5', active: false, odds: 1.95 },
  ],
  market_groups: ['main', 'totals'],
  priority: 2,
  most_balanced: true,
  next_bet_stop: '2026-11-25T15:00:00Z',
  custom_bet_groups: ['goals'],
  provider: 'oddin',
});
const publication = () => ({ match_id: 7, markets: [market()] as Record<string, unknown>[] });

/** What the contract's schema makes of `data`, or null where it refuses it. */
function viaSchema(data: unknown) {
  const parsed = marketsChangedData.safeParse(data);
  return parsed.success ? camelize(parsed.data) : null;
}

type Change = (data: ReturnType<typeof publication>) => unknown;
const at =
  (field: string, value: unknown): Change =>
  (data) => {
    data.markets[0]![field] = value;
    return data;
  };
const atOutcome =
  (field: string, value: unknown): Change =>
  (data) => {
    (data.markets[0]!.outcomes as Record<string, unknown>[])[1]![field] = value;
    return data;
  };
const without =
  (field: string): Change =>
  (data) => {
    delete data.markets[0]![field];
    return data;
  };

const malformed: [string, Change][] = [
  ['not an object', () => 'markets'],
  ['null', () => null],
  ['an array', (data) => [data]],
  ['no match id', ({ markets }) => ({ markets })],
  ['a fractional match id', (data) => ({ ...data, match_id: 7.5 })],
  ['a match id as text', (data) => ({ ...data, match_id: '7' })],
  ['no markets', (data) => ({ ...data, markets: [] })],
  ['markets not a list', (data) => ({ ...data, markets: market() })],
  ['a market that is null', (data) => ({ ...data, markets: [market(), null] })],
  ['an unknown market status', at('status', 2)],
  ['a market status as text', at('status', '1')],
  ['a market id as text', at('id', '18')],
  ['no specifier', without('specifier')],
  ['a null specifier', at('specifier', null)],
  ['no outcomes', without('outcomes')],
  ['no market groups', without('market_groups')],
  ['a market group that is a number', at('market_groups', ['main', 2])],
  ['a fractional priority', at('priority', 1.5)],
  ['an unknown provider', at('provider', 'acme')],
  ['most balanced as text', at('most_balanced', 'yes')],
  ['a numeric bet stop', at('next_bet_stop', 12)],
  ['custom groups not a list', at('custom_bet_groups', 'goals')],
  ['an outcome that is a list', at('outcomes', [[]])],
  ['an outcome without odds', atOutcome('odds', undefined)],
  ['odds as text', atOutcome('odds', '1.9')],
  ['odds below 1', atOutcome('odds', 0.99)],
  ['odds above the bound', atOutcome('odds', 100_001)],
  ['infinite odds', atOutcome('odds', Number.POSITIVE_INFINITY)],
  ['not-a-number odds', atOutcome('odds', Number.NaN)],
  ['active as a number', atOutcome('active', 1)],
  ['an outcome id as a number', atOutcome('id', 13)],
  ['no outcome name', atOutcome('name', undefined)],
];

describe('the hand-written markets_changed check', () => {
  it('gives what the contract schema and camelize give for a full publication', () => {
    const read = readMarketsChanged(publication());
    expect(read).not.toBeNull();
    expect(read).toEqual(viaSchema(publication()));
    expect(read!.markets[0]!.outcomes[1]).toEqual({
      id: '13',
      name: 'Under 2.5',
      active: false,
      odds: 1.95,
    });
  });

  it('fills the defaults of a compact market like the schema, and drops unknown fields', () => {
    const compact = publication();
    for (const field of ['most_balanced', 'next_bet_stop', 'custom_bet_groups']) {
      delete compact.markets[0]![field];
    }
    compact.markets[0]!.extra = 'ignored';
    (compact as Record<string, unknown>).sent_at = 1;
    const read = readMarketsChanged(compact);
    expect(read).toEqual(viaSchema(compact));
    expect(read!.markets[0]).toMatchObject({
      mostBalanced: false,
      nextBetStop: null,
      customBetGroups: [],
    });
    expect(read!.markets[0]).not.toHaveProperty('extra');
  });

  it('takes a status-only change (no outcomes), a null bet stop and every market status', () => {
    for (const status of [1, -1, 0, -2, -3, -4]) {
      const change = publication();
      change.markets[0]!.status = status;
      change.markets[0]!.outcomes = [];
      change.markets[0]!.next_bet_stop = null;
      expect(readMarketsChanged(change)).toEqual(viaSchema(change));
      expect(readMarketsChanged(change)!.markets[0]!.status).toBe(status);
    }
  });

  it.each(malformed)('refuses a publication with %s, as the schema does', (_name, change) => {
    const data = change(publication());
    expect(viaSchema(data)).toBeNull();
    expect(readMarketsChanged(data)).toBeNull();
  });
});
