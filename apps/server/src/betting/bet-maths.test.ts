import { oddsFromWire } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { type LegResult, betResult, isDecided, settlementPayout } from './bet-maths';
import { convertStake } from './share-service';

const leg = (odds: number, result: LegResult) => ({ odds: oddsFromWire(odds), result });
const bet = (
  type: 'single' | 'combo' | 'system' | 'custom',
  stake: number,
  k: number | null = null,
) => ({
  type,
  stake: BigInt(stake),
  systemWinCount: k,
  customOdds: null,
});

describe('settlement payouts', () => {
  it('pays a won single stake × odds and a lost one nothing', () => {
    expect(settlementPayout(bet('single', 1000), [leg(2.1, 'win')])).toBe(2100n);
    expect(settlementPayout(bet('single', 1000), [leg(2.1, 'lose')])).toBe(0n);
  });

  it('pays quarter lines half at the odds and half back', () => {
    // €10 on 1.9 half won: 5 × 1.9 + 5 = €14.50; half lost: €5 back.
    expect(settlementPayout(bet('single', 1000), [leg(1.9, 'half_win')])).toBe(1450n);
    expect(settlementPayout(bet('single', 1000), [leg(1.9, 'half_lose')])).toBe(500n);
    expect(betResult('single', [leg(1.9, 'half_win')], 1450n, 1000n)).toBe('refund_half_win_other');
  });

  it('counts a void leg of a combo as odds 1', () => {
    expect(settlementPayout(bet('combo', 1000), [leg(2, 'win'), leg(3, 'void')])).toBe(2000n);
    expect(betResult('combo', [leg(2, 'void'), leg(3, 'cancelled')], 1000n, 1000n)).toBe(
      'refund_entire',
    );
  });

  it('pays the winning combinations of a system', () => {
    // 2/3 at €1 on 2.0, 3.0, 4.0 with the third lost: only the 2.0 × 3.0 double pays €6.
    const legs = [leg(2, 'win'), leg(3, 'win'), leg(4, 'lose')];
    expect(settlementPayout(bet('system', 100, 2), legs)).toBe(600n);
    expect(isDecided('system', [leg(2, 'win'), leg(3, 'open'), leg(4, 'lose')])).toBe(false);
    expect(isDecided('combo', [leg(2, 'open'), leg(4, 'lose')])).toBe(true);
  });

  it('pays a custom bet its custom odds only when every leg won', () => {
    const custom = { ...bet('custom', 1000), customOdds: oddsFromWire(4.5) };
    expect(settlementPayout(custom, [leg(2, 'win'), leg(2.5, 'win')])).toBe(4500n);
    expect(settlementPayout(custom, [leg(2, 'win'), leg(2.5, 'lose')])).toBe(0n);
    expect(settlementPayout(custom, [leg(2, 'win'), leg(2.5, 'void')])).toBe(1000n);
  });
});

describe('shared stake conversion', () => {
  it('converts by the fixed rate table and floors to the minor unit', () => {
    const eur = { code: 'EUR', subunits: 100 };
    expect(convertStake(1000n, eur, { code: 'USD', subunits: 100 })).toBe(1080n);
    expect(convertStake(1000n, eur, { code: 'BTC', subunits: 100_000_000 })).toBe(11_000n);
    expect(convertStake(1000n, eur, { code: 'XXX', subunits: 100 })).toBeNull();
  });
});
