import type { OddsFormat } from '@sportsbook/domain';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { OutcomeButton, type OutcomeButtonProps } from '../components/outcome-button';
import { BET_EVENT_ATTRIBUTE } from '../model/bet-event';
import {
  OUTCOME_GROUP_ATTRIBUTE,
  OUTCOME_KIND_ATTRIBUTE,
  OUTCOME_MARKET_ATTRIBUTE,
} from '../model/outcome-button-markup';
import { FakeElement, FakePage, type FakeText, settle } from './fake-page.test-helpers';
import { startOutcomeController } from './outcome-controller';
import { type OutcomeStore, createOutcomeStore } from './outcome-store';
import {
  type OutcomePick,
  isSelected,
  registerPickHandler,
  selectedKeys,
  setSelectedKeys,
} from './selection-store';

const templates = en.odds;
const HOME = '7:1::1';
const DRAW = '7:1::2';
const EVENT = { id: 7, nameA: 'Arsenal', nameB: 'Chelsea' };

let page: FakePage;
let store: OutcomeStore;
let flushes: (() => void)[];
let format: OddsFormat;
let formatListeners: Set<() => void>;
let picks: OutcomePick[];
let quotes: { key: string; odds: number }[];
let stops: (() => void)[];

/** Runs the outcome store's pending frame (the tick writes happen there). */
const nextFrame = () => flushes.splice(0).forEach((flush) => flush());

function priceButton(overrides: Partial<OutcomeButtonProps> = {}): FakeElement {
  const props: OutcomeButtonProps = {
    outcomeKey: HOME,
    odds: 2.1,
    active: true,
    suspended: false,
    label: '1',
    name: 'Arsenal',
    market: '1x2',
    kind: 'win',
    text: { locale: 'en', format: 'european', templates },
    ...overrides,
  };
  return page.build(createElement(OutcomeButton, props))[0] as FakeElement;
}

/** A match row as the lists render it: the event on the row, the row observed as one. */
function matchRow(...buttons: FakeElement[]): FakeElement {
  const row = new FakeElement(page, 'article');
  row.setAttribute(BET_EVENT_ATTRIBUTE, JSON.stringify(EVENT));
  row.setAttribute(OUTCOME_GROUP_ATTRIBUTE, '');
  row.append(...buttons);
  page.documentElement.append(row);
  return row;
}

function start() {
  stops.push(
    startOutcomeController({
      root: page as unknown as Document,
      locale: 'en',
      templates,
      store,
      format: {
        current: () => format,
        subscribe: (listener) => {
          formatListeners.add(listener);
          return () => formatListeners.delete(listener);
        },
      },
    }),
  );
}

const priceText = (button: FakeElement) => button.querySelector('.outcome-price')?.textContent;

beforeEach(() => {
  page = new FakePage();
  flushes = [];
  store = createOutcomeStore({ schedule: (flush) => flushes.push(flush), setTimer: () => 0 });
  format = 'european';
  formatListeners = new Set();
  picks = [];
  quotes = [];
  stops = [
    // The bet slip as it behaves: it takes the tap and sets the selected keys from its ticket.
    registerPickHandler({
      toggle: (pick) => {
        picks.push(pick);
        const keys = new Set(selectedKeys());
        if (!keys.delete(pick.key)) keys.add(pick.key);
        setSelectedKeys(keys);
      },
      quote: (key, quote) => quotes.push({ key, odds: quote.odds }),
    }),
  ];
});

afterEach(() => {
  stops.forEach((stop) => stop());
  setSelectedKeys([]);
});

