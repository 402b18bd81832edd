import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The lists render their first screen only: rows (and home's top-leagues grid) far below it are
// skipped by the browser (content-visibility) in the room they will take, so a long list costs
// little while the page loads and nothing moves when the player scrolls them into view
// (decision 0061). Reads only: safe beside any other journey.

/** For every match row: whether the browser renders its content, and its height now. */
function rowStates(page: Page) {
  return page.locator('article.match-row').evaluateAll((rows) =>
    rows.map((row) => ({
      rendered: (row.firstElementChild as Element).checkVisibility({
        contentVisibilityAuto: true,
      }),
      height: row.getBoundingClientRect().height,
      // Rows more than two screens down are well past the browser's margin for rendering.
      farBelow: row.getBoundingClientRect().top > 2 * window.innerHeight,
    })),
  );
}

for (const path of ['/sports', '/sports/football']) {
  test(`rows below the first screen of ${path} wait in their own room`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('article.match-row').first()).toBeVisible();
    const before = await rowStates(page);
    // The first screen is rendered; rows far below it are skipped.
    expect(before[0]?.rendered).toBe(true);
    expect(before.filter((row) => row.farBelow && row.rendered)).toEqual([]);

    // The room a skipped row keeps is the row's real height (within a pixel and its border).
    const skippedHeights = before.filter((row) => !row.rendered).map((row) => row.height);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page
      .locator('article.match-row, ul[style*="--h2"]')
      .evaluateAll((elements) =>
        elements.forEach((element) => (element.style.contentVisibility = 'visible')),
      );
    const after = await rowStates(page);
    for (const [index, row] of before.entries()) {
      if (!row.rendered)
        expect(Math.abs((after[index]?.height ?? 0) - row.height)).toBeLessThan(1.5);
    }
    const shownHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(shownHeight - pageHeight)).toBeLessThanOrEqual(before.length + 2);
    expect(skippedHeights.every((height) => height > 40)).toBe(true);

    // Scrolling to the end shows every row, and the skipped ones read and work as the others.
    await page.locator('article.match-row').last().scrollIntoViewIfNeeded();
    await expect(page.locator('article.match-row').last().getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
}
