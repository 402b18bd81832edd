'use client';

import { writeDocumentCookie } from '../../lib/browser-storage';
import { type Consent, consentCookie } from './consent';

/** The cookie banner's two choices: the cookie is written and the banner goes. */
export function ConsentButtons({
  bannerId,
  necessary,
  accept,
}: {
  bannerId: string;
  necessary: string;
  accept: string;
}) {
  const choose = (choice: Consent) => {
    writeDocumentCookie(consentCookie(choice, window.location.protocol === 'https:'));
    const banner = document.getElementById(bannerId);
    if (banner) banner.hidden = true;
  };
  return (
    <div className="mt-3 flex gap-2">
      <button
        type="button"
        onClick={() => choose('necessary')}
        className="h-10 flex-1 rounded-md border border-ink/20 px-3 text-sm font-bold hover:bg-subtle"
      >
        {necessary}
      </button>
      <button
        type="button"
        onClick={() => choose('all')}
        className="h-10 flex-1 rounded-md bg-accent px-3 text-sm font-bold hover:bg-accent-strong"
      >
        {accept}
      </button>
    </div>
  );
}
