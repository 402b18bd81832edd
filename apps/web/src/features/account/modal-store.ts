// Account modals opened by the URL (spec section 2): `#signIn` / `#signUp` / `#deposit` or
// `?modal=signIn`.
// Opening adds the hash; closing removes the hash and the `modal` parameter. The URL is the
// state, read through useSyncExternalStore.

export const ACCOUNT_MODALS = ['signIn', 'signUp', 'deposit'] as const;
export type AccountModal = (typeof ACCOUNT_MODALS)[number];

const isModal = (value: string | null | undefined): value is AccountModal =>
  (ACCOUNT_MODALS as readonly string[]).includes(value ?? '');

/** The modal a URL asks for; the hash wins over the query parameter. */
export function modalFromUrl(url: { hash: string; search: string }): AccountModal | null {
  const hash = url.hash.replace(/^#/, '');
  if (isModal(hash)) return hash;
  const param = new URLSearchParams(url.search).get('modal');
  return isModal(param) ? param : null;
}

/** The URL without the modal hash and parameter (other query parameters and hashes stay). */
export function urlWithoutModal(url: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(url.search);
  params.delete('modal');
  const search = params.toString();
  const hash = isModal(url.hash.replace(/^#/, '')) ? '' : url.hash;
  return `${url.pathname}${search ? `?${search}` : ''}${hash}`;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
let notice: 'session-expired' | null = null;

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

export function openModal(modal: AccountModal, reason: 'session-expired' | null = null): void {
  notice = reason;
  const { pathname, search } = window.location;
  const target = `${urlWithoutModal({ pathname, search, hash: '' })}#${modal}`;
  // Keep Next.js's history state so Back and Forward stay client-side navigations.
  window.history.pushState(window.history.state, '', target);
  emit();
}

export function closeModal(): void {
  notice = null;
  window.history.replaceState(window.history.state, '', urlWithoutModal(window.location));
  emit();
}
