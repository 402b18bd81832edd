'use client';

import {
  MATCH_KEY_EVENT_TYPES,
  type MatchEvent,
  type MatchForm,
  type MatchSummary,
  matchChannel,
} from '@sportsbook/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { whenRealtime } from '../../../lib/realtime/realtime';
import { getMatchStatistics } from '../api/get-match-statistics';
import type { MatchCentreProps } from '../match-centre-props';
import { eventText, fill, mergeById } from '../model/event-text';
import { useCatalogNames } from '../../catalog/names';
import { MatchTracker } from './match-tracker';

type Tab = 'tracker' | 'statistics' | 'timeline' | 'form';
const TABS: Tab[] = ['tracker', 'statistics', 'timeline', 'form'];

/** Events the live region reads out: what changes the match, not every pass of play. */
const QUIET = new Set<MatchEvent['type']>(['attack', 'point', 'kill', 'round', 'basket', 'serve']);

/** While the socket is down, the summary is read this often (the realtime channel pushes). */
const FALLBACK_POLL_MS = 15_000;
/** Pushed events arrive in bursts (a basket run, a goal with its build-up): one read per burst. */
const SUMMARY_DEBOUNCE_MS = 400;
/** The newest events kept for the tracker and its list; the timeline keeps every key event. */
const KEEP_RECENT = 50;

/**
 * The match centre (decision 0047): the tracker and the statistics, timeline and form tabs,
 * kept current by `match_events` on the match's realtime channel.
 */
