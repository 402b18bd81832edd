import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyIsland } from './lazy-island';

async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

function Greeting({ name }: { name: string }) {
  return createElement('p', { className: 'greeting' }, `Hello ${name}`);
}

describe('lazyIsland', () => {
  it('renders the whole island on the server with its props, not a placeholder', async () => {
    const Island = lazyIsland(async () => Greeting);
    const html = await serverHtml(createElement(Island, { name: 'Ada' }));
    expect(html).toContain('<p class="greeting">Hello Ada</p>');
  });

  it('asks for the island chunk once, however often it renders', async () => {
    let loads = 0;
    const Island = lazyIsland(async () => {
      loads += 1;
      return Greeting;
    });
    await serverHtml(createElement(Island, { name: 'Ada' }));
    await serverHtml(createElement(Island, { name: 'Grace' }));
    expect(loads).toBe(1);
  });
});
