'use client';

import { useEffect } from 'react';
import { withEarlyPresses } from '../../../lib/early-press';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { type IslandPlaceholder, lazyIsland } from '../../../lib/lazy-island';
import { readDocumentCookie } from '../../../lib/browser-storage';
import { initAuth } from '../auth-store';
import { CSRF_COOKIE, readCookie } from '../model/cookies';

// The header's sign-in and sign-up links and the language switch are on screen from the
// server's HTML; their code (the links' handlers, the popover, the locale routing tables) is a
// chunk of its own, asked for while the page hydrates, not in every page's first load (decision
// 0081). The server streams an island after the page's shell, so the layout gives each its
// placeholder, the same links and button rendered on the server (`header-placeholders`, decision
// 0084). A press before the chunk has arrived, on the placeholder or on the island, is kept and
// replayed (`early-press`): the first press still opens the dialog or the list of languages.
const loadParts = withEarlyPresses(() => import('./header-account-parts'));
// Asked for when this module runs, before the page hydrates, rather than when hydration reaches
// the header; with a session cookie, a returning player's balance and menus as well.
if (typeof window !== 'undefined') {
  loadParts().catch(() => {});
  if (readCookie(readDocumentCookie(), CSRF_COOKIE) !== undefined)
    void import('./header-account-signed-in-texts');
}

const HeaderAccountIsland = lazyIsland(() => loadParts().then((parts) => parts.HeaderAccount));

/** The language switch (header and footer), its placeholder `LanguageSwitchPlaceholder`. */
export const LanguageSwitchLoader = lazyIsland(() =>
  loadParts().then((parts) => parts.LanguageSwitch),
);

/**
 * The header's account area. Who is signed in is asked as soon as the page has hydrated, not
 * once the area's chunk has come: the slip, the stars and the site's settings wait for it too.
 * Its placeholder is `HeaderAccountPlaceholder`.
 */
export function HeaderAccountLoader(
  props: { signIn?: boolean; signUp?: boolean } & IslandPlaceholder,
) {
  const { locale } = useClientIntl();
  useEffect(() => initAuth(locale), [locale]);
  return <HeaderAccountIsland {...props} />;
}
