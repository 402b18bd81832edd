import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, formatMinor, unitOf } from './format';

const words = { hours: '{count} h', minutes: '{count} min' };

describe('protection formatting', () => {
  it('writes a session of 65 minutes as hours and minutes', () => {
    expect(durationParts(3_900)).toEqual({ hours: 1, minutes: 5 });
    expect(formatDuration(3_900, words)).toBe('1 h 5 min');
  });

  it('writes a session under an hour in minutes only, rounding seconds down', () => {
    expect(formatDuration(59, words)).toBe('0 min');
    expect(formatDuration(25 * 60 + 59, words)).toBe('25 min');
  });

  it('shows a net loss with a minus sign and a win without', () => {
    const eur = unitOf('EUR', []);
    expect(formatMinor(-1250, eur, 'en')).toBe('−€12.50');
    expect(formatMinor(1250, eur, 'en')).toBe('€12.50');
  });

  it('uses the currency decimals the player’s settings give', () => {
    expect(formatMinor(1500, unitOf('JPY', [{ code: 'JPY', subunits: 1 }]), 'en')).toBe('¥1,500');
  });
});
