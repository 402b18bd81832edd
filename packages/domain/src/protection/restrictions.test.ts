import { describe, expect, it } from 'vitest';
import {
  PANIC_PERIOD,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  bindingRestriction,
  isRestrictionActive,
  restrictionAllows,
  restrictionEnd,
  restrictionKindOf,
} from './restrictions';

const at = (iso: string) => Date.parse(iso);

describe('restrictionEnd', () => {
  const start = at('2026-03-10T17:45:12.345Z');
  it('ends fixed periods after their length', () => {
    expect(restrictionEnd('24h', start)).toBe(at('2026-03-11T17:45:12.345Z'));
    expect(restrictionEnd('1w', start)).toBe(at('2026-03-17T17:45:12.345Z'));
    expect(restrictionEnd('6w', start)).toBe(at('2026-04-21T17:45:12.345Z'));
  });
  it('ends months and years on the same day and time of the calendar', () => {
    expect(restrictionEnd('1m', start)).toBe(at('2026-04-10T17:45:12.345Z'));
    expect(restrictionEnd('6m', start)).toBe(at('2026-09-10T17:45:12.345Z'));
    expect(restrictionEnd('1y', start)).toBe(at('2027-03-10T17:45:12.345Z'));
    expect(restrictionEnd('5y', start)).toBe(at('2031-03-10T17:45:12.345Z'));
  });
  it('ends a month from a long month on the last day of a short one', () => {
    expect(restrictionEnd('1m', at('2026-01-31T08:00Z'))).toBe(at('2026-02-28T08:00Z'));
    expect(restrictionEnd('1y', at('2028-02-29T08:00Z'))).toBe(at('2029-02-28T08:00Z'));
    expect(restrictionEnd('6m', at('2026-08-31T08:00Z'))).toBe(at('2027-02-28T08:00Z'));
  });
  it('never ends a period before or at its start', () => {
    for (const period of [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]) {
      expect(restrictionEnd(period, start)).toBeGreaterThan(start);
    }
  });
  it('makes self-exclusion at least six months', () => {
    for (const period of SELF_EXCLUSION_PERIODS) {
      expect(restrictionEnd(period, start)).toBeGreaterThanOrEqual(restrictionEnd('6m', start));
    }
  });
});

describe('restriction kinds', () => {
  it('calls time-outs and the panic button cooling-off and the long periods self-exclusion', () => {
    expect(TIME_OUT_PERIODS.map(restrictionKindOf)).toEqual([
      'coolingoff',
      'coolingoff',
      'coolingoff',
      'coolingoff',
    ]);
    expect(SELF_EXCLUSION_PERIODS.map(restrictionKindOf)).toEqual([
      'selfexclusion',
      'selfexclusion',
      'selfexclusion',
    ]);
    expect(PANIC_PERIOD).toBe('24h');
  });
});

describe('bindingRestriction', () => {
  const now = at('2026-03-10T12:00Z');
  const timeOut = { kind: 'coolingoff' as const, disableAt: at('2026-03-20T12:00Z') };
  const longerTimeOut = { kind: 'coolingoff' as const, disableAt: at('2026-04-20T12:00Z') };
  const exclusion = { kind: 'selfexclusion' as const, disableAt: at('2026-09-10T12:00Z') };
  const over = { kind: 'selfexclusion' as const, disableAt: now };

  it('binds nobody without restrictions or once they ended', () => {
    expect(bindingRestriction([], now)).toBeNull();
    expect(bindingRestriction([over], now)).toBeNull();
    expect(isRestrictionActive(over, now - 1)).toBe(true);
  });
  it('prefers a self-exclusion, then the time-out that ends last', () => {
    expect(bindingRestriction([timeOut, exclusion, longerTimeOut], now)).toBe(exclusion);
    expect(bindingRestriction([timeOut, longerTimeOut], now)).toBe(longerTimeOut);
    expect(bindingRestriction([longerTimeOut, timeOut], now)).toBe(longerTimeOut);
  });
});

describe('restrictionAllows', () => {
  const restriction = { kind: 'coolingoff' as const, disableAt: at('2026-03-20T12:00Z') };
  it('lets a restricted player only see the account and have open bets settle', () => {
    expect(restrictionAllows(restriction, 'view_account')).toBe(true);
    expect(restrictionAllows(restriction, 'settle_open_bets')).toBe(true);
    for (const action of [
      'sign_in',
      'start_session',
      'place_bet',
      'deposit',
      'receive_bonus',
    ] as const) {
      expect(restrictionAllows(restriction, action)).toBe(false);
    }
  });
  it('lets a free player do everything', () => {
    expect(restrictionAllows(null, 'place_bet')).toBe(true);
    expect(restrictionAllows(null, 'deposit')).toBe(true);
  });
});
