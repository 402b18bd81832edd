import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
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

  it("streams the island's placeholder in its place while the server waits for the island", async () => {
    let release = (_component: typeof Greeting) => {};
    const Island = lazyIsland(() => new Promise<typeof Greeting>((resolve) => (release = resolve)));
    const stream = await renderToReadableStream(
      createElement(
        'main',
        null,
        createElement(Island, {
          name: 'Ada',
          placeholder: createElement('p', { className: 'room' }, 'Room for Ada'),
        }),
        createElement('h2', null, 'Below'),
      ),
    );
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The content below the island comes after the placeholder, which holds the island's room.
    expect(first).toMatch(/<p class="room">Room for Ada<\/p>.*<h2>Below<\/h2>/);
    release(Greeting);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('<p class="greeting">Hello Ada</p>');
  });

  it('holds no room for an island without a placeholder', async () => {
    const Island = lazyIsland(() => new Promise<typeof Greeting>(() => {}));
    const stream = await renderToReadableStream(
      createElement(
        'main',
        null,
        createElement(Island, { name: 'Ada' }),
        createElement('h2', null, 'Below'),
      ),
    );
    const first = new TextDecoder().decode((await stream.getReader().read()).value);
    expect(first).toMatch(
      /<main><!--\$\?--><template id="B:0"><\/template><!--\/\$--><h2>Below<\/h2>/,
    );
  });
});
