'use client';

import { useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { readDocumentCookie, writeDocumentCookie } from '../../lib/browser-storage';
import { readCookie } from '../../lib/cookies';
import { CONSENT_COOKIE, type Consent, consentCookie, shouldAskConsent } from './consent';

const BANNER_ID = 'cookie-banner';
const FRAMED_HIDE_SCRIPT = `try{if(self!==top)document.getElementById('${BANNER_ID}').hidden=true}catch(e){document.getElementById('${BANNER_ID}').hidden=true}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function asking(): boolean {
  let inFrame = true;
  try {
    inFrame = window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse the comparison: framed.
  }
  return shouldAskConsent({
    consent: readCookie(readDocumentCookie(), CONSENT_COOKIE),
    inFrame,
    userAgent: navigator.userAgent,
  });
}

function choose(choice: Consent): void {
  writeDocumentCookie(consentCookie(choice, window.location.protocol === 'https:'));
  listeners.forEach((listener) => listener());
}

/**
 * The cookie banner: a labelled region at the bottom (above the phone tab bar), not a modal, so
 * the page stays usable; it never takes focus. Gone once the visitor chooses.
 *
 * The server renders it when the request carried no consent cookie (`askedOnServer`), so a first
 * visit paints it with the rest of the page instead of after the scripts have run (it is often
 * the largest text on a phone screen, so it decides LCP). The server cannot tell a frame: a
 * framed page hides it before the first paint (the inline script below), and hydration then
 * settles on the browser's own answer.
 */
export function CookieBanner({ askedOnServer }: { askedOnServer: boolean }) {
  const { messages } = useClientIntl();
  const t = messages.account.consent;
  const show = useSyncExternalStore(subscribe, asking, () => askedOnServer);
  if (!show) return null;
  return (
    <section
      id={BANNER_ID}
      aria-label={t.label}
      className="fixed inset-x-2 bottom-16 z-50 rounded-xl border border-line bg-surface p-4 text-ink shadow-2xl desk:inset-x-auto desk:end-4 desk:bottom-4 desk:max-w-md"
    >
      <p className="text-sm">{t.text}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => choose('necessary')}
          className="h-10 flex-1 rounded-md border border-ink/20 px-3 text-sm font-bold hover:bg-subtle"
        >
          {t.necessary}
        </button>
        <button
          type="button"
          onClick={() => choose('all')}
          className="h-10 flex-1 rounded-md bg-accent px-3 text-sm font-bold hover:bg-accent-strong"
        >
          {t.accept}
        </button>
      </div>
      {askedOnServer ? (
        <script
          // Runs while the document is parsed, before the first paint of a framed page.
          dangerouslySetInnerHTML={{ __html: FRAMED_HIDE_SCRIPT }}
        />
      ) : null}
    </section>
  );
}
