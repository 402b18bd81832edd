// Presses made after the first paint and before the page's code runs. The document's inline
// loader (server/scripts-after-paint.mjs, decision 0087) paints the page before the code has
// arrived, and records the last few plain presses from its first moment; each part that keeps
// early presses of its own (price buttons, islands' placeholders, favourite stars) takes the ones
// on its elements when its code starts, and treats them as if they had come just now.

/** The loader's global (`AFTER_PAINT_GLOBAL` of the server module; a unit test ties the two). */
export const AFTER_PAINT_GLOBAL = '__sbAfterPaint';

interface Loader {
  clicks?: EventTarget[];
}

/**
 * The recorded presses on elements matching `selector` (the matching element of each, oldest
 * first), taken out of the record. A press on a link is left to the link: the browser followed
 * it already.
 */
export function takeClicksBeforeCode(selector: string): Element[] {
  if (typeof window === 'undefined') return [];
  const clicks = (window as unknown as Record<string, Loader | undefined>)[AFTER_PAINT_GLOBAL]
    ?.clicks;
  if (!clicks) return [];
  const taken: Element[] = [];
  for (let index = 0; index < clicks.length;) {
    const target = clicks[index] as Partial<Element> | null;
    const element = typeof target?.closest === 'function' ? target.closest(selector) : null;
    if (element && !element.closest('a[href]')) {
      taken.push(element);
      clicks.splice(index, 1);
    } else index += 1;
  }
  return taken;
}
