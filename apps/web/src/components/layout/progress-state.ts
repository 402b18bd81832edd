// The route-change progress bar as a small state machine: a navigation starts it, the new
// pathname finishes it, and it fades out before going idle.

export type ProgressPhase = 'idle' | 'running' | 'finishing';

export type ProgressEvent = { type: 'start' } | { type: 'finish' } | { type: 'hidden' };

export function progressReducer(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event.type) {
    case 'start':
      return 'running';
    case 'finish':
      return phase === 'running' ? 'finishing' : phase;
    case 'hidden':
      return phase === 'finishing' ? 'idle' : phase;
  }
}

/**
 * Whether a click on a link starts an in-app navigation: a plain left click on a same-origin
 * link to another page (not a new tab, a download or a jump within the page).
 */
export function startsNavigation(
  click: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
  },
  link: { href: string; target: string; hasDownload: boolean },
  current: { href: string },
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.hasDownload || (link.target !== '' && link.target !== '_self')) return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(current.href);
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

/**
 * Whether a link click ended within the page: its handler moved the address without leaving the
 * shown page (an account modal's `#signIn`), so no navigation follows and the bar must finish
 * instead of running until its time-out. `shown` is the pathname and search on screen.
 */
export function stayedOnPage(
  before: string,
  after: { href: string; pathname: string; search: string },
  shown: string,
): boolean {
  return after.href !== before && after.pathname + after.search === shown;
}

/**
 * Whether the bar a link click started finishes right after the click, because no navigation
 * follows: a later handler took the click (`preventedElsewhere`: it called `preventDefault` and
 * opens a dialog, whose store may load on that press, so the address moves a moment later,
 * decision 0077), or the address already moved within the shown page (`stayedOnPage`).
 */
export function clickStayedOnPage(
  preventedElsewhere: boolean,
  before: string,
  after: { href: string; pathname: string; search: string },
  shown: string,
): boolean {
  return preventedElsewhere || stayedOnPage(before, after, shown);
}

/** Window events that start and stop the bar from outside a link click (language switch). */
export const PROGRESS_START_EVENT = 'sportsbook:progress-start';
export const PROGRESS_STOP_EVENT = 'sportsbook:progress-stop';

export const startProgress = () => window.dispatchEvent(new Event(PROGRESS_START_EVENT));
export const stopProgress = () => window.dispatchEvent(new Event(PROGRESS_STOP_EVENT));
