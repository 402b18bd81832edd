import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_GLOBAL as SERVER_GLOBAL } from '../../server/scripts-after-paint.mjs';
import { AFTER_PAINT_GLOBAL, takeClicksBeforeCode } from './clicks-before-code';

/** An element whose ancestors are given by selector. */
function element(matches: Record<string, boolean>) {
  const self = {
    closest: (selector: string) => (matches[selector] ? self : null),
  };
  return self;
}

const page = globalThis as unknown as Record<string, unknown>;

describe('presses recorded before the code ran', () => {
  afterEach(() => {
    delete page.window;
    delete page[AFTER_PAINT_GLOBAL];
  });

  it('names the global the document’s loader records into', () => {
    expect(AFTER_PAINT_GLOBAL).toBe(SERVER_GLOBAL);
  });

  it('hands each part the presses on its own elements, once, oldest first', () => {
    const price = element({ 'button[data-k]': true });
    const otherPrice = element({ 'button[data-k]': true });
    const star = element({ '[data-star]': true });
    page.window = page;
    page[AFTER_PAINT_GLOBAL] = { clicks: [price, star, otherPrice] };
    expect(takeClicksBeforeCode('button[data-k]')).toEqual([price, otherPrice]);
    expect(takeClicksBeforeCode('button[data-k]')).toEqual([]);
    expect(takeClicksBeforeCode('[data-star]')).toEqual([star]);
  });

  it('leaves a press on a link to the link, and finds nothing without the loader', () => {
    page.window = page;
    expect(takeClicksBeforeCode('[data-early-press]')).toEqual([]);
    const link = element({ '[data-early-press]': true, 'a[href]': true });
    page[AFTER_PAINT_GLOBAL] = { clicks: [link, null] };
    expect(takeClicksBeforeCode('[data-early-press]')).toEqual([]);
  });
});
