import { describe, expect, it } from 'vitest';
import type { Match } from '@sportsbook/contract';
import { clockLabel, clockTime, currentPeriod, parseClockText } from './match-clock';
import { CLOCK_READ_AT, makeClock } from './match-clock.test-helpers';

const readAt = CLOCK_READ_AT;
const at = (seconds: number) => Date.parse(readAt) + seconds * 1000;
const clock = makeClock;

describe('parseClockText', () => {
  it('reads minutes and seconds', () => {
    expect(parseClockText('67:12')).toBe(4032);
    expect(parseClockText('105:00')).toBe(6300);
    expect(parseClockText('7')).toBeNull();
    expect(parseClockText(null)).toBeNull();
  });
});

describe('clockLabel', () => {
  it('shows the minute being played, football style', () => {
    expect(clockLabel(clock(), at(0))).toBe("68'");
    expect(clockLabel(clock({ matchTime: '00:20' }), at(0))).toBe("1'");
  });

  it('keeps counting from the moment the clock was read while it runs', () => {
    expect(clockLabel(clock(), at(60))).toBe("69'");
  });

  it('stands still while the clock is stopped (half-time, a break)', () => {
    expect(clockLabel(clock({ matchTime: '45:00', stopped: true }), at(600))).toBe("46'");
  });

  it('adds stoppage time after the regular minute', () => {
    expect(clockLabel(clock({ matchTime: '45:00', stoppageTime: '01:30' }), at(0))).toBe("45+2'");
  });

  it('counts down the time left in the period for sports that do', () => {
    expect(clockLabel(clock({ remainingTimeInPeriod: '05:12' }), at(12))).toBe('05:00');
    expect(clockLabel(clock({ remainingTimeInPeriod: '00:05' }), at(30))).toBe('00:00');
  });

  it('has nothing to show without a clock', () => {
    expect(clockLabel(null, at(0))).toBeNull();
    expect(clockLabel(clock({ matchTime: null }), at(0))).toBeNull();
  });
});

describe('clockTime', () => {
  it('shows minutes and seconds on the scoreboard', () => {
    expect(clockTime(clock(), at(33))).toBe('67:45');
    expect(clockTime(clock({ matchTime: '90:00', stoppageTime: '02:10' }), at(5))).toBe(
      '90:00 +02:15',
    );
  });
});

describe('currentPeriod', () => {
  it('names the latest period when the feed sends no stage', () => {
    const statistics = {
      periodScore: [
        { home: 6, away: 4, periodKey: 's1', periodName: '1st set', number: 1, type: 'set' },
        { home: 2, away: 3, periodKey: 's2', periodName: '2nd set', number: 2, type: 'set' },
      ],
    } as unknown as Match['statistics'];
    expect(currentPeriod(statistics)?.periodName).toBe('2nd set');
    expect(currentPeriod(null)).toBeNull();
  });
});
