// @ts-check
// Who the client is, as the web server tells the API. Next.js proxies `/api` (and the realtime
// socket) to the API with the client's own `X-Forwarded-*` headers untouched, and the API
// trusts its loopback peer (the web server) to have set them. So the web server, as the edge,
// must replace what a client claims with what it saw on the socket; only a configured
// proxy in front of it (`WEB_TRUST_PROXY`) may add to the chain.

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
const plain = (/** @type {string} */ address) => address.replace(/^::ffff:/i, '');

/**
 * The peers whose forwarding headers count, from `WEB_TRUST_PROXY`: a comma-separated list of
 * addresses and `loopback`; empty (the default) trusts nobody, the web server is the edge.
 * @param {string | undefined} text
 * @returns {(address: string) => boolean}
 */
export function trustedPeers(text) {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const addresses = new Set(items.filter((item) => item !== 'loopback').map(plain));
  const loopback = items.includes('loopback');
  return (address) => {
    const peer = plain(address);
    return addresses.has(peer) || (loopback && (peer === '::1' || peer.startsWith('127.')));
  };
}

/**
 * Rewrites the request's forwarding headers in place: from an untrusted peer, the client is the
 * socket's address and the scheme the socket's; from a trusted one, its chain is kept and the
 * peer's address appended.
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string) => boolean} isTrusted
 */
export function setForwardingHeaders(request, isTrusted) {
  const socket = /** @type {import('node:net').Socket & { encrypted?: boolean }} */ (
    request.socket
  );
  const peer = plain(socket.remoteAddress ?? '');
  const headers = request.headers;
  if (isTrusted(peer)) {
    const chain = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
    headers['x-forwarded-proto'] ??= socket.encrypted ? 'https' : 'http';
    return;
  }
  headers['x-forwarded-for'] = peer;
  headers['x-forwarded-proto'] = socket.encrypted ? 'https' : 'http';
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-port'];
  delete headers.forwarded;
  delete headers['x-real-ip'];
}
