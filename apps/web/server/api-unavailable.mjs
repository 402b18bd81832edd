// @ts-check
// While the API is down, the browser's `/api/*` calls (rewritten to the API by Next.js) must
// not read as a fault of the web server: Next's proxy answers a connection it could not make
// with a bare `500 Internal Server Error`. This turns exactly that answer into a 503 with the
// contract's error body (`{ code, message, issues }`, code `service_unavailable`) and a short
// Retry-After, so the client says the service is unavailable. An answer the API itself sent
// (any status, its own headers) passes untouched.

export const UNAVAILABLE_STATUS = 503;
export const UNAVAILABLE_BODY = JSON.stringify({
  code: 'service_unavailable',
  message: 'The service is unavailable right now. Please try again in a moment.',
  issues: [],
});

/** Next's answer when its proxy could not reach the target (router-utils/proxy-request). */
const PROXY_FAILURE_TEXT = 'Internal Server Error';

/**
 * Watches one response of an `/api/*` request and replaces the proxy's failure answer.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerUnavailableWhenApiDown(request, response) {
  if (!(request.url ?? '').startsWith('/api/')) return;
  const end = response.end;
  /** @type {typeof response.end} */
  const guarded = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      response.end = end;
      const [chunk] = args;
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? String(chunk) : '';
      if (
        !response.headersSent &&
        response.statusCode === 500 &&
        response.getHeader('content-type') === undefined &&
        text === PROXY_FAILURE_TEXT
      ) {
        response.writeHead(UNAVAILABLE_STATUS, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '1',
          'content-length': Buffer.byteLength(UNAVAILABLE_BODY),
        });
        return end.apply(response, /** @type {any} */ ([UNAVAILABLE_BODY]));
      }
      return end.apply(response, /** @type {any} */ (args));
    }
  );
  response.end = guarded;
}
