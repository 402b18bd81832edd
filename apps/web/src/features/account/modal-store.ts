// Account modals opened by the URL (spec section 2): `#signIn` / `#passwordNew` / `#deposit` or
// `?modal=signIn`; an e-mailed link's token parameter (`?unlock_token=…`) opens its modal too.
// Opening adds the hash; closing removes the hash, the `modal` parameter and any token. The URL
// is the state, read through useSyncExternalStore.

import { delegateToHost } from '../embed/delegation';

export const ACCOUNT_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
  'resendConfirmation',
  'resendUnlock',
  'missedAuthFields',
  'phoneVerification',
  'deposit',
] as const;
export type AccountModal = (typeof ACCOUNT_MODALS)[number];

/** Query parameters of e-mailed links, and the modal each one opens. */
export const TOKEN_PARAMS = {
  confirmation_token: 'confirmation',
  reset_password_token: 'passwordEdit',
  unlock_token: 'unlock',
} as const satisfies Record<string, AccountModal>;
export type TokenParam = keyof typeof TOKEN_PARAMS;

/** Pages that read a token themselves: there the token opens no modal on top. */
const TOKEN_PAGES = /\/users\/(confirmation|password\/edit)\/?$/;

const isModal = (value: string | null | undefined): value is AccountModal =>
  (ACCOUNT_MODALS as readonly string[]).includes(value ?? '');

/**
 * The modal a URL asks for: the hash, else the `modal` parameter, else the modal of an
 * e-mailed token (except on the page that handles that token).
 */
export function modalFromUrl(url: {
  pathname?: string;
  hash: string;
  search: string;
}): AccountModal | null {
  const hash = url.hash.replace(/^#/, '');
  if (isModal(hash)) return hash;
  const params = new URLSearchParams(url.search);
  const param = params.get('modal');
  if (isModal(param)) return param;
  if (url.pathname && TOKEN_PAGES.test(url.pathname)) return null;
  for (const [name, modal] of Object.entries(TOKEN_PARAMS)) if (params.has(name)) return modal;
  return null;
}

/** The URL without the modal hash, the `modal` parameter and tokens (other parts stay). */
export function urlWithoutModal(url: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(url.search);
  params.delete('modal');
  for (const name of Object.keys(TOKEN_PARAMS)) params.delete(name);
  const search = params.toString();
  const hash = isModal(url.hash.replace(/^#/, '')) ? '' : url.hash;
  return `${url.pathname}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The URL without one token parameter. When the token was what opened a modal, the modal's hash
 * takes its place, so the dialog stays open after the token leaves the address bar.
 */
export function urlWithoutToken(
  url: { pathname: string; search: string; hash: string },
  name: TokenParam,
): string {
  const params = new URLSearchParams(url.search);
  const fromToken =
    !isModal(url.hash.replace(/^#/, '')) &&
    !isModal(params.get('modal')) &&
    modalFromUrl(url) === TOKEN_PARAMS[name];
  params.delete(name);
  const search = params.toString();
  const hash = fromToken ? `#${TOKEN_PARAMS[name]}` : url.hash;
  return `${url.pathname}${search ? `?${search}` : ''}${hash}`;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
let notice: 'session-expired' | null = null;
let prefill: string | null = null;

export function subscribeModal(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}

export const currentModal = (): AccountModal | null => modalFromUrl(window.location);
export const noModal = (): AccountModal | null => null;
export const modalNotice = () => notice;
/** An e-mail address handed from one dialog to the next (sign-in → unlock instructions). */
export const modalPrefill = () => prefill;

export function openModal(
  modal: AccountModal,
  options: { reason?: 'session-expired' | null; email?: string } = {},
): void {
  // Inside an operator's frame, the host page may take sign-in, sign-up and deposit over.
  if (delegateToHost(modal)) return;
  notice = options.reason ?? null;
  prefill = options.email ?? null;
  const { pathname, search } = window.location;
  const target = `${urlWithoutModal({ pathname, search, hash: '' })}#${modal}`;
  // Keep Next.js's history state so Back and Forward stay client-side navigations.
  window.history.pushState(window.history.state, '', target);
  emit();
}

export function closeModal(): void {
  notice = null;
  prefill = null;
  window.history.replaceState(window.history.state, '', urlWithoutModal(window.location));
  emit();
}

const taken = new Map<TokenParam, string | null>();

/**
 * Reads an e-mailed token from the query and removes it from the address bar at once, so it does
 * not stay in the history, in bookmarks or in the Referer of later requests. The value is kept
 * for the rest of the page's life (a second render, or React's development double effects,
 * gets the same token).
 */
export function takeUrlToken(name: TokenParam): string | null {
  const value = new URLSearchParams(window.location.search).get(name);
  if (value !== null) {
    taken.set(name, value);
    window.history.replaceState(window.history.state, '', urlWithoutToken(window.location, name));
    emit();
  }
  return taken.get(name) ?? null;
}

/**
 * The token of `name` without touching the URL: the one taken already, else the one still in
 * the query, else null. A snapshot for useSyncExternalStore (see use-url-token.ts).
 */
export function peekUrlToken(name: TokenParam): string | null {
  return taken.get(name) ?? new URLSearchParams(window.location.search).get(name);
}

/** Forgets a used token (after the call that consumed it). */
export function forgetUrlToken(name: TokenParam): void {
  taken.delete(name);
}