describe('the price buttons controller', () => {
  it('puts an open price on the slip with its event, and takes it off again', () => {
    const button = priceButton();
    matchRow(button);
    start();

    button.click();
    expect(picks).toEqual([
      {
        key: HOME,
        odds: 2.1,
        active: true,
        suspended: false,
        name: 'Arsenal',
        market: '1x2',
        event: EVENT,
      },
    ]);
    expect(button.getAttribute('aria-pressed')).toBe('true');

    button.click();
    expect(isSelected(HOME)).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('puts a match row price on the slip with the market named once on its row', () => {
    const home = priceButton({ marketOnGroup: true, market: 'Match result' });
    const draw = priceButton({
      outcomeKey: DRAW,
      label: 'X',
      name: 'Draw',
      kind: 'plain',
      marketOnGroup: true,
      market: 'Match result',
    });
    const row = matchRow();
    const odds = new FakeElement(page, 'div');
    odds.setAttribute(OUTCOME_MARKET_ATTRIBUTE, 'Match result');
    odds.append(home, draw);
    row.append(odds);
    start();

    // Neither button repeats the row's market; the draw's kind is the default one.
    expect(home.hasAttribute(OUTCOME_MARKET_ATTRIBUTE)).toBe(false);
    expect(draw.hasAttribute(OUTCOME_KIND_ATTRIBUTE)).toBe(false);
    draw.click();
    expect(picks).toEqual([
      {
        key: DRAW,
        odds: 2.1,
        active: true,
        suspended: false,
        name: 'Draw',
        market: 'Match result',
        event: EVENT,
      },
    ]);
    // The texts written later read the same names back.
    store.ingest([{ key: DRAW, label: 'Draw', odds: 3.4, active: true, suspended: false }]);
    store.ingest([{ key: HOME, label: 'Arsenal', odds: 1.9, active: true, suspended: false }]);
    nextFrame();
    expect(draw.getAttribute('aria-label')).toBe('X 3.40, Draw');
    expect(home.getAttribute('aria-label')).toBe('1 1.90, Arsenal to win');
  });

  it('presses every button of an outcome on the slip, including one a navigation adds', async () => {
    const first = priceButton();
    const second = priceButton({ variant: 'market', label: 'Arsenal' });
    const draw = priceButton({ outcomeKey: DRAW, label: 'X', name: 'Draw', kind: 'plain' });
    matchRow(first, draw);
    matchRow(second);
    start();

    setSelectedKeys([HOME]);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(draw.getAttribute('aria-pressed')).toBe('false');

    const later = priceButton();
    matchRow(later);
    await settle();
    expect(later.getAttribute('aria-pressed')).toBe('true');
  });

  it('writes a price tick into the button: price, text, move mark and accessible name', () => {
    const button = priceButton();
    matchRow(button);
    start();

    store.ingest([{ key: HOME, label: 'Arsenal', odds: 2.5, active: true, suspended: false }]);
    expect(button.getAttribute('data-odds')).toBe('2.1');
    nextFrame();

    expect(button.getAttribute('data-odds')).toBe('2.5');
    expect(priceText(button)).toBe('2.50');
    expect(button.getAttribute('data-move')).toBe('up');
    expect(button.getAttribute('aria-label')).toBe('1 2.50, Arsenal to win');
    expect(button.getAttribute('data-state')).toBe('open');
  });

  it('shows a suspended market with its lock and does not put its price on the slip', () => {
    const button = priceButton();
    matchRow(button);
    start();

    store.setLineSuspended('7:1:', true);
    nextFrame();
    expect(button.getAttribute('data-state')).toBe('suspended');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('1, Arsenal to win, suspended');

    button.click();
    expect(picks).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');

    store.setLineSuspended('7:1:', false);
    nextFrame();
    expect(button.getAttribute('data-state')).toBe('open');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    button.click();
    expect(picks).toHaveLength(1);
  });

  it('refuses a price the server rendered as not offered, but takes a selected one off the slip', () => {
    const inactive = priceButton({ active: false });
    const suspended = priceButton({ outcomeKey: DRAW, suspended: true, active: false });
    matchRow(inactive, suspended);
    start();

    inactive.click();
    suspended.click();
    expect(picks).toEqual([]);

    // Reopened without its outcomes, the market's inactive outcome stays not available.
    store.setLineSuspended('7:1:', false);
    nextFrame();
    expect(suspended.getAttribute('data-state')).toBe('inactive');
    suspended.click();
    expect(picks).toEqual([]);

    setSelectedKeys([HOME]);
    inactive.click();
    expect(picks.map((pick) => pick.key)).toEqual([HOME]);
    expect(isSelected(HOME)).toBe(false);
  });

  it('holds a tick back while its row is off screen, until it comes near or takes focus', () => {
    const near = priceButton();
    const far = priceButton({ outcomeKey: DRAW, label: 'X', name: 'Draw', kind: 'plain' });
    matchRow(near);
    const farRow = matchRow(far);
    start();
    page.scrolled(farRow, false);

    store.ingest([
      { key: HOME, label: 'Arsenal', odds: 1.9, active: true, suspended: false },
      { key: DRAW, label: 'Draw', odds: 3.6, active: true, suspended: false },
    ]);
    nextFrame();
    expect(priceText(near)).toBe('1.90');
    expect(priceText(far)).toBe('2.10');

    page.scrolled(farRow, true);
    expect(priceText(far)).toBe('3.60');

    page.scrolled(farRow, false);
    store.ingest([{ key: DRAW, label: 'Draw', odds: 3.2, active: true, suspended: false }]);
    nextFrame();
    expect(priceText(far)).toBe('3.60');
    far.focus();
    expect(priceText(far)).toBe('3.20');
    expect(far.getAttribute('aria-label')).toBe('X 3.20, Draw');
  });

  it('tells the slip the new price of a selected outcome once, and nothing while it is stale', () => {
    const button = priceButton();
    matchRow(button);
    start();
    button.click();
    expect(quotes).toEqual([{ key: HOME, odds: 2.1 }]);

    store.ingest([{ key: HOME, label: 'Arsenal', odds: 2.2, active: true, suspended: false }]);
    nextFrame();
    expect(quotes).toEqual([
      { key: HOME, odds: 2.1 },
      { key: HOME, odds: 2.2 },
    ]);

    store.setMatchesStale([7], true);
    nextFrame();
    expect(button.getAttribute('data-state')).toBe('stale');
    expect(button.getAttribute('aria-label')).toBe('1 2.20, Arsenal to win, updating');
    expect(quotes).toHaveLength(2);
  });

  it('rewrites every price and accessible name when the player picks another odds format', () => {
    const near = priceButton({ odds: 2.5 });
    const far = priceButton({
      outcomeKey: DRAW,
      odds: 1.5,
      label: 'X',
      name: 'Draw',
      kind: 'plain',
    });
    matchRow(near);
    const farRow = matchRow(far);
    start();
    page.scrolled(farRow, false);

    format = 'american';
    formatListeners.forEach((listener) => listener());
    expect(priceText(near)).toBe('+150');
    expect(near.getAttribute('aria-label')).toBe('1 +150, Arsenal to win');
    expect(priceText(far)).toBe('-200');
    expect(near.getAttribute('data-odds')).toBe('2.5');
  });

  it('shows the player’s format on buttons the server rendered in another one', () => {
    format = 'british';
    const button = priceButton({ odds: 2.5 });
    matchRow(button);
    start();
    expect(priceText(button)).toBe('3/2');
    expect(button.getAttribute('aria-label')).toBe('1 3/2, Arsenal to win');
  });

  it('forgets an outcome when its last button leaves the page', async () => {
    const button = priceButton();
    const row = matchRow(button);
    start();
    expect(store.get(HOME)?.odds).toBe(2.1);

    row.remove();
    await settle();
    expect(store.get(HOME)).toBeUndefined();
  });

  it('keeps the live price when the list is rendered again with the one it was loaded with', async () => {
    const button = priceButton();
    matchRow(button);
    start();
    store.ingest([{ key: HOME, label: 'Arsenal', odds: 2.4, active: true, suspended: false }]);
    nextFrame();

    // React patches the attributes of the server's new render, an older price.
    button.setAttribute('data-odds', '2.3');
    (button.querySelector('.outcome-price')!.firstChild as FakeText).nodeValue = '2.30';
    await settle();
    expect(button.getAttribute('data-odds')).toBe('2.4');
    expect(priceText(button)).toBe('2.40');
  });
});
