// @ts-check
// While the API is down, the browser's `/api/*` calls (rewritten to the API by Next.js) must
// not read as a fault of the web server: Next's proxy answers a connection it could not make
// with a bare `500 Internal Server Error` (no content type). This turns exactly that answer into
// a 503 with the contract's error body (`{ code, message, issues }`, code `service_unavailable`)
// and a short Retry-After, so the client says the service is unavailable. Every answer of the
// API names its content type (its errors are JSON), so any answer of the API, a 500 included,
// passes untouched.

export const UNAVAILABLE_STATUS = 503;
export const UNAVAILABLE_BODY = JSON.stringify({
  code: 'service_unavailable',
  message: 'The service is unavailable right now. Please try again in a moment.',
  issues: [],
});

const UNAVAILABLE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'retry-after': '1',
  'content-length': String(Buffer.byteLength(UNAVAILABLE_BODY)),
};

/** @param {unknown} headers  writeHead's headers argument (object or flat array) */
function namesContentType(headers) {
  if (Array.isArray(headers)) {
    return headers.some((item, index) => index % 2 === 0 && /^content-type$/i.test(String(item)));
  }
  if (headers && typeof headers === 'object') {
    return Object.keys(headers).some((name) => /^content-type$/i.test(name));
  }
  return false;
}

/**
 * Watches one response of an `/api/*` request and replaces the proxy's failure answer. It acts
 * when the head is written: Next's compression wraps `write`/`end` after this runs and sends the
 * head before the body, so the head is the one place every path goes through.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerUnavailableWhenApiDown(request, response) {
  if (!(request.url ?? '').startsWith('/api/')) return;
  const { writeHead, write, end } = response;
  let replaced = false;

  /** @param {number} status @param {unknown} headers */
  const isProxyFailure = (status, headers) =>
    status === 500 &&
    response.getHeader('content-type') === undefined &&
    !namesContentType(headers);

  const replaceHead = () => {
    replaced = true;
    response.removeHeader('transfer-encoding');
    return writeHead.call(response, UNAVAILABLE_STATUS, UNAVAILABLE_HEADERS);
  };

  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (
        !replaced &&
        isProxyFailure(
          status,
          rest.find((item) => typeof item === 'object'),
        )
      ) {
        return replaceHead();
      }
      return writeHead.call(response, status, ...rest);
    }
  );
  // The proxy's own body ("Internal Server Error") is dropped for the contract's.
  response.write = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      if (!response.headersSent && isProxyFailure(response.statusCode, undefined)) replaceHead();
      if (replaced) return true;
      return write.apply(response, /** @type {any} */ (args));
    }
  );
  response.end = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      if (!response.headersSent && isProxyFailure(response.statusCode, undefined)) replaceHead();
      if (!replaced) return end.apply(response, /** @type {any} */ (args));
      const callback = args.find((item) => typeof item === 'function');
      return end.call(response, UNAVAILABLE_BODY, callback);
    }
  );
}
