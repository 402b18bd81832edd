import { expect, type Page } from '@playwright/test';

/**
 * The page fits its viewport: nothing wider than the screen forces sideways scrolling. Measured
 * after the page has rendered a frame (two animation frames), so a resize just made has run its
 * media-query listeners and resize observers and their renders are laid out.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
          ),
        ),
      ),
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 780;
