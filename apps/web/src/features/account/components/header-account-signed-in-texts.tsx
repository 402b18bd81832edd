'use client';

import { IslandMessages, preloadIslandMessages } from '../../../lib/i18n/island-messages';
import type { AuthState } from '../auth-store';
import HeaderAccountSignedIn from './header-account-signed-in';

// The signed-in header's menus read the account's, the loyalty line's and the notifications
// link's texts, which come with this chunk, not in the document (decision 0072). The header's
// first-load code only imports this chunk; the texts are asked for as soon as it arrives (a
// returning player's while the session is checked).
const SIGNED_IN_TEXTS = ['account', 'bonuses', 'notifications'] as const;
preloadIslandMessages(SIGNED_IN_TEXTS);

export default function HeaderAccountSignedInWithTexts({ auth }: { auth: AuthState }) {
  return (
    <IslandMessages namespaces={SIGNED_IN_TEXTS}>
      <HeaderAccountSignedIn auth={auth} />
    </IslandMessages>
  );
}
