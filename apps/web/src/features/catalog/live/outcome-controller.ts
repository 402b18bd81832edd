// One controller for every price button of the page (decision 0068). The buttons are plain
// server-rendered markup (`OutcomeButton`), so hydrating a list walks host elements only; this
// module makes them live:
// - a tap on any of them reaches one delegated click listener (a keyboard press too, through
//   the native button's click), which toggles the selection from the outcome store's entry;
// - each button's `aria-pressed` follows the selection store;
// - price ticks and state changes (open, suspended, not available, stale, the move mark) are
//   written into the buttons from the outcome store, for buttons near the screen, focused or on
//   the slip (one shared IntersectionObserver over the rows); a held-back button gets the
//   latest entry when it comes near or takes focus;
// - a selected outcome's new price is told to the bet slip (`reportQuote`);
// - a change of odds format rewrites every button's price and accessible name.
// Buttons added later (a client navigation, a league rendered after load) are found by a
// MutationObserver, and so are the attributes React writes again when the server renders a list
// anew (`router.refresh()`): the store's entry is written back, as the store is what a tap reads.
import type { OddsFormat } from '@sportsbook/domain';
import { formatDecimalOdds } from '../../../lib/format/odds';
import { oddsFormatSnapshot, subscribeOddsFormat } from '../../../lib/format/odds-format-store';
import { readBetEvent } from '../model/bet-event';
import {
  OUTCOME_BUTTON_SELECTOR,
  OUTCOME_GROUP_ATTRIBUTE,
  OUTCOME_INACTIVE_ATTRIBUTE,
  OUTCOME_KEY_ATTRIBUTE,
  OUTCOME_KIND_ATTRIBUTE,
  OUTCOME_LABEL_ATTRIBUTE,
  OUTCOME_MARKET_ATTRIBUTE,
  OUTCOME_NAME_ATTRIBUTE,
} from '../model/outcome-button-markup';
import { type OutcomeNaming, type PriceTextSettings, outcomeTexts } from '../model/outcome-texts';
import type { OddsTemplates, OutcomeNameKind } from '../model/outcome-label';
import {
  type OutcomeEntry,
  type OutcomeQuote,
  type OutcomeStore,
  isOffered,
  outcomeState,
  outcomeStore,
} from './outcome-store';
import { isSelected, reportQuote, subscribeSelection, toggleSelection } from './selection-store';

/** How far outside the viewport a button still counts as on screen. */
const MARGIN = '50% 0px';

/** Where the player's odds format comes from (the odds format store by default). */
export interface OddsFormatSource {
  current(): OddsFormat;
  subscribe(listener: () => void): () => void;
}

export interface OutcomeControllerOptions {
  /** The page (the document); its buttons now and later are controlled. */
  root: Document;
  locale: string;
  templates: OddsTemplates;
  store?: OutcomeStore;
  format?: OddsFormatSource;
}

interface Controlled {
  key: string;
  naming: OutcomeNaming;
  /** The row (or market) observed for this button, or the button itself. */
  target: Element;
  /** A newer entry was held back while the button was off screen. */
  pending: boolean;
}

const storeFormat: OddsFormatSource = {
  current: oddsFormatSnapshot,
  subscribe: subscribeOddsFormat,
};

/** What a server-rendered button says about its outcome, for a store that has no entry yet. */
export function quoteOfButton(button: Element): OutcomeQuote {
  return {
    odds: Number(button.getAttribute('data-odds')),
    active: !button.hasAttribute(OUTCOME_INACTIVE_ATTRIBUTE),
    suspended: button.getAttribute('data-state') === 'suspended',
  };
}

function namingOf(button: Element): OutcomeNaming {
  const name = button.getAttribute(OUTCOME_NAME_ATTRIBUTE) ?? button.getAttribute('title') ?? '';
  return {
    kind: (button.getAttribute(OUTCOME_KIND_ATTRIBUTE) ?? 'plain') as OutcomeNameKind,
    name,
    label: button.getAttribute(OUTCOME_LABEL_ATTRIBUTE) ?? name,
    // The button's own, or its group's (`closest` starts at the button).
    market:
      button.closest(`[${OUTCOME_MARKET_ATTRIBUTE}]`)?.getAttribute(OUTCOME_MARKET_ATTRIBUTE) ?? '',
  };
}

