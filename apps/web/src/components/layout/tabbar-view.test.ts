import { type ReactElement, createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { TabbarView } from './tabbar-view';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const props = {
  labels: {
    label: 'Sections',
    home: 'Home',
    live: 'Live',
    esports: 'E-sports',
    betSlip: 'Bet slip',
    menu: 'Menu',
  },
  hrefs: { home: '/de', live: '/de/live', esports: '/de/cybersport' },
  menuId: 'menu-panel',
  betSlipId: 'bet-slip-panel',
};

const current = (markup: string) =>
  [...markup.matchAll(/<a [^>]*aria-current="page"[^>]*>.*?<span class="truncate">([^<]+)/g)].map(
    (match) => match[1],
  );

// The layout draws the tab bar as the island's placeholder from the request's path (decision
// 0084), so the current tab is marked from the first paint, as the island marks it.
describe('the tab bar', () => {
  it("marks the page's section current, a match page under its section too", async () => {
    expect(
      current(
        await html(createElement(TabbarView, { ...props, pathname: '/de/live', open: null })),
      ),
    ).toEqual(['Live']);
    expect(
      current(await html(createElement(TabbarView, { ...props, pathname: '/de', open: null }))),
    ).toEqual(['Home']);
    expect(
      current(
        await html(
          createElement(TabbarView, { ...props, pathname: '/de/cybersport/cs2', open: null }),
        ),
      ),
    ).toEqual(['E-sports']);
  });

  it('marks no tab when the path is not known, and the open panel instead of a section', async () => {
    expect(
      current(await html(createElement(TabbarView, { ...props, pathname: null, open: null }))),
    ).toEqual([]);
    const withMenu = await html(
      createElement(TabbarView, { ...props, pathname: '/de/live', open: 'menu' }),
    );
    expect(current(withMenu)).toEqual([]);
    expect(withMenu).toMatch(/aria-expanded="true"[^>]*data-early-press="tabbar-menu"/);
  });

  it('names its toggles for the presses kept before it hydrates', async () => {
    const markup = await html(createElement(TabbarView, { ...props, pathname: '/de', open: null }));
    expect(markup).toContain('data-early-press="tabbar-bet-slip"');
    expect(markup).toContain('data-early-press="tabbar-menu"');
  });
});
