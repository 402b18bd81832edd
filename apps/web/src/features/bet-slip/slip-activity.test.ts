import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIP_QUIET_MS, holdWhilePlacing, noteSlipActivity, slipBusyForMs } from './slip-activity';

describe('the slip at work', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is quiet until the player touches it', () => {
    vi.advanceTimersByTime(SLIP_QUIET_MS + 1);
    expect(slipBusyForMs()).toBe(0);
  });

  it('stays busy for the quiet time after a press or a key, counting down', () => {
    noteSlipActivity();
    expect(slipBusyForMs()).toBe(SLIP_QUIET_MS);
    vi.advanceTimersByTime(1000);
    expect(slipBusyForMs()).toBe(SLIP_QUIET_MS - 1000);
    vi.advanceTimersByTime(SLIP_QUIET_MS - 1000);
    expect(slipBusyForMs()).toBe(0);
  });

  it('is busy while any placement is in flight, and for the quiet time after the last ends', () => {
    vi.advanceTimersByTime(SLIP_QUIET_MS);
    const first = holdWhilePlacing();
    const second = holdWhilePlacing();
    vi.advanceTimersByTime(SLIP_QUIET_MS * 3);
    first();
    first();
    expect(slipBusyForMs()).toBe(SLIP_QUIET_MS);
    vi.advanceTimersByTime(SLIP_QUIET_MS * 3);
    second();
    expect(slipBusyForMs()).toBe(SLIP_QUIET_MS);
    vi.advanceTimersByTime(SLIP_QUIET_MS);
    expect(slipBusyForMs()).toBe(0);
  });
});
