import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later';

async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('HydrateLater', () => {
  it('renders a row in full on the server, marked as a part the browser hydrates on its own', async () => {
    const html = await serverHtml(
      createElement(
        'div',
        null,
        createElement(
          HydrateLater,
          null,
          createElement('article', null, 'Hertha BSC vs Karlsruher SC'),
        ),
        createElement(
          HydrateLater,
          null,
          createElement('article', null, 'Dynamo Dresden vs Eintracht Braunschweig'),
        ),
      ),
    );
    // React's boundary markers: the hydrating page finds each row's boundary and leaves it for later.
    expect(html).toBe(
      '<div><!--&--><article>Hertha BSC vs Karlsruher SC</article><!--/&-->' +
        '<!--&--><article>Dynamo Dresden vs Eintracht Braunschweig</article><!--/&--></div>',
    );
  });
});
