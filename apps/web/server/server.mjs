// @ts-check
// The web server: Next.js's own request and upgrade handlers behind a plain HTTP server, so the
// forwarding headers the API relies on are set by us, not by the client (see forwarding.mjs).
// Usage: node server/server.mjs [-H host] [-p port] (after `next build`).
import compression from 'compression';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { answerUnavailableWhenApiDown } from './api-unavailable.mjs';
import { setForwardingHeaders, trustedPeers } from './forwarding.mjs';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.mjs';

/** @param {string} flag @param {string} fallback */
function argument(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const hostname = argument('-H', 'localhost');
const port = Number(argument('-p', process.env.PORT ?? '3000'));
const isTrusted = trustedPeers(process.env.WEB_TRUST_PROXY);
// Compression is ours, not Next's (`compress: false` in next.config.ts): the document's rewrite
// (scripts-after-paint.mjs) must see the text before it is compressed.
const compress = compression();
const noop = () => {};
/** The middleware hands a `drain` listener to its zlib stream and returns that stream. */
/** @param {import('node:http').ServerResponse} response */
function releaseCompressionStream(response) {
  const stream = /** @type {unknown} */ (response.on('drain', noop));
  if (stream === response || !(stream instanceof Duplex)) {
    response.off('drain', noop);
    return;
  }
  stream.destroy();
}

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
  compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {});
  // A client that leaves mid-answer leaves the compressor's stream open; end it (as Next does).
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  loadScriptsAfterFirstPaint(response);
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
