// One controller for the live cells of every match row on the page (decision 0076), as the price
// buttons have theirs (0068). The cells (`LiveClockCell`, `LiveScoreCell`) are plain server
// markup, so hydrating a list walks host elements only; this module makes them move:
// - each row's match is subscribed to the live store once, by its first row, and dropped when
//   its last row leaves the page; a new state writes the clock's state, minute and period and
//   both scores into the row;
// - running clocks count on from the server's reading with one timer for the page, once a
//   second, as each clock cell did with its own hook before;
// - rows added later (a client navigation, a league rendered after load) are found by a
//   MutationObserver, and so are the attributes React writes again when the server renders a
//   list anew (`router.refresh()`): the store's state, when it has one, is written back.
// It writes texts and attributes only, never adds or removes an element React rendered.
import { type CatalogNameTables, catalogNames } from '../model/catalog-names';
import { clockLabel, type MatchClock } from '../model/match-clock';
import {
  LIVE_CELL_ATTRIBUTE,
  LIVE_CLOCK_ATTRIBUTE,
  LIVE_MATCH_ATTRIBUTE,
  LIVE_MINUTE_SELECTOR,
  LIVE_PERIOD_SELECTOR,
  LIVE_STATE_ATTRIBUTE,
  type LiveCellTexts,
  type LiveMatchState,
  liveClockView,
  liveScoreText,
  parseClockAttribute,
} from '../model/live-cells';
import { matchStateOf, subscribeMatchState } from './match-live-store';

const ROW_SELECTOR = `[${LIVE_MATCH_ATTRIBUTE}]`;
const TICK_MS = 1000;

/** Where the rows' states come from (the live match store by default). */
export interface LiveMatchSource {
  current(matchId: number): LiveMatchState | undefined;
  subscribe(matchId: number, listener: () => void): () => void;
}

export interface LiveCellsControllerOptions {
  /** The page (the document); its rows now and later are controlled. */
  root: Document;
  texts: LiveCellTexts;
  store?: LiveMatchSource;
  now?: () => number;
  /** Calls `tick` every `ms`; returns the stop function (a page's `setInterval` by default). */
  every?: (ms: number, tick: () => void) => () => void;
}

interface Row {
  matchId: number;
  clock: Element | null;
  minute: Element | null;
  period: Element | null;
  home: Element | null;
  away: Element | null;
  /** The clock when it runs: the minute is counted on from it every second. */
  running: MatchClock | null;
}

const hasElement = (record: MutationRecord) =>
  [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === 1);

const storeSource: LiveMatchSource = { current: matchStateOf, subscribe: subscribeMatchState };

const intervalTimer = (ms: number, tick: () => void) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

