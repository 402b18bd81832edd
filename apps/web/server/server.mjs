// @ts-check
// The web server: Next.js's own request and upgrade handlers behind a plain HTTP server, so the
// forwarding headers the API relies on are set by us, not by the client (see forwarding.mjs).
// Usage: node server/server.mjs [-H host] [-p port] (after `next build`).
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerUnavailableWhenApiDown } from './api-unavailable.mjs';
import { setForwardingHeaders, trustedPeers } from './forwarding.mjs';

/** @param {string} flag @param {string} fallback */
function argument(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const hostname = argument('-H', 'localhost');
const port = Number(argument('-p', process.env.PORT ?? '3000'));
const isTrusted = trustedPeers(process.env.WEB_TRUST_PROXY);

// As `next start` does: React and Next load their production builds only under this.
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const server = createServer();
const app = next({
  dev: false,
  dir: join(dirname(fileURLToPath(import.meta.url)), '..'),
  hostname,
  port,
  httpServer: server,
});
await app.prepare();
const handle = app.getRequestHandler();
// Next adds its upgrade listener (the realtime socket's proxy) on the first request; a tab
// reconnecting its socket right after a restart may come first, so it is added now.
/** @type {{ setupWebSocketHandler?: (server: import('node:http').Server) => void }} */ (
  /** @type {unknown} */ (app)
).setupWebSocketHandler?.(server);
// Runs before Next's upgrade listener.
server.prependListener('upgrade', (request) => setForwardingHeaders(request, isTrusted));
server.on('request', (request, response) => {
  setForwardingHeaders(request, isTrusted);
  // Crawlers read robots.txt at the origin's root, outside the basePath (decision 0043).
  if (request.url === '/robots.txt') request.url = '/sports/robots.txt';
  answerUnavailableWhenApiDown(request, response);
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.info(`Web server listening on http://${hostname}:${port}`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
