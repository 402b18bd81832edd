'use client';

import { useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { readCookie } from '../../lib/cookies';
import { CONSENT_COOKIE, type Consent, consentCookie, shouldAskConsent } from './consent';

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
    consent: readCookie(document.cookie, CONSENT_COOKIE),
    inFrame,
    userAgent: navigator.userAgent,
  });
}

function choose(choice: Consent): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  listeners.forEach((listener) => listener());
}

/**
 * The cookie banner: a labelled region at the bottom (above the phone tab bar), not a modal, so
 * the page stays usable; it never takes focus. Gone once the visitor chooses.
 */
export function CookieBanner() {
  const { messages } = useClientIntl();
  const t = messages.account.consent;
  const show = useSyncExternalStore(subscribe, asking, () => false);
  if (!show) return null;
  return (
    <section
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
    </section>
  );
}