export default function MatchCentrePanel({
  matchId,
  sportKey,
  home,
  away,
  live,
  t,
}: MatchCentreProps) {
  const { locale } = useClientIntl();
  const names = { home, away };
  const [tab, setTab] = useState<Tab>('tracker');
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [events, setEvents] = useState<MatchEvent[]>([]);
  const [keyEvents, setKeyEvents] = useState<MatchEvent[]>([]);
  const [form, setForm] = useState<MatchForm | null>(null);
  const [failed, setFailed] = useState(false);
  const lastId = useRef(0);
  /** Whether the whole timeline was read once (pushes may land before the first read). */
  const readOnce = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const append = useCallback((incoming: MatchEvent[]) => {
    if (incoming.length === 0) return;
    for (const event of incoming) lastId.current = Math.max(lastId.current, event.id);
    setEvents((list) => mergeById(list, incoming).slice(-KEEP_RECENT));
    const key = incoming.filter((event) => MATCH_KEY_EVENT_TYPES.has(event.type));
    if (key.length > 0) setKeyEvents((list) => mergeById(list, key));
  }, []);

  const loadSummary = useCallback(async () => {
    try {
      const data = await getMatchStatistics(matchId, 'summary', locale);
      if (data.type !== 'summary') return;
      setSummary(data.summary);
      setFailed(false);
      // Events the push has not brought (a reconnect, a missed publication) come from the summary.
      // The key events since the last one held (from kick-off on a first read, however long
      // the match has run) and the newest of the rest.
      if (!readOnce.current || data.summary.lastEventId > lastId.current) {
        const after = String(readOnce.current ? lastId.current : 0);
        const [key, recent] = await Promise.all([
          getMatchStatistics(matchId, 'timeline', locale, { after, key: 'true' }),
          getMatchStatistics(matchId, 'timeline', locale, { after, limit: String(KEEP_RECENT) }),
        ]);
        if (key.type === 'timeline') append(key.timeline.events);
        if (recent.type === 'timeline') append(recent.timeline.events);
        readOnce.current = true;
      }
    } catch {
      setFailed(true);
    }
  }, [matchId, locale, append]);

  useEffect(() => {
    // The first read happens after the panel is on screen (it loads on demand).
    const first = setTimeout(() => void loadSummary(), 0);
    return () => clearTimeout(first);
  }, [loadSummary]);

  // Live: new events over the match channel; a resubscribe that lost publications re-reads.
  useEffect(() => {
    if (!live) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const later = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void loadSummary(), SUMMARY_DEBOUNCE_MS);
    };
    void whenRealtime().then((client) => {
      if (stopped) return;
      cleanups.push(
        client.bus.on('match_events', ({ data }) => {
          if (data.matchId !== matchId) return;
          const first = data.events[0];
          // A gap means a publication was missed: read what is missing instead.
          if (first && first.id > lastId.current + 1 && lastId.current > 0) later();
          else append(data.events);
          later();
        }),
        client.hold(matchChannel(matchId), (info) => {
          if (!info.recovered) later();
        }),
      );
    });
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void loadSummary();
    }, FALLBACK_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(poll);
      if (timer.current) clearTimeout(timer.current);
      for (const cleanup of cleanups) cleanup();
    };
  }, [live, matchId, loadSummary, append]);

  useEffect(() => {
    if (tab !== 'form' || form) return;
    const controller = new AbortController();
    getMatchStatistics(matchId, 'form', locale, {}, controller.signal).then(
      (data) => {
        if (data.type === 'form') setForm(data.form);
      },
      () => {},
    );
    return () => controller.abort();
  }, [tab, form, matchId, locale]);

  const latest = events[events.length - 1] ?? summary?.latest[0] ?? null;
  const spoken = [...events].reverse().find((event) => !QUIET.has(event.type)) ?? null;

  return (
    <section
      aria-labelledby="match-centre-heading"
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 pt-2">
        <h2 id="match-centre-heading" className="sr-only">
          {t.title}
        </h2>
        <div role="tablist" aria-label={t.title} className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`match-centre-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`match-centre-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] as Tab;
                setTab(next);
                document.getElementById(`match-centre-tab-${next}`)?.focus();
              }}
              className="h-9 shrink-0 border-b-2 border-transparent px-3 text-[13px] font-semibold text-ink-2 hover:text-ink aria-selected:border-ink aria-selected:text-ink"
            >
              {t.tabs[key]}
            </button>
          ))}
        </div>
      </div>

      <div
        role="tabpanel"
        id={`match-centre-panel-${tab}`}
        aria-labelledby={`match-centre-tab-${tab}`}
        className="min-h-[15rem] p-3 desk:min-h-[18rem]"
      >
        {failed && !summary ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted">
            <p>{t.unavailable}</p>
            <button
              type="button"
              onClick={() => void loadSummary()}
              className="rounded-full border border-line px-3 py-1 text-xs font-semibold text-ink"
            >
              {t.retry}
            </button>
          </div>
        ) : tab === 'tracker' ? (
          <div className="flex flex-col gap-2 desk:flex-row">
            <div className="desk:flex-[3]">
              <MatchTracker sportKey={sportKey} latest={latest} names={names} t={t} />
            </div>
            <ol aria-label={t.latest} className="flex flex-col gap-1 text-xs desk:flex-[2]">
              {[...events]
                .reverse()
                .slice(0, 4)
                .map((event) => (
                  <li
                    key={event.id}
                    className="flex gap-2 rounded-md bg-subtle px-2 py-1.5 text-ink-2 first:font-semibold first:text-ink"
                  >
                    {event.matchTime ? (
                      <span className="w-11 shrink-0 text-muted tabular-nums">
                        {event.matchTime}
                      </span>
                    ) : null}
                    <span className="min-w-0 truncate">{eventText(event, t, names)}</span>
                  </li>
                ))}
            </ol>
          </div>
        ) : tab === 'statistics' ? (
          <Statistics summary={summary} names={names} t={t} />
        ) : tab === 'timeline' ? (
          <Timeline events={keyEvents} names={names} t={t} />
        ) : (
          <Form form={form} names={names} t={t} />
        )}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="match-centre-live">
        {spoken ? eventText(spoken, t, names) : ''}
      </p>
    </section>
  );
}

