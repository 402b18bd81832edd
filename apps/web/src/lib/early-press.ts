// A press on a part of the page that is on screen (server HTML) before its code has arrived is
// kept, and replayed once the part has hydrated: React does not replay a press on a part still
// waiting for its chunk, so without this a sign-in link would load the sign-in page instead of
// opening the dialog, and the language switch's button would do nothing (decision 0081). The
// part marks its pressable elements `data-early-press="<name>"`, a name unique in the page; the
// pressed element shows `aria-busy` until it answers. The server-rendered placeholder that holds
// an island's place (decision 0084) carries the same names: a press on the placeholder is
// replayed on the island's element of that name, which React's streamed markup put in its place.
// One listener on the window, in the capture phase, before React's own.

import { placeholdersCaught, takeClicksBeforeCode } from './clicks-before-code';

/** The parts of a click event the catcher reads. */
export interface PressEvent {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/** The parts of an element the catcher uses. */
export interface PressableElement {
  closest(selector: string): PressableElement | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  click(): void;
  readonly isConnected: boolean;
}

export interface EarlyPresses {
  /** The window's click listener (capture phase). */
  onClick(event: PressEvent): void;
  /** Keeps a press on this element (one the page recorded before this code ran). */
  keep(element: PressableElement): void;
  /** The element's own handlers are attached: later presses go through, a kept one is replayed. */
  ready(element: PressableElement | null): void;
  /** The parts' code could not load: presses go through as if there were no catcher (a link
   * then loads its page), and a kept press is dropped. */
  release(): void;
}

const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

export function createEarlyPresses(): EarlyPresses {
  const ready = new WeakSet<PressableElement>();
  let kept: PressableElement | null = null;
  let keptName: string | null = null;
  let released = false;

  const drop = () => {
    kept?.removeAttribute('aria-busy');
    kept = null;
    keptName = null;
  };
  // The kept press is for this element: the one pressed, or the island's element of the same
  // name that takes the pressed placeholder's place, whether or not the placeholder has left the
  // page by then (a journey's press on the bet builder's placeholder, in a client navigation to a
  // match page, was lost once when this waited for it to leave); names are unique in the page.
  const meant = (element: PressableElement) =>
    kept === element ||
    (kept !== null &&
      keptName !== null &&
      keptName !== '' &&
      element.getAttribute(EARLY_PRESS_ATTRIBUTE) === keptName);

  const keep = (element: PressableElement) => {
    if (released) return;
    // Already answering (a press the page recorded before this code ran): answered now.
    if (ready.has(element)) {
      element.removeAttribute('aria-busy');
      if (element.isConnected) element.click();
      return;
    }
    // The last press is the one the player means.
    drop();
    kept = element;
    keptName = element.getAttribute(EARLY_PRESS_ATTRIBUTE);
    element.setAttribute('aria-busy', 'true');
  };

  return {
    onClick(event) {
      if (released) return;
      const target = event.target as Partial<PressableElement> | null;
      const element =
        typeof target?.closest === 'function' ? target.closest(`[${EARLY_PRESS_ATTRIBUTE}]`) : null;
      if (element === null || ready.has(element)) return;
      // A new tab or window is the browser's own business, with or without the part's code.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      event.stopPropagation();
      keep(element);
    },
    keep,
    ready(element) {
      if (element === null) return;
      ready.add(element);
      if (!meant(element)) return;
      drop();
      if (element.isConnected) element.click();
    },
    release() {
      released = true;
      drop();
    },
  };
}

const presses = createEarlyPresses();
let catching = false;

/** Starts keeping early presses (once per page; no-op on the server). */
export function catchEarlyPresses(): void {
  if (catching || typeof window === 'undefined') return;
  catching = true;
  window.addEventListener('click', presses.onClick, true);
  placeholdersCaught();
  for (const element of takeClicksBeforeCode(`[${EARLY_PRESS_ATTRIBUTE}]`))
    presses.keep(element as unknown as PressableElement);
}

export const earlyPressReady = (element: PressableElement | null): void => presses.ready(element);

/**
 * An island's loader whose parts take early presses: starts keeping them (when the loader's
 * module runs, before the page hydrates) and lets them through if the chunk fails to load.
 * `lazyIsland(withEarlyPresses(() => import('./toggle').then((module) => module.Toggle)))`.
 */
export function withEarlyPresses<T>(load: () => Promise<T>): () => Promise<T> {
  catchEarlyPresses();
  return () =>
    load().catch((error: unknown) => {
      presses.release();
      throw error;
    });
}
