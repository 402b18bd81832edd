// The odds-tick benchmark page: 1,000 real outcome buttons (the app's OutcomeButton markup and
// its one controller, outcome store, event bus and live feed effects, and the polite announcer),
// fed realtime
// `markets_changed` publications as JSON text, the way the socket hands them over. Bundled by
// bench/odds-ticks.mjs with React's profiling build, so commits can be counted.
import { PROVIDERS, SPORT_TYPES } from '@sportsbook/contract';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import en from '../../apps/web/messages/en.json';
import { OddsAnnouncer } from '../../apps/web/src/features/catalog/components/odds-announcer';
import { OutcomeButton } from '../../apps/web/src/features/catalog/components/outcome-button';
import { createLiveFeed } from '../../apps/web/src/features/catalog/live/live-effects';
import { ingestMatchStates } from '../../apps/web/src/features/catalog/live/match-live-store';
import { outcomeKey, outcomeStore } from '../../apps/web/src/features/catalog/live/outcome-store';
import { startOutcomeController } from '../../apps/web/src/features/catalog/live/outcome-controller';
import { OUTCOME_GROUP_ATTRIBUTE } from '../../apps/web/src/features/catalog/model/outcome-button-markup';
import { ClientIntlProvider } from '../../apps/web/src/lib/i18n/client-intl';
import { pickDocumentMessages } from '../../apps/web/src/lib/i18n/client-messages';
import { createEventBus } from '../../apps/web/src/lib/realtime/event-bus';

interface Line {
  marketId: number;
  name: string;
  specifier: string;
  outcomes: { id: string; name: string; label: string }[];
}

const LINES: Line[] = [
  {
    marketId: 1,
    name: '1X2',
    specifier: '',
    outcomes: [
      { id: '1', name: 'Home', label: '1' },
      { id: '2', name: 'Draw', label: 'X' },
      { id: '3', name: 'Away', label: '2' },
    ],
  },
  {
    marketId: 18,
    name: 'Total',
    specifier: 'total=2.5',
    outcomes: [
      { id: '12', name: 'Over 2.5', label: 'Over 2.5' },
      { id: '13', name: 'Under 2.5', label: 'Under 2.5' },
    ],
  },
  {
    marketId: 16,
    name: 'Handicap',
    specifier: 'hcp=-1',
    outcomes: [
      { id: '1714', name: 'Home (-1)', label: '1 (-1)' },
      { id: '1715', name: 'Draw (-1)', label: 'X (-1)' },
      { id: '1716', name: 'Away (-1)', label: '2 (-1)' },
    ],
  },
];
const OUTCOMES_PER_MATCH = LINES.reduce((sum, line) => sum + line.outcomes.length, 0); // 8
const MATCHES = 125; // 1,000 outcomes

// Seeded PRNG (mulberry32), so every run sees the same ticks.
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const initialOdds = (match: number, line: number, outcome: number) =>
  Number((1.3 + ((match * 7 + line * 3 + outcome * 5) % 40) / 10).toFixed(2));

const metrics = {
  commits: 0,
  gridRenders: 0,
  buttonRenders: 0,
  ticks: 0,
  publications: 0,
};

const PLAIN = new URLSearchParams(location.search).has('plain');
// `?flat`: one long list of rows with no league blocks (the layout of the first records).
const FLAT = new URLSearchParams(location.search).has('flat');
const MATCHES_PER_LEAGUE = 10;
/** The site's rule (match-groups.tsx): leagues starting after 12 rows defer their rendering. */
const DEFER_AFTER_ROWS = 12;

const onRoot: ProfilerOnRenderCallback = () => {
  metrics.commits += 1;
};
const onButton: ProfilerOnRenderCallback = (_id, phase) => {
  if (phase !== 'mount') metrics.buttonRenders += 1;
};

