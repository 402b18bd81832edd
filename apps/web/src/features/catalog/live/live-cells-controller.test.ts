import type { Match } from '@sportsbook/contract';
import { MATCH_STATUS } from '@sportsbook/domain';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { LiveClockCell, LiveScoreCell } from '../components/live-cells';
import {
  LIVE_CLOCK_ATTRIBUTE,
  LIVE_MATCH_ATTRIBUTE,
  type LiveMatchState,
  liveClockView,
  liveScoreText,
} from '../model/live-cells';
import { FakeElement, FakePage, settle } from './fake-page.test-helpers';
import { liveCellTexts, startLiveCellsController } from './live-cells-controller';
import { ingestMatchStates, matchStateOf } from './match-live-store';
import { CLOCK_READ_AT, makeClock } from '../model/match-clock.test-helpers';

const texts = liveCellTexts('en', en.catalog, en['match-centre']['pause-short']);
const READ_AT = Date.parse(CLOCK_READ_AT);

const clock = makeClock;

const liveState = (
  overrides: Partial<NonNullable<LiveMatchState['statistics']>> = {},
  status: number = MATCH_STATUS.live,
): LiveMatchState => ({
  status: status as LiveMatchState['status'],
  stage: null,
  statistics: {
    clock: clock(),
    totalScore: { home: 1, away: 0 },
    gameScore: null,
    currentServer: null,
    periodScore: [
      {
        periodKey: '1',
        periodName: '1st half',
        number: 1,
        type: 'regular_period',
        home: 1,
        away: 0,
      },
      {
        periodKey: '2',
        periodName: '2nd half',
        number: 2,
        type: 'regular_period',
        home: 0,
        away: 0,
      },
    ],
    maxPeriodNumber: 2,
    pause: null,
    ...overrides,
  },
});

let page: FakePage;
let nowMs: number;
let ticks: Set<() => void>;
let stops: (() => void)[];
// Each test's matches are its own: the live store is the page's one module.
let nextMatchId = 1000;

/** A live match row as `MatchRow` renders it: the clock cell and both scores. */
function row(matchId: number, state: LiveMatchState, renderedAt = READ_AT): FakeElement {
  const article = new FakeElement(page, 'article');
  article.setAttribute(LIVE_MATCH_ATTRIBUTE, String(matchId));
  article.append(
    ...page.build(createElement(LiveClockCell, { view: liveClockView(state, renderedAt, texts) })),
    ...page.build(
      createElement(LiveScoreCell, { side: 'home', score: liveScoreText(state, 'home') }),
    ),
    ...page.build(
      createElement(LiveScoreCell, { side: 'away', score: liveScoreText(state, 'away') }),
    ),
  );
  page.documentElement.append(article);
  return article;
}

const minuteOf = (article: FakeElement) => article.querySelector('.live-minute')!.textContent;
const periodOf = (article: FakeElement) => article.querySelector('.live-period')!.textContent;
const clockOf = (article: FakeElement) => article.querySelector('[data-live-cell]')!;
const scoresOf = (article: FakeElement) =>
  article
    .querySelectorAll('[data-live-cell]')
    .slice(1)
    .map((cell) => cell.textContent);

function start() {
  stops.push(
    startLiveCellsController({
      root: page as unknown as Document,
      texts,
      now: () => nowMs,
      every: (_ms, tick) => {
        ticks.add(tick);
        return () => ticks.delete(tick);
      },
    }),
  );
}

/** A second passes on the page's clock. */
function second() {
  nowMs += 1000;
  [...ticks].forEach((tick) => tick());
}

const ingest = (matchId: number, state: LiveMatchState) =>
  ingestMatchStates([{ id: matchId, ...state } as Match]);

