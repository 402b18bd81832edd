// The HTTP client reports a 401 on a call made with the player's session; the auth store listens
// and signs the player out (spec section 8). The client cannot import the account feature (lib
// sits below features) and the auth store must not import the client (it keeps zod and the
// contract out of the first-load bundle), so they meet here. One listener, the auth store: this
// module is in every page's first load, so it stays as small as it can. Decision 0021.
let listener: (() => void) | undefined;

/** Sets the one listener called on every 401 of a session call. */
export function onSessionExpired(next: () => void): void {
  listener = next;
}

export function reportSessionExpired(): void {
  listener?.();
}