function setAttribute(element: Element, name: string, value: string | null) {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Buttons in `node` (the node itself included). */
function buttonsIn(node: Node): Element[] {
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const found = [...element.querySelectorAll(OUTCOME_BUTTON_SELECTOR)];
  if (element.matches(OUTCOME_BUTTON_SELECTOR)) found.push(element);
  return found;
}

/** Starts controlling the page's price buttons. Returns the stop function. */
export function startOutcomeController(options: OutcomeControllerOptions): () => void {
  const { root, locale, templates } = options;
  const store = options.store ?? outcomeStore;
  const format = options.format ?? storeFormat;
  let settings: PriceTextSettings = { locale, templates, format: format.current() };

  const controlled = new Map<Element, Controlled>();
  const byKey = new Map<string, Set<Element>>();
  const unsubscribeKey = new Map<string, () => void>();
  /** The buttons of each observed target, and whether the target is near the screen. */
  const byTarget = new Map<Element, Set<Element>>();
  const onScreen = new Map<Element, boolean>();
  /** The entry last told to the bet slip, per selected outcome. */
  const reported = new Map<string, OutcomeEntry>();

  const view = root.defaultView;
  const intersections =
    view && typeof view.IntersectionObserver === 'function'
      ? new view.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              onScreen.set(entry.target, entry.isIntersecting);
              if (!entry.isIntersecting) continue;
              for (const button of byTarget.get(entry.target) ?? []) release(button);
            }
          },
          { rootMargin: MARGIN },
        )
      : null;

  /** Writes what `entry` shows into `button`; attributes and text that already say it stay. */
  function write(button: Element, item: Controlled, entry: OutcomeEntry) {
    item.pending = false;
    const state = outcomeState(entry);
    const { oddsText, accessibleName } = outcomeTexts(settings, item.naming, entry.odds, state);
    setAttribute(button, 'data-state', state);
    setAttribute(button, 'data-odds', String(entry.odds));
    setAttribute(button, 'data-move', entry.move);
    setAttribute(button, 'aria-disabled', state === 'open' ? null : 'true');
    setAttribute(button, OUTCOME_INACTIVE_ATTRIBUTE, entry.active ? null : '');
    setAttribute(button, 'aria-label', accessibleName);
    const text = button.querySelector('.outcome-price')?.firstChild;
    if (text && text.nodeValue !== oddsText) text.nodeValue = oddsText;
  }

  /** Whether the button shows what `entry` says (price, its text and the state). The accessible
   * name follows from these, so it is not worked out again for every button. */
  function shows(button: Element, entry: OutcomeEntry) {
    return (
      button.getAttribute('data-odds') === String(entry.odds) &&
      button.getAttribute('data-state') === outcomeState(entry) &&
      button.getAttribute('data-move') === entry.move &&
      button.querySelector('.outcome-price')?.textContent ===
        formatDecimalOdds(entry.odds, settings.locale, settings.format)
    );
  }

  function isOpen(button: Element, item: Controlled) {
    return (
      (onScreen.get(item.target) ?? true) || root.activeElement === button || isSelected(item.key)
    );
  }

  function release(button: Element) {
    const item = controlled.get(button);
    if (!item?.pending) return;
    const entry = store.get(item.key);
    if (entry) write(button, item, entry);
  }

  /** Tells the bet slip a selected outcome's price it has not heard yet. A stale price says
   * nothing: the slip keeps the selection suspended until the connection confirms it. */
  function report(key: string) {
    const entry = store.get(key);
    if (!entry || entry.stale || !isSelected(key) || reported.get(key) === entry) return;
    reported.set(key, entry);
    reportQuote(key, entry);
  }

  function onEntry(key: string) {
    const entry = store.get(key);
    if (!entry) return;
    for (const button of byKey.get(key) ?? []) {
      const item = controlled.get(button)!;
      if (isOpen(button, item)) write(button, item, entry);
      else item.pending = true;
    }
    report(key);
  }

  function add(button: Element) {
    const key = button.getAttribute(OUTCOME_KEY_ATTRIBUTE);
    const known = controlled.get(button);
    if (known?.key === key) return;
    if (known) remove(button);
    if (!key) return;
    const target = button.closest(`[${OUTCOME_GROUP_ATTRIBUTE}]`) ?? button;
    const item: Controlled = { key, naming: namingOf(button), target, pending: false };
    controlled.set(button, item);
    let buttons = byKey.get(key);
    if (!buttons) {
      byKey.set(key, (buttons = new Set()));
      // The first button of an outcome seeds the store's entry from what the server rendered.
      unsubscribeKey.set(
        key,
        store.subscribe(key, () => onEntry(key), quoteOfButton(button)),
      );
    }
    buttons.add(button);
    let group = byTarget.get(target);
    if (!group) {
      byTarget.set(target, (group = new Set()));
      intersections?.observe(target);
    }
    group.add(button);
    // The store may know a newer price than this render (another button of the outcome, a list
    // rendered again), or the player's format may differ from the one the server rendered in.
    const entry = store.get(key);
    if (entry && !shows(button, entry)) write(button, item, entry);
    if (isSelected(key)) {
      button.setAttribute('aria-pressed', 'true');
      report(key);
    }
  }

  function remove(button: Element) {
    const item = controlled.get(button);
    if (!item) return;
    controlled.delete(button);
    const buttons = byKey.get(item.key);
    buttons?.delete(button);
    if (buttons?.size === 0) {
      byKey.delete(item.key);
      reported.delete(item.key);
      // The last button of an outcome gone: the store drops its entry (never shown as live later).
      unsubscribeKey.get(item.key)?.();
      unsubscribeKey.delete(item.key);
    }
    const group = byTarget.get(item.target);
    group?.delete(button);
    if (group?.size === 0) {
      byTarget.delete(item.target);
      onScreen.delete(item.target);
      intersections?.unobserve(item.target);
    }
  }

  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(OUTCOME_BUTTON_SELECTOR);
    if (!button) return;
    add(button);
    const key = button.getAttribute(OUTCOME_KEY_ATTRIBUTE) ?? '';
    // The store's entry, not the button's text: a button held back off screen may lag behind.
    const current = store.get(key) ?? { ...quoteOfButton(button), move: null };
    // A selected outcome can always be taken off the slip, even while suspended or stale.
    if (!isOffered(current) && !isSelected(key)) return;
    const { name, market } = controlled.get(button)?.naming ?? namingOf(button);
    toggleSelection({
      key,
      odds: current.odds,
      active: current.active,
      suspended: current.suspended,
      name,
      market,
      event: readBetEvent(button),
    });
  };

  const onFocus = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(OUTCOME_BUTTON_SELECTOR);
    if (button) release(button);
  };

  const stopSelection = subscribeSelection((keys) => {
    for (const key of keys) {
      const selected = isSelected(key);
      for (const button of byKey.get(key) ?? []) {
        setAttribute(button, 'aria-pressed', String(selected));
        if (selected) release(button);
      }
      if (selected) report(key);
      else reported.delete(key);
    }
  });

  const stopFormat = format.subscribe(() => {
    const next = format.current();
    if (next === settings.format) return;
    settings = { ...settings, format: next };
    for (const [button, item] of controlled) {
      const entry = store.get(item.key);
      if (entry) write(button, item, entry);
    }
  });

  const mutations =
    view && typeof view.MutationObserver === 'function'
      ? new view.MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes') {
              const button = record.target as Element;
              if (!button.isConnected) continue;
              if (record.attributeName === OUTCOME_KEY_ATTRIBUTE) {
                if (button.matches(OUTCOME_BUTTON_SELECTOR)) add(button);
                else remove(button);
                continue;
              }
              // React wrote what the server rendered again: the store's entry stands.
              const item = controlled.get(button);
              const entry = item && store.get(item.key);
              if (item && entry && !shows(button, entry)) write(button, item, entry);
              continue;
            }
            for (const node of record.removedNodes)
              for (const button of buttonsIn(node)) if (!button.isConnected) remove(button);
            for (const node of record.addedNodes)
              for (const button of buttonsIn(node)) if (button.isConnected) add(button);
          }
        })
      : null;
  mutations?.observe(root.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [OUTCOME_KEY_ATTRIBUTE, 'data-odds', 'data-state'],
  });

  root.addEventListener('click', onClick);
  root.addEventListener('focusin', onFocus);
  for (const button of root.querySelectorAll(OUTCOME_BUTTON_SELECTOR)) add(button);

  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('focusin', onFocus);
    mutations?.disconnect();
    intersections?.disconnect();
    stopSelection();
    stopFormat();
    for (const button of [...controlled.keys()]) remove(button);
  };
}
