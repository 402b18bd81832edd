// The HTTP client reports a 401 on a call made with the player's session; the auth store listens
// and signs the player out (spec section 8). The client cannot import the account feature (lib
// sits below features) and the auth store must not import the client (it keeps zod and the
// contract out of the first-load bundle), so they meet here. Decision 0021.
const listeners = new Set<() => void>();

/** Called on every 401 of a session call; answers the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  listeners.forEach((listener) => listener());
}
