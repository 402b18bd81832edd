import { describe, expect, it } from 'vitest';
import { type VipBet, applyVipUpdate } from './vip-bets-model';

const vip = (id: string, status: VipBet['status'] = 'pending') =>
  ({
    id,
    status,
    type: 'single',
    stake: { value: 2_000_000, currency: 'EUR', subunits: 100 },
    currency: 'EUR',
    odds: 2.1,
    potential_win: 4_200_000,
    selections: [],
    counter_offer: null,
    expires_at: null,
    bet_id: null,
    is_vip: true,
    created_at: '2026-01-01T12:00:00Z',
    decided_at: null,
  }) as const;

describe('VIP bets kept live', () => {
  const list = [vip('1'), vip('2')].map(
    (wire) =>
      applyVipUpdate([], { id: `vip-${wire.id}`, status: 'submitted', vip: wire })[0] as VipBet,
  );

  it('replaces a request with its update and adds a new one on top', () => {
    const countered = applyVipUpdate(list, {
      id: 'vip-2',
      status: 'submitted',
      vip: {
        ...vip('2', 'countered'),
        counter_offer: { stake: 1, odds: 2, potential_win: 2, expires_at: 'x' },
      },
    });
    expect(countered.map((b) => [b.id, b.status])).toEqual([
      ['1', 'pending'],
      ['2', 'countered'],
    ]);
    expect(countered[1]?.counterOffer?.potentialWin).toBe(2);
    expect(
      applyVipUpdate(list, { id: 'vip-3', status: 'submitted', vip: vip('3') }).map((b) => b.id),
    ).toEqual(['3', '1', '2']);
  });

  it('removes a request whose update says rejected (spec section 4)', () => {
    expect(
      applyVipUpdate(list, { id: 'vip-1', status: 'rejected', vip: vip('1', 'expired') }).map(
        (b) => b.id,
      ),
    ).toEqual(['2']);
  });

  it('leaves the list alone for updates of placed bets', () => {
    expect(applyVipUpdate(list, { id: '77', status: 'rejected' })).toBe(list);
  });
});