function Grid() {
  metrics.gridRenders += 1;
  const rows = [];
  for (let match = 1; match <= MATCHES; match += 1) {
    const buttons = [];
    LINES.forEach((line, lineIndex) =>
      line.outcomes.forEach((outcome, outcomeIndex) => {
        const key = outcomeKey(match, line.marketId, line.specifier, outcome.id);
        const button = (
          <OutcomeButton
            outcomeKey={key}
            odds={initialOdds(match, lineIndex, outcomeIndex)}
            active
            suspended={false}
            label={outcome.label}
            name={outcome.name}
            market={line.name}
            kind="plain"
            variant="row"
            text={TEXT}
          />
        );
        // `?plain`: without the per-button profilers (their cost, for comparison).
        buttons.push(
          PLAIN ? (
            <span key={key}>{button}</span>
          ) : (
            <Profiler key={key} id={key} onRender={onButton}>
              {button}
            </Profiler>
          ),
        );
      }),
    );
    rows.push(
      <article
        key={match}
        aria-label={`Match ${match}`}
        {...{ [OUTCOME_GROUP_ATTRIBUTE]: '' }}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${OUTCOMES_PER_MATCH}, 1fr)`,
          gap: 4,
        }}
      >
        {buttons}
      </article>,
    );
  }
  if (FLAT) return <main>{rows}</main>;
  // As the site lists them (match-groups.tsx): leagues of matches, and a league that starts after
  // the first screen's rows is skipped by the browser until it comes near (`defer-render`).
  const leagues = [];
  for (let start = 0; start < rows.length; start += MATCHES_PER_LEAGUE) {
    leagues.push(
      <section
        key={start}
        aria-label={`League ${start / MATCHES_PER_LEAGUE + 1}`}
        className={start >= DEFER_AFTER_ROWS ? 'defer-render' : undefined}
      >
        {rows.slice(start, start + MATCHES_PER_LEAGUE)}
      </section>,
    );
  }
  return <main>{leagues}</main>;
}

const messages = pickDocumentMessages(en as never);
const TEXT = { locale: 'en', format: 'european', templates: messages.odds } as const;

createRoot(document.getElementById('root')!).render(
  <Profiler id="root" onRender={onRoot}>
    <ClientIntlProvider value={{ locale: 'en', localeInUrl: false, messages }}>
      <Grid />
      <OddsAnnouncer />
    </ClientIntlProvider>
  </Profiler>,
);

// The site mounts the controller once beside the list (`OutcomeButtons` in the layout).
requestAnimationFrame(() =>
  startOutcomeController({ root: document, locale: 'en', templates: messages.odds }),
);

const feed = createLiveFeed({
  store: outcomeStore,
  ingestMatches: ingestMatchStates,
  flags: { sportTypes: SPORT_TYPES, providers: PROVIDERS },
  hidden: () => [],
  refresh: () => {},
});
const bus = createEventBus((error) => console.error(error));
bus.on('markets_changed', ({ data }) => feed.marketsChanged(data));

/** Publications as the hub sends them: one per match per burst, only the changed outcomes. */
function framesFor(rate: number, seconds: number, seed: number): string[] {
  const random = prng(seed);
  const odds = new Map<string, number>();
  const frames: string[] = [];
  const total = rate * seconds;
  let sent = 0;
  while (sent < total) {
    // A burst: one match, one line, 1 to 3 of its outcomes repriced.
    const match = 1 + Math.floor(random() * MATCHES);
    const lineIndex = Math.floor(random() * LINES.length);
    const line = LINES[lineIndex]!;
    const count = Math.min(total - sent, 1 + Math.floor(random() * line.outcomes.length));
    const outcomes = line.outcomes.slice(0, count).map((outcome, outcomeIndex) => {
      const key = `${match}:${lineIndex}:${outcomeIndex}`;
      const before = odds.get(key) ?? initialOdds(match, lineIndex, outcomeIndex);
      const next = Math.max(1.01, Number((before * (random() < 0.5 ? 0.97 : 1.03)).toFixed(2)));
      odds.set(key, next);
      return { id: outcome.id, name: outcome.name, active: true, odds: next };
    });
    sent += outcomes.length;
    frames.push(
      JSON.stringify({
        type: 'markets_changed',
        data: {
          match_id: match,
          markets: [
            {
              match_urn_id: `sr:match:${match}`,
              id: line.marketId,
              name: line.name,
              status: 1,
              specifier: line.specifier,
              outcomes,
              market_groups: ['main'],
              priority: 1,
              most_balanced: false,
              next_bet_stop: null,
              custom_bet_groups: [],
              provider: 'betradar',
            },
          ],
        },
      }),
    );
  }
  return frames;
}

interface RunOptions {
  rate: number;
  seconds: number;
  seed: number;
}

async function run({ rate, seconds, seed }: RunOptions) {
  const frames = framesFor(rate, seconds, seed);
  const ticksPerFrame = frames.map((text) => (text.match(/"odds":/g) ?? []).length);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  await new Promise((resolve) => setTimeout(resolve, 200));

  const start = { ...metrics };
  const commitsPerFrame: number[] = [];
  let lastCommits = metrics.commits;
  let animating = true;
  const onFrame = () => {
    commitsPerFrame.push(metrics.commits - lastCommits);
    lastCommits = metrics.commits;
    if (animating) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  // CSS transitions running on the page (each repaints its button every frame while it runs).
  const transitions: number[] = [];
  const sampler = setInterval(() => transitions.push(document.getAnimations().length), 500);

  const began = performance.now();
  const duration = seconds * 1000;
  let next = 0;
  let delivered = 0;
  await new Promise<void>((resolve) => {
    // Publications arrive as separate socket messages; deliver what is due every 4 ms.
    const timer = setInterval(() => {
      const elapsed = performance.now() - began;
      const due = Math.min(frames.length, Math.ceil((elapsed / duration) * frames.length));
      for (; next < due; next += 1) {
        bus.publish(`match:${next}`, JSON.parse(frames[next]!));
        metrics.publications += 1;
        delivered += ticksPerFrame[next]!;
      }
      if (next >= frames.length && elapsed >= duration) {
        clearInterval(timer);
        resolve();
      }
    }, 4);
  });
  const elapsedMs = performance.now() - began;
  // Let the last frame commit.
  await new Promise((resolve) => setTimeout(resolve, 100));
  animating = false;
  clearInterval(sampler);
  observer.disconnect();
  metrics.ticks += delivered;

  // What the player sees: every price on screen shows the store's latest, in text and data
  // (prices written straight to the DOM must not drift from the store).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  let shownPrices = 0;
  let wrongShownPrices = 0;
  for (const button of document.querySelectorAll<HTMLElement>('button[data-outcome-key]')) {
    const box = button.getBoundingClientRect();
    if (box.bottom < 0 || box.top > innerHeight) continue;
    shownPrices += 1;
    const entry = outcomeStore.get(button.dataset.outcomeKey!);
    const text = button.querySelector('.outcome-price')?.textContent;
    if (!entry || Number(button.dataset.odds) !== entry.odds || Number(text) !== entry.odds) {
      wrongShownPrices += 1;
    }
  }

  const busy = commitsPerFrame.filter((count) => count > 0);
  return {
    rate,
    seconds,
    ticks: delivered,
    publications: frames.length,
    achievedTicksPerSecond: Math.round((delivered / elapsedMs) * 1000),
    elapsedMs: Math.round(elapsedMs),
    frames: commitsPerFrame.length,
    framesPerSecond: Math.round((commitsPerFrame.length / (elapsedMs + 100)) * 1000),
    commits: metrics.commits - start.commits,
    maxCommitsPerFrame: Math.max(0, ...commitsPerFrame),
    framesWithMoreThanOneCommit: commitsPerFrame.filter((count) => count > 1).length,
    meanCommitsPerBusyFrame: busy.length ? busy.reduce((a, b) => a + b, 0) / busy.length : 0,
    buttonRenders: metrics.buttonRenders - start.buttonRenders,
    buttonRendersPerTick: delivered ? (metrics.buttonRenders - start.buttonRenders) / delivered : 0,
    gridRenders: metrics.gridRenders - start.gridRenders,
    shownPrices,
    wrongShownPrices,
    maxRunningTransitions: Math.max(0, ...transitions),
    longTasksOver50ms: longTasks.filter((ms) => ms > 50).length,
    longTasksOver100ms: longTasks.filter((ms) => ms > 100).length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
  };
}

(window as unknown as { oddsBench: unknown }).oddsBench = {
  run,
  outcomes: () => document.querySelectorAll('button[data-outcome-key]').length,
};
