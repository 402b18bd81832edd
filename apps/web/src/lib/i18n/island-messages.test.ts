import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { ClientIntlProvider, useClientIntl } from './client-intl';
import { pickDocumentMessages, pickIslandMessages } from './client-messages';
import { IslandMessages } from './island-messages';

async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

function PromotionsTitle() {
  const { messages } = useClientIntl();
  return createElement('h1', null, `${messages.bonuses.title} · ${messages.odds.up}`);
}

const page = (island: ReturnType<typeof createElement>) =>
  createElement(ClientIntlProvider, {
    value: {
      locale: 'en',
      localeInUrl: false,
      homePath: '/',
      messages: pickDocumentMessages(en),
    },
    children: island,
  });

describe('IslandMessages', () => {
  it('renders an island with the texts its page handed down, beside the document’s', async () => {
    const html = await serverHtml(
      page(
        createElement(IslandMessages, {
          namespaces: ['bonuses'],
          messages: pickIslandMessages(en, ['bonuses']),
          children: createElement(PromotionsTitle),
        }),
      ),
    );
    expect(html).toContain(`<h1>${en.bonuses.title} · ${en.odds.up}</h1>`);
  });

  it('renders nothing on the server for an island that loads its texts in the browser', async () => {
    const html = await serverHtml(
      page(
        createElement(IslandMessages, {
          namespaces: ['bonuses'],
          children: createElement(PromotionsTitle),
        }),
      ),
    );
    expect(html).toBe('');
  });
});
