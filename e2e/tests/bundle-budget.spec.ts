import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { documentScripts } from '../../scripts/lib/document-scripts.mjs';

// The browsing pages' first-load JavaScript (gzip bytes of the scripts each HTML document loads,
// as the page-speed benchmark counts it) against the budget in `e2e/bundle-budget.json`. Bytes,
// not time: the same build gives the same figure on any machine. A change that grows a page fails
// here; new features load on demand instead. A page well under its budget fails too, so the
// budget follows every saving down instead of leaving room for the next growth.
const budget = JSON.parse(
  readFileSync(new URL('../bundle-budget.json', import.meta.url), 'utf8'),
) as Record<'home' | 'live' | 'sport' | 'match', number>;
/** How far under its budget a page may fall before the budget must be lowered. */
const SLACK_BYTES = 3 * 1024;

test('the browsing pages keep their first-load JavaScript within the budget', async ({
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? 'http://localhost:3000';
  const answer = await fetch(`${origin}/api/sportsbook/matches?type=match&match_status=0&limit=1`);
  const { data } = (await answer.json()) as {
    data: { slug: string; tournament: { sport: { key: string } } }[];
  };
  const match = data[0];
  expect(match, 'a prematch football match to open').toBeDefined();
  const pages = {
    home: '/sports',
    live: '/sports/live',
    // Always football: another sport's address may be a page of its own (premium cricket).
    sport: '/sports/football',
    match: `/sports/${match!.tournament.sport.key}/${match!.slug}`,
  };
  const report: string[] = [];
  for (const [page, path] of Object.entries(pages) as [keyof typeof budget, string][]) {
    // The page's code is asked for after the first paint (decision 0087): no tag of it is left
    // in the document for the browser to fetch and run before it paints.
    const html = await (await fetch(`${origin}${path}`)).text();
    expect(html, `${page}: a script tag of the page's code in the document`).not.toMatch(
      /<script src="[^"]*\/_next\/static\/[^"]*" async=""/,
    );
    const measured = await documentScripts(`${origin}${path}`);
    const line = `${page} ${path}: ${measured.gzipBytes} B gzip (budget ${budget[page]} B)`;
    report.push(line, ...measured.scripts.map((script) => `  ${script.gzipBytes} B ${script.src}`));
    expect
      .soft(measured.gzipBytes, `${line}\n${report.join('\n')}`)
      .toBeLessThanOrEqual(budget[page]);
    expect
      .soft(measured.gzipBytes, `${line}: lower the budget in e2e/bundle-budget.json`)
      .toBeGreaterThan(budget[page] - SLACK_BYTES);
  }
  await testInfo.attach('first-load-js.txt', { body: report.join('\n') });
});
