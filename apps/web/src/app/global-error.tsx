'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { reportError } from '../features/error-reporting/report-error';
import { errorShellLocale, errorShellTexts } from '../i18n/error-shell';
import { DEFAULT_LOCALE, closestSupportedLocale } from '../i18n/locales';

/** The site locale of the page that failed: `/sports/de/live` → de, `/sports/live` → en. */
function pageLocaleOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  return (segment && closestSupportedLocale(segment)) || DEFAULT_LOCALE;
}

const noChanges = () => () => {};

/**
 * The slim error shell (spec section 2): the last-resort page when the locale layout itself
 * failed. It replaces the whole document, so it has no providers and loads nothing: its texts
 * come with it in the shell's own locales (en, de, en-AU, en-CA, en-NZ, fr-CA, de-CH), picked
 * from the URL and the browser's languages after hydration; "UNEXPECTED ERROR" is the last
 * fallback. Always left to right: the shell has no right-to-left locale.
 */
export default function GlobalError({ error, reset }: { error: unknown; reset?: () => void }) {
  // The URL and the browser's languages, read once hydrated (the server answers English).
  const locale = useSyncExternalStore(
    noChanges,
    () => errorShellLocale(pageLocaleOf(window.location.pathname), navigator.languages),
    () => DEFAULT_LOCALE,
  );

  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);

  const texts = errorShellTexts(locale);
  return (
    <html lang={locale} dir="ltr">
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          background: '#eef1f4',
          color: '#0f1923',
        }}
      >
        <main style={{ maxWidth: 420, margin: '64px auto', padding: 24, textAlign: 'center' }}>
          <title>{texts.title}</title>
          <h1 style={{ fontSize: 22 }}>{texts.title}</h1>
          <p style={{ color: '#5b6574' }}>{texts.description}</p>
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
            {texts.home}
          </a>
          {reset ? (
            <p>
              <button
                type="button"
                onClick={reset}
                style={{
                  marginTop: 12,
                  border: 0,
                  background: 'none',
                  color: '#0f1923',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                {texts.retry}
              </button>
            </p>
          ) : null}
        </main>
      </body>
    </html>
  );
}
