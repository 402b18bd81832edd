// Who is signed in (spec section 4): authStatus unknown → pending while the profile loads →
// logged_in / not_logged_in, with the profile and the accounts. A small external store read
// through useSyncExternalStore; the API modules (and zod) load on demand, so visitors without a
// session cookie never download them.
import { onSessionExpired } from '../../lib/api/session-expiry';
import { adoptOddsType } from '../../lib/format/odds-format-store';
import type { PlayerAccount } from './api/get-accounts';
import type { PlayerProfile } from './api/get-player';
import type { UserSettings } from './api/get-settings';
import { localStore, readDocumentCookie, writeDocumentCookie } from '../../lib/browser-storage';
import { CSRF_COOKIE, readCookie } from './model/cookies';
import { isLoggedInProfile } from './model/display-name';

export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';
export type CurrencyInfo = UserSettings['currencies'][number];

export interface AuthState {
  status: AuthStatus;
  profile: PlayerProfile | null;
  accounts: readonly PlayerAccount[];
  currencies: readonly CurrencyInfo[];
}

const SIGNED_OUT: AuthState = {
  status: 'not_logged_in',
  profile: null,
  accounts: [],
  currencies: [],
};
const UNKNOWN: AuthState = { ...SIGNED_OUT, status: 'unknown' };

let state: AuthState = UNKNOWN;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const authSnapshot = (): AuthState => state;
export const serverAuthSnapshot = (): AuthState => UNKNOWN;

/** The active account (the one bets and the header balance use). */
export function activeAccount(auth: AuthState): PlayerAccount | undefined {
  return auth.accounts.find((account) => account.active) ?? auth.accounts[0];
}

/**
 * First look on a page: without the readable `sb_csrf` cookie there is no session to ask
 * about; with it, load the profile.
 */
export function initAuth(locale: string): void {
  if (state.status !== 'unknown') return;
  if (readCookie(readDocumentCookie(), CSRF_COOKIE) === undefined) setState(SIGNED_OUT);
  else void loadProfile(locale);
}

/** Player, accounts and settings in parallel; a 401 leaves the player signed out. */
export function loadProfile(locale: string): Promise<void> {
  if (loading) return loading;
  if (state.status !== 'logged_in') setState({ ...state, status: 'pending' });
  loading = (async () => {
    try {
      const [{ getPlayer }, { getAccounts }, { getSettings }] = await Promise.all([
        import('./api/get-player'),
        import('./api/get-accounts'),
        import('./api/get-settings'),
      ]);
      const [profile, { accounts }, settings] = await Promise.all([
        getPlayer(locale),
        getAccounts(locale),
        getSettings(locale),
      ]);
      // The player's saved odds format shows on every device they sign in on (decision 0038).
      if (isLoggedInProfile(profile) && settings.updatedAt !== null)
        adoptOddsType(settings.oddsTypes.selected);
      setState(
        isLoggedInProfile(profile)
          ? { status: 'logged_in', profile, accounts, currencies: settings.currencies }
          : SIGNED_OUT,
      );
    } catch {
      // A 401 has already signed the player out (handleUnauthorized); other failures leave
      // a visitor view rather than a header stuck loading.
      if (state.status === 'pending') setState(SIGNED_OUT);
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Clears the player locally: profile and accounts go, authStatus becomes not_logged_in. */
export function signOutLocally(): void {
  setState(SIGNED_OUT);
}

/**
 * Spec section 8: a 401 on any call signs the user out without an alert; a player who was
 * signed in sees the sign-in modal (session expired).
 */
export function handleUnauthorized(): void {
  const wasLoggedIn = state.status === 'logged_in';
  // The server did not clear the CSRF cookie of a dead session; without it the next page
  // knows there is nothing to load.
  writeDocumentCookie(`${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  signOutLocally();
  // The modal store loads here rather than with this module: every page has this store, and
  // a session ends this way rarely (decision 0069).
  if (wasLoggedIn)
    void import('./modal-store').then(({ openModal }) =>
      openModal('signIn', { reason: 'session-expired' }),
    );
}
// The HTTP client reports a 401 of any session call here; this module is loaded on every page
// (the header), before any such call.
onSessionExpired(handleUnauthorized);

/**
 * Sign-out (spec section 4): ends the session on the server and clears the player, accounts
 * and, through this store's subscribers, anything kept per player (quick bet). When the server
 * says the session had already expired (401), sign-in opens with the session-expired notice
 * (handleUnauthorized) and the answer is `expired`.
 */
export async function signOut(locale: string): Promise<'signed-out' | 'expired'> {
  let expired = false;
  try {
    const { signOut: callSignOut } = await import('./api/sign-out');
    await callSignOut(locale);
  } catch {
    // A 401 has signed out and opened sign-in already; any other failure still signs out here,
    // which is what the player asked for.
    expired = state.status === 'not_logged_in';
  }
  signOutLocally();
  // The quick bet is per player (spec section 4); the bet slip, when loaded, resets its own.
  localStore().removeItem('quick_bet');
  return expired ? 'expired' : 'signed-out';
}

/** Makes another currency's account the active one, then reloads the balances. */
export async function switchCurrency(currency: string, locale: string): Promise<void> {
  const [{ changeCurrency }, { getAccounts }] = await Promise.all([
    import('./api/change-currency'),
    import('./api/get-accounts'),
  ]);
  await changeCurrency(currency, locale);
  const { accounts } = await getAccounts(locale);
  setState({ ...state, accounts });
}

/**
 * A realtime balance update (spec section 4): replaces the balance of that currency's account;
 * the header re-renders from it.
 */
export function applyBalance(account: PlayerAccount): void {
  if (state.status !== 'logged_in') return;
  if (!state.accounts.some((item) => item.currency === account.currency)) return;
  setState({
    ...state,
    accounts: state.accounts.map((item) =>
      item.currency === account.currency ? { ...item, balance: account.balance } : item,
    ),
  });
}

/** Reloads the balances (after a deposit), keeping the profile. */
export async function reloadAccounts(locale: string): Promise<void> {
  const { getAccounts } = await import('./api/get-accounts');
  const { accounts } = await getAccounts(locale);
  if (state.status === 'logged_in') setState({ ...state, accounts });
}
