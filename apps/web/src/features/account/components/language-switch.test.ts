import { type ReactElement, createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { ClientIntlProvider } from '../../../lib/i18n/client-intl';
import type { DocumentMessages } from '../../../lib/i18n/client-messages';
import { HeaderPopoverView, languageSwitchButton } from './header-popover-view';
import { LanguageSwitch } from './language-switch';

vi.mock('next/navigation', () => ({
  usePathname: () => '/football',
  useRouter: () => ({ push: () => undefined }),
}));

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The island's own ids (`useId`) are the one thing the placeholder does not carry. */
const withoutIds = (markup: string) => markup.replace(/ (id|aria-controls)="[^"]*"/g, '');

describe('the language switch’s placeholder', () => {
  it('is the closed switch’s markup, byte for byte but for the panel’s id', async () => {
    const messages = {
      account: { header: { language: 'Language', languages: { en: 'English', de: 'Deutsch' } } },
    } as unknown as DocumentMessages;
    for (const pressName of ['language', 'language-footer']) {
      const island = await html(
        createElement(ClientIntlProvider, {
          value: { locale: 'de', localeInUrl: true, homePath: '/de', messages },
          children: createElement(LanguageSwitch, { pressName }),
        }),
      );
      const placeholder = await html(
        createElement(HeaderPopoverView, {
          open: false,
          align: 'end',
          earlyPress: pressName,
          ...languageSwitchButton('Language', 'de'),
        }),
      );
      expect(island).toContain(`data-early-press="${pressName}"`);
      expect(withoutIds(island)).toBe(placeholder);
    }
  });
});
