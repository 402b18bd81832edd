import { getTranslations } from 'next-intl/server';
import { StatusIllustration } from '../components/ui/status-page';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { PlainLink } from '../components/layout/plain-link';

/**
 * 404 for requests that never reach a locale (an unknown first segment with a file extension,
 * say): the root layout only passes through, so this page brings its own document. It is styled
 * inline, not with the app's stylesheet: as the root's not-found boundary it is part of every
 * page's RSC payload, and importing the stylesheet here put a second copy of it (about 42 kB)
 * into every page. No robots tag of its own: Next.js writes `noindex` on every 404 answer.
 */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'page.not-found' });
  return (
    <html lang={DEFAULT_LOCALE}>
      <body
        style={{
          margin: 0,
          background: '#eef1f4',
          color: '#0f1923',
          font: '15px/1.5 system-ui, sans-serif',
        }}
      >
        <main
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 12,
            padding: '64px 16px',
            textAlign: 'center',
          }}
        >
          <title>{t('title')}</title>
          <StatusIllustration variant="not-found" />
          <h1 style={{ margin: 0, fontSize: 22 }}>{t('title')}</h1>
          <p style={{ margin: 0, maxWidth: 420, color: '#5b6574' }}>{t('description')}</p>
          <PlainLink
            href="/"
            style={{
              marginTop: 8,
              padding: '10px 18px',
              borderRadius: 8,
              background: '#ffc83d',
              color: '#0f1923',
              fontWeight: 700,
              textDecoration: 'none',
            }}
          >
            {t('home-button')}
          </PlainLink>
        </main>
      </body>
    </html>
  );
}
