import { expect, type Page } from '@playwright/test';

/** The page fits its viewport: nothing wider than the screen forces sideways scrolling. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 780;