beforeEach(() => {
  page = new FakePage();
  nowMs = READ_AT;
  ticks = new Set();
  stops = [];
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('the live cells controller', () => {
  it('counts a running clock on from the server’s reading, once a second, with one timer', () => {
    const first = row(++nextMatchId, liveState());
    const second_ = row(++nextMatchId, liveState({ clock: clock({ matchTime: '10:59' }) }));
    expect(minuteOf(first)).toBe("68'");
    expect(clockOf(first).getAttribute(LIVE_CLOCK_ATTRIBUTE)).toBe(`${READ_AT} 67:12 - -`);
    // The page was served 50 s after the clock was read: the controller catches up at once.
    nowMs = READ_AT + 50_000;
    start();
    expect(minuteOf(first)).toBe("69'");
    expect(minuteOf(second_)).toBe("12'");
    expect(ticks.size).toBe(1);
    for (let i = 0; i < 60; i++) second();
    expect(minuteOf(first)).toBe("70'");
    expect(minuteOf(second_)).toBe("13'");
  });

  it('writes a new score, period and minute when the live store moves, and only then', () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    start();
    expect(scoresOf(article)).toEqual(['1', '0']);
    expect(periodOf(article)).toBe('2nd half');

    ingest(
      matchId,
      liveState({ totalScore: { home: 1, away: 1 }, clock: clock({ matchTime: '80:00' }) }),
    );
    expect(scoresOf(article)).toEqual(['1', '1']);
    expect(minuteOf(article)).toBe("81'");
    expect(clockOf(article).getAttribute('data-state')).toBe('live');
  });

  it('shows a break as a break and stops counting until the clock runs again', () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    start();
    ingest(matchId, liveState({ pause: 'half_time', clock: clock({ stopped: true }) }));
    expect(minuteOf(article)).toBe('HT');
    expect(ticks.size).toBe(0);
    second();
    expect(minuteOf(article)).toBe('HT');

    ingest(
      matchId,
      liveState({
        clock: clock({ matchTime: '45:00', clockUpdatedAt: new Date(nowMs).toISOString() }),
      }),
    );
    expect(minuteOf(article)).toBe("46'");
    expect(ticks.size).toBe(1);
  });

  it('turns a finished match grey with "Finished", its period gone, the scores kept', () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    start();
    ingest(matchId, liveState({}, MATCH_STATUS.finished));
    expect(clockOf(article).getAttribute('data-state')).toBe('over');
    expect(minuteOf(article)).toBe('Finished');
    expect(periodOf(article)).toBe('');
    expect(scoresOf(article)).toEqual(['1', '0']);
    expect(ticks.size).toBe(0);

    ingest(matchId, liveState({}, MATCH_STATUS.stopped));
    expect(minuteOf(article)).toBe('Interrupted');
  });

  it('shows the score once the feed sends one to a row rendered without statistics', () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, { status: MATCH_STATUS.live, stage: null, statistics: null });
    expect(minuteOf(article)).toBe('Live');
    expect(scoresOf(article)).toEqual(['', '']);
    start();
    ingest(matchId, liveState({ totalScore: { home: 2, away: 3 } }));
    expect(scoresOf(article)).toEqual(['2', '3']);
    expect(minuteOf(article)).toBe("68'");
  });

  it('moves rows added after it started, and lets go of a match whose last row left', async () => {
    start();
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    await settle();
    ingest(matchId, liveState({ totalScore: { home: 4, away: 0 } }));
    expect(scoresOf(article)).toEqual(['4', '0']);

    article.remove();
    await settle();
    // Nobody on the page shows the match any more: the store forgets it.
    expect(matchStateOf(matchId)).toBeUndefined();
    expect(ticks.size).toBe(0);
  });

  it('writes the store’s state back into a row the server rendered anew with an older one', async () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    start();
    ingest(matchId, liveState({ totalScore: { home: 2, away: 0 } }));
    // `router.refresh()` renders the row again from a page cached before the goal.
    article.remove();
    const again = row(matchId, liveState());
    expect(scoresOf(again)).toEqual(['1', '0']);
    await settle();
    expect(scoresOf(again)).toEqual(['2', '0']);
  });

  it('stops: no timer, no subscription, the cells left as they are', () => {
    const matchId = ++nextMatchId;
    const article = row(matchId, liveState());
    start();
    stops.splice(0).forEach((stop) => stop());
    expect(ticks.size).toBe(0);
    ingest(matchId, liveState({ totalScore: { home: 9, away: 9 } }));
    expect(scoresOf(article)).toEqual(['1', '0']);
  });
});
