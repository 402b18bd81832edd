import type { Locator, Page } from '@playwright/test';

/**
 * The page's alert that says `text`. Found by its words: the odds announcer is a polite status
 * region too, and on a live page it speaks at any moment, so "the last status" may be either.
 */
export function alertSaying(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}