function Statistics({
  summary,
  names,
  t,
}: {
  summary: MatchSummary | null;
  names: { home: string; away: string };
  t: MatchCentreProps['t'];
}) {
  const catalogNames = useCatalogNames();
  if (!summary) return null;
  const periods = [...(summary.statistics?.periodScore ?? [])].sort((a, b) => a.number - b.number);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-xs font-semibold text-ink">
        <span className="truncate">{names.home}</span>
        <span className="truncate text-end">{names.away}</span>
      </div>
      <ul className="flex flex-col gap-2.5">
        {summary.lines.map((line) => {
          const total = line.home + line.away;
          const share = total === 0 ? 50 : (100 * line.home) / total;
          const suffix = line.key === 'possession' ? '%' : '';
          return (
            <li key={line.key} className="flex flex-col gap-1" data-stat={line.key}>
              <div className="flex items-baseline justify-between text-xs tabular-nums">
                <span data-value className="w-10 font-semibold text-ink">
                  <span className="sr-only">{names.home}: </span>
                  {line.home}
                  {suffix}
                </span>
                <span className="text-center text-muted">{t.stats[line.key]}</span>
                <span data-value className="w-10 text-end font-semibold text-ink">
                  <span className="sr-only">{names.away}: </span>
                  {line.away}
                  {suffix}
                </span>
              </div>
              <div aria-hidden="true" className="flex h-1.5 gap-0.5 overflow-hidden rounded-full">
                <span className="rounded-s-full bg-sky-600" style={{ width: `${share}%` }} />
                <span className="flex-1 rounded-e-full bg-amber-500" />
              </div>
            </li>
          );
        })}
      </ul>
      {periods.length > 0 ? (
        <table className="w-full table-fixed text-xs tabular-nums">
          <caption className="pb-1 text-start text-xs font-bold tracking-wider text-muted uppercase">
            {t.periods}
          </caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="w-1/3" />
              {periods.map((period) => (
                <th key={period.periodKey} scope="col" className="font-medium">
                  {catalogNames.period(period)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row" className="truncate py-0.5 text-start font-medium text-ink">
                  {names[side]}
                </th>
                {periods.map((period) => (
                  <td key={period.periodKey} className="text-center text-ink-2">
                    {period[side]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function Timeline({
  events,
  names,
  t,
}: {
  events: MatchEvent[];
  names: { home: string; away: string };
  t: MatchCentreProps['t'];
}) {
  const shown = [...events].reverse();
  if (shown.length === 0) return <p className="text-sm text-muted">{t['no-events']}</p>;
  return (
    <ol className="flex flex-col divide-y divide-line text-sm">
      {shown.map((event) => (
        <li
          key={event.id}
          className={`flex items-center gap-3 py-1.5 ${event.side === 'away' ? 'flex-row-reverse text-end' : ''}`}
        >
          {event.matchTime ? (
            <span className="w-12 shrink-0 text-xs text-muted tabular-nums">{event.matchTime}</span>
          ) : null}
          <span className="min-w-0 flex-1 truncate text-ink">{eventText(event, t, names)}</span>
          <span className="shrink-0 text-xs font-semibold text-ink-2 tabular-nums">
            {event.score.home}:{event.score.away}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Form({
  form,
  names,
  t,
}: {
  form: MatchForm | null;
  names: { home: string; away: string };
  t: MatchCentreProps['t'];
}) {
  if (!form) return null;
  const block = (title: string, list: MatchForm['home']) => (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{title}</h3>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t.form.none}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {list.map((entry) => (
            <li key={entry.matchId} className="flex items-center gap-2">
              <span
                className={`grid size-5 shrink-0 place-items-center rounded text-[11px] font-bold text-white ${
                  entry.result === 'win'
                    ? 'bg-emerald-600'
                    : entry.result === 'loss'
                      ? 'bg-red-600'
                      : 'bg-slate-500'
                }`}
              >
                <abbr title={t.form[`${entry.result}-long`]} className="no-underline">
                  {t.form[entry.result]}
                </abbr>
              </span>
              <span className="min-w-0 flex-1 truncate text-ink-2">
                {fill(t.form.versus, { team: entry.opponent })}
              </span>
              <span className="font-semibold text-ink tabular-nums">
                {entry.score.for}:{entry.score.against}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="grid gap-4 desk:grid-cols-3">
      {block(fill(t.form.recent, { team: names.home }), form.home)}
      {block(fill(t.form.recent, { team: names.away }), form.away)}
      {block(t.form['head-to-head'], form.headToHead)}
    </div>
  );
}
