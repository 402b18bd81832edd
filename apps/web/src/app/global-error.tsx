'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { reportError } from '../features/error-reporting/report-error';

type ErrorTexts = { title: string; description: string; 'home-button': { title: string } };

/**
 * Last-resort error page, when the locale layout itself failed. It replaces the whole
 * document, so it has no providers: it reads the locale from the URL and loads that locale's
 * texts on demand (they stay out of every normal page's bundle).
 */
export default function GlobalError({ error }: { error: unknown }) {
  const [loaded, setLoaded] = useState<{ locale: string; texts: ErrorTexts } | null>(null);

  useEffect(() => {
    console.error(error);
    reportError(error);
    const segment = window.location.pathname.split('/')[2];
    const found = isLocale(segment) ? segment : DEFAULT_LOCALE;
    import(`../../messages/${found}.json`)
      .then((module: { default: { page: { error: ErrorTexts } } }) =>
        setLoaded({ locale: found, texts: module.default.page.error }),
      )
      .catch(() => setLoaded(null));
  }, [error]);

  return (
    <html lang={loaded?.locale ?? DEFAULT_LOCALE}>
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          background: '#eef1f4',
          color: '#0f1923',
        }}
      >
        <main style={{ maxWidth: 420, margin: '64px auto', padding: 24, textAlign: 'center' }}>
          {loaded ? (
            <>
              <title>{loaded.texts.title}</title>
              <h1 style={{ fontSize: 22 }}>{loaded.texts.title}</h1>
              <p style={{ color: '#5b6574' }}>{loaded.texts.description}</p>
              <a
                href="/sports"
                style={{
                  display: 'inline-block',
                  marginTop: 8,
                  padding: '10px 20px',
                  borderRadius: 6,
                  background: '#0f1923',
                  color: '#fff',
                  textDecoration: 'none',
                  fontWeight: 600,
                }}
              >
                {loaded.texts['home-button'].title}
              </a>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
