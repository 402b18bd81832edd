import { describe, expect, it } from 'vitest';
import { LimitRooms, type MeasuredLimit } from './limits-service';

const limit = (id: number, kind: MeasuredLimit['kind'], remaining: number): MeasuredLimit => ({
  id,
  kind,
  remaining,
  period: 'day',
  currency: 'EUR',
  used: 0,
  periodStart: new Date('2026-11-22T00:00:00Z'),
  periodEnd: new Date('2026-11-23T00:00:00Z'),
});

describe('limit rooms of a placement batch', () => {
  it('uses up room placement by placement; a refused one takes nothing', () => {
    const rooms = new LimitRooms(new Map([[7, [limit(1, 'wager', 3000), limit(2, 'loss', 2500)]]]));
    expect(rooms.take('stake', [{ accountId: 7, amount: 2000 }])).toBeNull();
    expect(rooms.take('stake', [{ accountId: 7, amount: 1000 }])).toEqual({
      accountId: 7,
      limit: limit(2, 'loss', 500),
    });
    expect(rooms.take('stake', [{ accountId: 7, amount: 500 }])).toBeNull();
    expect(rooms.take('stake', [{ accountId: 7, amount: 1 }])?.limit.remaining).toBe(0);
  });

  it('counts every bet of one placement together, and leaves other accounts alone', () => {
    const rooms = new LimitRooms(new Map([[7, [limit(1, 'wager', 1000)]]]));
    const twoBets = [
      { accountId: 7, amount: 600 },
      { accountId: 7, amount: 600 },
    ];
    expect(rooms.take('stake', twoBets)?.limit.remaining).toBe(400);
    expect(rooms.take('stake', [{ accountId: 8, amount: 10 ** 9 }])).toBeNull();
    expect(rooms.take('stake', [{ accountId: 7, amount: 1000 }])).toBeNull();
  });

  it('binds deposits by deposit limits only', () => {
    const rooms = new LimitRooms(new Map([[7, [limit(1, 'wager', 0), limit(2, 'deposit', 100)]]]));
    expect(rooms.take('deposit', [{ accountId: 7, amount: 100 }])).toBeNull();
    expect(rooms.take('deposit', [{ accountId: 7, amount: 1 }])?.limit.id).toBe(2);
  });
});
