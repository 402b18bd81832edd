import { describe, expect, it } from 'vitest';
import { describeKickoff, formatShortDateTime } from './kickoff';

const now = new Date('2026-11-22T10:00:00Z');

describe('describeKickoff', () => {
  it('says today for a match later the same day in the visitor zone', () => {
    expect(describeKickoff('2026-11-22T19:30:00Z', now, 'en-GB', 'UTC')).toEqual({
      day: { kind: 'today' },
      time: '19:30',
    });
  });

  it('moves a late kick-off to tomorrow in a zone east of UTC', () => {
    const kickoff = describeKickoff('2026-11-22T23:30:00Z', now, 'de', 'Europe/Berlin');
    expect(kickoff.day).toEqual({ kind: 'tomorrow' });
    expect(kickoff.time).toBe('00:30');
  });

  it('names the date further ahead', () => {
    const kickoff = describeKickoff('2026-11-28T15:00:00Z', now, 'en-GB', 'UTC');
    expect(kickoff.day.kind).toBe('date');
    expect(kickoff.day.kind === 'date' && kickoff.day.text).toBe('28 Nov');
  });
});

describe('formatShortDateTime', () => {
  it('writes a 24-hour clock in the page locale, not the US default', () => {
    const en = formatShortDateTime('2026-11-25T01:37:00Z', 'en', 'UTC');
    expect(en).toContain('01:37');
    expect(en).not.toMatch(/AM|PM|11\/25/);
    expect(formatShortDateTime('2026-11-25T01:37:00Z', 'de', 'Europe/Berlin')).toBe(
      '25. Nov., 02:37',
    );
  });
});
