import { describe, expect, it } from 'vitest';
import { transactionQuery } from './transaction-filter';

describe('the transactions filter', () => {
  it('asks for every entry when nothing is chosen', () => {
    expect(transactionQuery({ kind: '', from: '', to: '' }, 1, 20)).toEqual({
      kind: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      limit: 20,
    });
  });

  it('takes the whole last day: "to" is the next midnight', () => {
    const query = transactionQuery(
      { kind: 'deposit', from: '2026-11-01', to: '2026-11-03' },
      2,
      20,
    );
    expect(query.kind).toBe('deposit');
    expect(new Date(query.from!).getDate()).toBe(1);
    expect(new Date(query.to!).getDate()).toBe(4);
    expect(query.page).toBe(2);
  });

  it('reads a "to" before "from" as the one day of "from"', () => {
    const query = transactionQuery({ kind: '', from: '2026-11-05', to: '2026-11-01' }, 1, 20);
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBeGreaterThan(0);
    expect(new Date(query.to!).getDate()).toBe(6);
  });

  it('ignores an unknown kind', () => {
    expect(transactionQuery({ kind: 'bonus', from: '', to: '' }, 1, 20).kind).toBeUndefined();
  });
});
