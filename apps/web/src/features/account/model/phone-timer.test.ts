import { describe, expect, it } from 'vitest';
import { secondsUntil } from './phone-timer';

describe('resend countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');

  it('rounds the wait up to whole seconds', () => {
    expect(secondsUntil('2026-11-22T10:00:59.200Z', now)).toBe(60);
    expect(secondsUntil('2026-11-22T10:00:00.001Z', now)).toBe(1);
  });

  it('allows a new code at once when there is no timeout or it has passed', () => {
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('2026-11-22T09:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
