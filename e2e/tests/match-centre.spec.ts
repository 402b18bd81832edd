import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The match centre of a live match page (decision 0047): the tracker moves and the statistics
// fill as the simulated feed records the play, pushed over the match's realtime channel. The
// feed runs on the real clock; nothing here changes what other journeys see.

interface LiveMatch {
  id: number;
  slug: string;
  tournament: { sport: { key: string } };
  statistics: { clock: { stopped: boolean } | null; pause?: string | null } | null;
}

/** Sports whose play the match centre records event by event (not cricket's overs). */
const RECORDED = [
  'football',
  'ice-hockey',
  'basketball',
  'tennis',
  'dota-2',
  'league-of-legends',
  'cs2',
];

/** The average wait between a match's recent plays, counting the wait since its last one. */
async function playGapMs(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/sportsbook/matches/${id}/timeline`, {
    params: { limit: '12' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { timeline: { events: { at: string }[] } } };
  const times = data.timeline.events.map((event) => Date.parse(event.at));
  if (times.length < 2) return Infinity;
  const span = Date.now() - (times[0] ?? 0);
  return span / times.length;
}

/**
 * A live match with its clock running (not at a break) whose play is recorded most often now.
 * Which sports are in play depends on the hour (at night mostly e-sports, a kill every minute
 * or so), so the journey measures the recent pace of each candidate instead of trusting a list.
 */
async function busiestLiveMatch(
  request: APIRequestContext,
  skip: ReadonlySet<number>,
): Promise<LiveMatch> {
  const response = await request.get('/api/sportsbook/matches', {
    params: { match_status: '1', type: 'match', limit: '100' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: LiveMatch[] };
  const running = data
    .filter(
      (m) =>
        RECORDED.includes(m.tournament.sport.key) &&
        m.statistics?.clock?.stopped !== true &&
        !m.statistics?.pause &&
        !skip.has(m.id),
    )
    .slice(0, 20);
  const paced = await Promise.all(
    running.map(async (match) => ({ match, gap: await playGapMs(request, match.id) })),
  );
  paced.sort((a, b) => a.gap - b.gap);
  const match = paced[0]?.match;
  if (!match) throw new Error('no match in play with a running clock');
  return match;
}

/** Everything the statistics tab counts for the match (possession aside), from the API. */
async function counted(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/sportsbook/matches/${id}/summary`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { summary: { lines: { key: string; home: number; away: number }[] } };
  };
  return data.summary.lines
    .filter((l) => l.key !== 'possession')
    .reduce((sum, l) => sum + l.home + l.away, 0);
}

/** What a wait on a live match ended with: the awaited change, or the match's end. */
type Outcome = 'seen' | 'finished';

test('a live match page shows the tracker moving and the statistics filling', async ({
  page,
  request,
}) => {
  // Play is recorded every 12–30 s of real time in football and hockey, a point or kill about
  // every 30–60 s elsewhere; the feed runs on the real clock. The journey waits in a lane of
  // its own (decision 0055), so a long wait for the next play costs the run no time. The
  // busiest match may be at its last point: when it finishes before the journey has seen the
  // tracker move and the statistics grow, the journey takes the next busiest match.
  test.setTimeout(600_000);
  const finishedMatches = new Set<number>();
  for (;;) {
    expect(finishedMatches.size, 'matches that finished while watched').toBeLessThan(3);
    const match = await busiestLiveMatch(request, finishedMatches);
    // What the statistics counted when the page opened: they must have grown by the end (an
    // e-sports match records a kill every minute or two, so the wait spans the tracker's too).
    const initial = await counted(request, match.id);
    await page.goto(`/sports/${match.tournament.sport.key}/${match.slug}`);
    const finished = page
      .getByRole('region', { name: 'Scoreboard' })
      .getByText('Finished', { exact: true });
    /** Waits until `changed` holds or the match has finished, whichever comes first. */
    const until = async (changed: () => Promise<boolean>, timeout: number) => {
      let outcome: Outcome | null = null;
      await expect
        .poll(
          async () => {
            if (await changed()) outcome = 'seen';
            else if (await finished.isVisible()) outcome = 'finished';
            return outcome;
          },
          { timeout },
        )
        .not.toBeNull();
      return outcome as Outcome | null;
    };

    const centre = page.getByRole('region', { name: 'Match centre' });
    await expect(centre.getByRole('tab', { name: 'Tracker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tracker = centre.getByRole('img', { name: /^Live match tracker: / });
    await expect(tracker).toBeVisible();
    const latest = centre.getByRole('list', { name: 'Latest event' }).getByRole('listitem').first();
    await expect(latest).toBeVisible();

    // The tracker moves: a new event replaces the latest one, pushed without a reload.
    const first = (await latest.textContent()) ?? '';
    if ((await until(async () => (await latest.textContent()) !== first, 200_000)) === 'finished') {
      finishedMatches.add(match.id);
      continue;
    }
    // The tracker shows the new latest play (two plays in a row may read alike: "shot on
    // target"), named as the list names it after its match time.
    await expect
      .poll(async () => {
        const play = ((await latest.locator('span').last().textContent()) ?? '').trim();
        return (
          play !== '' &&
          (await tracker.getAttribute('aria-label')) === `Live match tracker: ${play}`
        );
      })
      .toBe(true);
    // Screen readers hear the play that matters in a live region.
    await expect(centre.getByTestId('match-centre-live')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(page, 'section[aria-labelledby="match-centre-heading"]');

    // The statistics fill: what the tab counts grows as the feed records more play.
    await centre.getByRole('tab', { name: 'Statistics' }).click();
    const panel = centre.getByRole('tabpanel');
    const lines = panel.locator('[data-stat]:not([data-stat="possession"]) [data-value]');
    await expect(lines.first()).toBeVisible();
    const shown = async () =>
      (await lines.allTextContents())
        // The side's name is read out first (it may hold digits); the count ends the text.
        .map((text) => Number(/(\d+)\D*$/.exec(text)?.[1] ?? 0))
        .reduce((a, b) => a + b, 0);
    if ((await until(async () => (await shown()) > initial, 100_000)) === 'finished') {
      finishedMatches.add(match.id);
      continue;
    }
    expect(await shown()).toBeLessThanOrEqual(await counted(request, match.id));
    await expectNoAxeViolations(page, 'section[aria-labelledby="match-centre-heading"]');

    // The timeline lists the key events with the score at each.
    await centre.getByRole('tab', { name: 'Timeline' }).click();
    await expect(
      centre
        .getByRole('tabpanel')
        .getByText(/Match started|Period 1 started/)
        .first(),
    ).toBeVisible();
    return;
  }
});
