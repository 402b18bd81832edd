import { MATCH_STATUS } from '@sportsbook/domain';
import { type ReactElement, createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ClientIntlProvider } from '../../../lib/i18n/client-intl';
import type { DocumentMessages } from '../../../lib/i18n/client-messages';
import type { LiveMatchState } from '../model/live-cells';
import { PeriodScores, ScoreboardLive } from './scoreboard-live';
import { PeriodScoresView, ScoreboardLiveView } from './scoreboard-live-view';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const RENDERED_AT = Date.parse('2026-11-26T18:00:30Z');
const texts = { live: 'Live', interrupted: 'Interrupted', finished: 'Finished' };
const pause = { half_time: 'Half-time', period_break: 'Break', delay: 'Delayed' };
const labels = { period: 'Period', total: 'Total', serving: 'Serving', points: 'Points' };

function inIntl(element: ReactElement) {
  const messages = {
    catalog: { ...texts, names: { sports: {}, categories: {}, periods: {}, markets: {} } },
    matchCentre: { pause, 'pause-short': pause },
  } as unknown as DocumentMessages;
  return createElement(ClientIntlProvider, {
    value: { locale: 'en', localeInUrl: false, homePath: '/', messages },
    children: element,
  });
}

/** The placeholder the match page gives the island for this state, at the page's time. */
function placeholderOf(state: LiveMatchState) {
  return createElement(ScoreboardLiveView, {
    state,
    now: RENDERED_AT,
    texts: { ...texts, pause: (kind) => pause[kind], period: (period) => period.periodName },
    kickoffText: '18:00',
    versus: '–',
  });
}

function liveMatch(overrides: Partial<NonNullable<LiveMatchState['statistics']>> = {}) {
  return {
    status: MATCH_STATUS.live,
    stage: null,
    statistics: {
      clock: {
        matchTime: '67:00',
        stoppageTime: null,
        stoppageTimeAnnounced: null,
        remainingTime: null,
        remainingTimeInPeriod: null,
        stopped: false,
        clockUpdatedAt: '2026-11-26T18:00:00Z',
      },
      totalScore: { home: 2, away: 1 },
      gameScore: null,
      currentServer: null,
      periodScore: [
        {
          home: 1,
          away: 0,
          periodKey: 'first_half',
          periodName: '1st half',
          number: 1,
          type: 'half',
        },
        {
          home: 1,
          away: 1,
          periodKey: 'second_half',
          periodName: '2nd half',
          number: 2,
          type: 'half',
        },
      ],
      maxPeriodNumber: 2,
      pause: null,
      ...overrides,
    },
  } as unknown as LiveMatchState;
}

// The match page renders the view on the server as the island's placeholder (decision 0084): it
// must be the markup the island itself renders, or the page moves when the island replaces it.
describe("the live scoreboard's placeholder", () => {
  it('is the markup the island renders for a running clock, at the time the page was rendered', async () => {
    const state = liveMatch();
    const placeholder = await html(placeholderOf(state));
    const island = await html(
      inIntl(
        createElement(ScoreboardLive, {
          matchId: 1,
          initial: state,
          renderedAt: RENDERED_AT,
          kickoffText: '18:00',
          versus: '–',
        }),
      ),
    );
    expect(placeholder).toBe(island);
    // 67:00 when the clock was sent, 30 seconds before the page was rendered.
    expect(placeholder).toContain('67:30');
    expect(placeholder).toContain('2nd half');
  });

  it('shows half-time as the island does, not a standing clock', async () => {
    const state = liveMatch({ pause: 'half_time' });
    const placeholder = await html(placeholderOf(state));
    expect(placeholder).toContain('Half-time');
    expect(placeholder).not.toContain('67:');
  });

  it("holds the period table's rows, as the island draws them", async () => {
    const state = liveMatch();
    const props = { homeName: 'Arsenal', awayName: 'Chelsea', labels };
    const placeholder = await html(
      createElement(PeriodScoresView, {
        state,
        periodName: (period) => period.periodName,
        ...props,
      }),
    );
    const island = await html(
      inIntl(createElement(PeriodScores, { matchId: 1, initial: state, ...props })),
    );
    expect(placeholder).toBe(island);
    expect(placeholder).toMatch(/<th scope="row"[^>]*>Arsenal<\/th>/);
  });
});
