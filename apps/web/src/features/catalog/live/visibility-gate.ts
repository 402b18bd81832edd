// Holds back a button's price updates while it is far off screen. A list page can show a
// thousand outcomes and the feed can move two thousand prices a second; re-rendering, styling
// and painting buttons nobody can see is what made frames long. A held-back button renders the
// latest price as soon as it comes near the viewport or takes focus (keyboard users and screen
// readers moving to it), and the click handler reads the store, not the last render.

/** How far outside the viewport a button still counts as on screen. */
const MARGIN = '50% 0px';
/**
 * Buttons inside an element marked with this attribute (a match row, a market) share one
 * observed target, so the browser computes one intersection per row instead of one per price.
 */
export const OUTCOME_GROUP_ATTRIBUTE = 'data-outcome-group';

type Watcher = (onScreen: boolean) => void;

let observer: IntersectionObserver | null = null;
const watchers = new Map<Element, Set<Watcher>>();
/** The last answer per observed target (a target observed again gets no new first answer). */
const lastSeen = new Map<Element, boolean>();

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver !== 'function') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        lastSeen.set(entry.target, entry.isIntersecting);
        watchers.get(entry.target)?.forEach((watch) => watch(entry.isIntersecting));
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

function watch(target: Element, watcher: Watcher, io: IntersectionObserver): () => void {
  let set = watchers.get(target);
  if (!set) {
    watchers.set(target, (set = new Set()));
    io.observe(target);
  }
  set.add(watcher);
  return () => {
    set.delete(watcher);
    if (set.size > 0) return;
    watchers.delete(target);
    lastSeen.delete(target);
    io.unobserve(target);
  };
}

export interface VisibilityGate {
  /** Call instead of the listener: passes through on screen, otherwise remembers it. */
  notify: () => void;
  dispose: () => void;
}

/**
 * Wraps `listener` so it only runs while `element` is on screen, focused, or `alwaysOpen()` is
 * true (a selected outcome keeps the bet slip's price current); a notification held back runs
 * when the element comes back. Without an element or IntersectionObserver it never holds back.
 */
export function visibilityGate(
  element: Element | null,
  listener: () => void,
  alwaysOpen: () => boolean,
): VisibilityGate {
  const io = element ? sharedObserver() : null;
  if (!element || !io) return { notify: listener, dispose: () => {} };
  const target = element.closest(`[${OUTCOME_GROUP_ATTRIBUTE}]`) ?? element;
  // Until the observer's first answer (it comes within a frame), count as on screen.
  let onScreen = lastSeen.get(target) ?? true;
  let focused = false;
  let pending = false;
  const release = () => {
    if (!pending) return;
    pending = false;
    listener();
  };
  const unwatch = watch(
    target,
    (value) => {
      onScreen = value;
      if (value) release();
    },
    io,
  );
  const onFocus = () => {
    focused = true;
    release();
  };
  const onBlur = () => {
    focused = false;
  };
  element.addEventListener('focus', onFocus);
  element.addEventListener('blur', onBlur);
  return {
    notify: () => {
      if (onScreen || focused || alwaysOpen()) listener();
      else pending = true;
    },
    dispose: () => {
      unwatch();
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
    },
  };
}
