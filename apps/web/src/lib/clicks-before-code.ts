// Presses made after the first paint and before the page's code runs. The document's inline
// loader (server/scripts-after-paint.mjs, decision 0087) paints the page before the code has
// arrived, and records the last few plain presses from its first moment until the page has
// hydrated (`endClicksBeforeCode`). Each part that keeps early presses of its own (price buttons,
// islands' placeholders, favourite stars) takes the ones on its elements when its code starts,
// and treats them as if they had come just now.

/** The loader's global (`AFTER_PAINT_GLOBAL` of the server module; a unit test ties the two). */
export const AFTER_PAINT_GLOBAL = '__sbAfterPaint';

interface Loader {
  clicks?: EventTarget[];
  end?: () => void;
  placeholdersCaught?: () => void;
}

const loader = (): Loader | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Loader | undefined>)[AFTER_PAINT_GLOBAL];

/**
 * The recorded presses on elements matching `selector` (the matching element of each, oldest
 * first), taken out of the record. The loader records no press on a link the browser follows.
 */
export function takeClicksBeforeCode(selector: string): Element[] {
  const clicks = loader()?.clicks;
  if (!clicks) return [];
  const taken: Element[] = [];
  for (let index = 0; index < clicks.length;) {
    const target = clicks[index] as Partial<Element> | null;
    const element = typeof target?.closest === 'function' ? target.closest(selector) : null;
    if (element) {
      taken.push(element);
      clicks.splice(index, 1);
    } else index += 1;
  }
  return taken;
}

/** The islands' catcher is there: the loader no longer holds presses on their placeholders. */
export function placeholdersCaught(): void {
  loader()?.placeholdersCaught?.();
}

/**
 * The page has hydrated and each part has taken its presses: the loader stops recording and
 * forgets what nobody took, so no later start of a part replays an old press.
 */
export function endClicksBeforeCode(): void {
  loader()?.end?.();
}
