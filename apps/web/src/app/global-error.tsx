'use client';

import { useEffect, useState } from 'react';
import { reportError } from '../features/error-reporting/report-error';
import { ERROR_SHELL_ENGLISH } from '../i18n/error-shell-english';

/**
 * The slim error shell (spec section 2): the last-resort page when the locale layout itself
 * failed. It replaces the whole document, so it has no providers. It comes with its English
 * texts; the shell's other locales (de, en-AU, en-CA, en-NZ, fr-CA, de-CH), picked from the URL
 * and the browser's languages, load once it runs (every page would otherwise carry them), and
 * if they cannot load the English page stays. Always left to right: the shell has no
 * right-to-left locale.
 */
export default function GlobalError({ error, reset }: { error: unknown; reset?: () => void }) {
  const [{ locale, texts }, setShell] = useState({
    locale: 'en' as string,
    texts: ERROR_SHELL_ENGLISH,
  });
  // The URL and the browser's languages, read once running (the server answers English).
  useEffect(() => {
    void import('../i18n/error-shell')
      .then((shell) => setShell(shell.errorShellFor(window.location.pathname, navigator.languages)))
      .catch(() => {});
  }, []);

  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);

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