function setText(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

function setAttribute(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The cells' words from the client messages (the period names built here, not in the first load). */
export function liveCellTexts(
  locale: string,
  catalog: { live: string; finished: string; interrupted: string; names: CatalogNameTables },
  pauseShort: LiveCellTexts['pauseShort'],
): LiveCellTexts {
  const names = catalogNames(catalog.names, locale);
  const { live, finished, interrupted } = catalog;
  return { live, finished, interrupted, pauseShort, period: (period) => names.period(period) };
}

/** Starts moving the page's live cells. Returns the stop function. */
export function startLiveCellsController(options: LiveCellsControllerOptions): () => void {
  const { root, texts } = options;
  const store = options.store ?? storeSource;
  const now = options.now ?? Date.now;
  const every = options.every ?? intervalTimer;

  const rows = new Map<Element, Row>();
  const byMatch = new Map<number, Set<Element>>();
  const unsubscribe = new Map<number, () => void>();
  let stopTimer: (() => void) | null = null;

  function write(row: Row, state: LiveMatchState) {
    const view = liveClockView(state, now(), texts);
    setAttribute(row.clock, LIVE_STATE_ATTRIBUTE, view.state);
    setText(row.minute, view.minute);
    setText(row.period, view.period);
    setText(row.home, liveScoreText(state, 'home'));
    setText(row.away, liveScoreText(state, 'away'));
    row.running = view.running;
  }

  function tickRow(row: Row) {
    if (row.running) setText(row.minute, clockLabel(row.running, now()) ?? texts.live);
  }

  /** One timer while any clock runs, none otherwise. */
  function keepTimer() {
    let anyRunning = false;
    for (const row of rows.values()) if (row.running) anyRunning = true;
    if (anyRunning && !stopTimer) stopTimer = every(TICK_MS, tick);
    if (!anyRunning && stopTimer) {
      stopTimer();
      stopTimer = null;
    }
  }

  function tick() {
    for (const row of rows.values()) tickRow(row);
    keepTimer();
  }

  function onState(matchId: number) {
    const state = store.current(matchId);
    if (!state) return;
    for (const element of byMatch.get(matchId) ?? []) {
      const row = rows.get(element);
      if (row) write(row, state);
    }
    keepTimer();
  }

  function drop(element: Element) {
    const row = rows.get(element);
    if (!row) return;
    rows.delete(element);
    const elements = byMatch.get(row.matchId);
    elements?.delete(element);
    if (elements && elements.size === 0) {
      byMatch.delete(row.matchId);
      unsubscribe.get(row.matchId)?.();
      unsubscribe.delete(row.matchId);
    }
  }

  /** Reads a row's cells (again, after React wrote it anew) and brings them up to date. */
  function adopt(element: Element) {
    const matchId = Number(element.getAttribute(LIVE_MATCH_ATTRIBUTE));
    if (!element.isConnected || !Number.isInteger(matchId) || matchId <= 0) {
      drop(element);
      return;
    }
    if (rows.get(element)?.matchId !== matchId) drop(element);
    const row: Row = {
      matchId,
      clock: null,
      minute: element.querySelector(LIVE_MINUTE_SELECTOR),
      period: element.querySelector(LIVE_PERIOD_SELECTOR),
      home: null,
      away: null,
      running: null,
    };
    for (const cell of element.querySelectorAll(`[${LIVE_CELL_ATTRIBUTE}]`)) {
      const kind = cell.getAttribute(LIVE_CELL_ATTRIBUTE);
      if (kind === 'clock' || kind === 'home' || kind === 'away') row[kind] = cell;
    }
    row.running = parseClockAttribute(row.clock?.getAttribute(LIVE_CLOCK_ATTRIBUTE) ?? null);
    rows.set(element, row);
    let elements = byMatch.get(matchId);
    if (!elements) {
      byMatch.set(matchId, (elements = new Set()));
      unsubscribe.set(
        matchId,
        store.subscribe(matchId, () => onState(matchId)),
      );
    }
    elements.add(element);
    const state = store.current(matchId);
    if (state) write(row, state);
    else tickRow(row);
  }

  function rowsIn(node: Node): Element[] {
    if (node.nodeType !== 1) return [];
    const element = node as Element;
    const found = [...element.querySelectorAll(ROW_SELECTOR)];
    if (element.matches(ROW_SELECTOR)) found.push(element);
    return found;
  }

  for (const element of root.querySelectorAll(ROW_SELECTOR)) adopt(element);
  keepTimer();

  const view = root.defaultView as (Window & typeof globalThis) | null;
  const MutationObserverOfPage = view?.MutationObserver;
  const observer = MutationObserverOfPage
    ? new MutationObserverOfPage((records) => {
        const touched = new Set<Element>();
        let removed = false;
        for (const record of records) {
          // A text written into a cell (here, or by React with the server's newer text) is no
          // change of the row's shape.
          if (record.type === 'childList' && !hasElement(record)) continue;
          const target = record.target as Element;
          const row = target.nodeType === 1 ? target.closest(ROW_SELECTOR) : null;
          if (row) touched.add(row);
          else if (rows.has(target)) removed = true; // its `data-live-match` went away
          record.addedNodes.forEach((node) => rowsIn(node).forEach((found) => touched.add(found)));
          if (record.removedNodes.length > 0) removed = true;
        }
        // New rows first: a match that moved from a row to its new one keeps its subscription
        // and with it the store's state.
        for (const element of touched) adopt(element);
        if (removed) {
          for (const element of [...rows.keys()]) {
            if (!element.isConnected || !element.matches(ROW_SELECTOR)) drop(element);
          }
        }
        keepTimer();
      })
    : null;
  observer?.observe(root.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    // `data-state` too, which React writes again when the server renders a row anew; the
    // controller's own write of it comes back here once and writes nothing more.
    attributeFilter: [LIVE_MATCH_ATTRIBUTE, LIVE_CLOCK_ATTRIBUTE, LIVE_STATE_ATTRIBUTE],
  });

  return () => {
    observer?.disconnect();
    stopTimer?.();
    stopTimer = null;
    for (const stop of unsubscribe.values()) stop();
    unsubscribe.clear();
    byMatch.clear();
    rows.clear();
  };
}
