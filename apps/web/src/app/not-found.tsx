import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../components/ui/status-page';
import { DEFAULT_LOCALE } from '../i18n/locales';
import './globals.css';

/**
 * 404 for requests that never reach a locale (an unknown first segment with a file extension,
 * say): the root layout only passes through, so this page brings its own document.
 */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'page.not-found' });
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <main className="px-4 py-16">
          <title>{t('title')}</title>
          <meta name="robots" content="noindex,nofollow" />
          <StatusPage
            variant="not-found"
            title={t('title')}
            description={t('description')}
            action={{ href: '/', label: t('home-button') }}
          />
        </main>
      </body>
    </html>
  );
}
