// One press of the panic button: the 24 h lock, then this tab signs out and tells the player
// until when. The API module loads on press, so the button costs the first load almost nothing.
import { signOutLocally } from '../account/auth-store';
import { writeDocumentCookie } from '../../lib/browser-storage';
import { showNotice } from './protection-notices';

/** The readable CSRF cookie's name (the contract's `CSRF_COOKIE`, kept out of the first load). */
const CSRF_COOKIE = 'sb_csrf';

/** Clears the player in this tab after the server ended the session (lock, limit). */
export function clearPlayer(): void {
  writeDocumentCookie(`${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  signOutLocally();
}

export async function pressPanic(locale: string): Promise<boolean> {
  try {
    const { panic } = await import('./api/protection-api');
    const { restriction } = await panic(locale);
    clearPlayer();
    showNotice({ kind: 'locked', reason: 'panic', until: restriction.disableAt });
    return true;
  } catch {
    return false;
  }
}
