import { MATCH_STATUS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import {
  type LiveCellTexts,
  type LiveMatchState,
  clockAttribute,
  liveClockView,
  liveScoreText,
  parseClockAttribute,
} from './live-cells';
import { CLOCK_READ_AT, makeClock } from './match-clock.test-helpers';

const readAt = CLOCK_READ_AT;
const clock = makeClock;
const texts: LiveCellTexts = {
  live: 'Live',
  finished: 'Finished',
  interrupted: 'Interrupted',
  pauseShort: { half_time: 'HT', period_break: 'Break', delay: 'Delay' },
  period: (period) => `period ${period.number}`,
};
const state = (
  statistics: Partial<NonNullable<LiveMatchState['statistics']>> | null = {},
  status: number = MATCH_STATUS.live,
  stage: string | null = null,
): LiveMatchState => ({
  status: status as LiveMatchState['status'],
  stage,
  statistics:
    statistics === null
      ? null
      : {
          clock: clock(),
          totalScore: { home: 2, away: 1 },
          gameScore: null,
          currentServer: null,
          periodScore: [],
          maxPeriodNumber: 2,
          pause: null,
          ...statistics,
        },
});
const at = Date.parse(readAt);

describe('liveClockView', () => {
  it('shows the minute being played and counts on while the clock runs', () => {
    const view = liveClockView(state(), at + 60_000, texts);
    expect(view).toMatchObject({ state: 'live', minute: "69'", period: '' });
    expect(view.running).not.toBeNull();
  });

  it('shows a break as a break, never as a stopped clock, and does not count', () => {
    const view = liveClockView(state({ pause: 'half_time' }), at, texts);
    expect(view).toMatchObject({ minute: 'HT', running: null });
  });

  it('reads "Live" without a usable clock, and names the stage or the latest period', () => {
    expect(
      liveClockView(state({ clock: null }, MATCH_STATUS.live, '3rd set'), at, texts),
    ).toMatchObject({
      minute: 'Live',
      period: '3rd set',
      running: null,
    });
    const periods = [
      { periodKey: 'a', periodName: '', number: 1, type: 'set', home: 6, away: 4 },
      { periodKey: 'b', periodName: '', number: 2, type: 'set', home: 2, away: 3 },
    ];
    expect(liveClockView(state({ periodScore: periods }), at, texts).period).toBe('period 2');
  });

  it('ends as "Finished" or "Interrupted", with no period and no clock', () => {
    expect(liveClockView(state({}, MATCH_STATUS.finished), at, texts)).toEqual({
      state: 'over',
      minute: 'Finished',
      period: '',
      running: null,
    });
    expect(liveClockView(state({}, MATCH_STATUS.stopped), at, texts).minute).toBe('Interrupted');
  });

  it('does not count a clock read at an instant that cannot be read', () => {
    const view = liveClockView(state({ clock: clock({ clockUpdatedAt: 'soon' }) }), at, texts);
    expect(view).toMatchObject({ minute: "68'", running: null });
  });
});

describe('liveScoreText', () => {
  it('gives each side its score, nothing before the feed sends one', () => {
    expect(liveScoreText(state(), 'home')).toBe('2');
    expect(liveScoreText(state({ totalScore: { home: 0, away: 0 } }), 'away')).toBe('0');
    expect(liveScoreText(state(null), 'home')).toBe('');
  });
});

describe('the clock attribute', () => {
  it('carries a running clock to the browser and back, the same minute at any instant', () => {
    for (const running of [
      clock(),
      clock({ matchTime: '45:00', stoppageTime: '01:30' }),
      clock({ matchTime: null, remainingTimeInPeriod: '05:12' }),
    ]) {
      const text = clockAttribute(running);
      const back = parseClockAttribute(text);
      expect(back).not.toBeNull();
      for (const later of [0, 59_000, 61_000, 600_000]) {
        expect(liveClockView(state({ clock: back }), at + later, texts).minute).toBe(
          liveClockView(state({ clock: running }), at + later, texts).minute,
        );
      }
    }
    expect(clockAttribute(clock())).toBe(`${at} 67:12 - -`);
  });

  it('reads nothing from a damaged attribute', () => {
    for (const text of [null, '', 'x 67:12 - -', '1 67:12 -', `${at}  - -`]) {
      expect(parseClockAttribute(text)).toBeNull();
    }
  });
});
