import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// Next's own proxy, as the `/api/:path*` rewrite runs it: the failure answer is its, not a copy.
import { proxyRequest } from 'next/dist/server/lib/router-utils/proxy-request.js';
// Next compresses what its handler answers, wrapping the response after the guard has: the
// proxy's answer then reaches the guard through compression, as in the real web server.
// @ts-expect-error -- Next ships its compiled copy of `compression` without types.
import compression from 'next/dist/compiled/compression/index.js';
import { answerUnavailableWhenApiDown } from './api-unavailable.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An origin nothing listens on (the API killed). */
async function deadOrigin(): Promise<string> {
  const server = createServer();
  const origin = await listen(server);
  servers.pop();
  await new Promise((resolve) => server.close(resolve));
  return origin;
}

const compress = (
  compression as unknown as () => (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void
)();

/** The web server's request path for `/api/*`: the guard, then Next's rewrite proxy. */
function webServer(apiOrigin: string) {
  return createServer((request, response) => {
    answerUnavailableWhenApiDown(request, response);
    compress(request, response, () => {
      if (request.url?.startsWith('/api/')) {
        void proxyRequest(
          request,
          response,
          parse(`${apiOrigin}${request.url}`, true),
          undefined,
          undefined,
          5000,
        ).catch(() => {});
      } else {
        response.statusCode = 500;
        response.end('Internal Server Error');
      }
    });
  });
}

describe('API calls while the API is down', () => {
  it('answers 503 with the contract error body instead of the proxy 500', async () => {
    const web = await listen(webServer(await deadOrigin()));
    const response = await fetch(`${web}/api/sportsbook/matches?limit=1`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      code: 'service_unavailable',
      message: expect.any(String),
      issues: [],
    });
  });

  it('passes the API own answers through, a 500 of the API included', async () => {
    const api = await listen(
      createServer((request, response) => {
        const failing = request.url?.includes('fail');
        response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            failing
              ? { code: 'internal_error', message: 'x' }
              : { ok: true, pad: 'x'.repeat(2000) },
          ),
        );
      }),
    );
    const web = await listen(webServer(api));
    const ok = await fetch(`${web}/api/ok`, { headers: { 'accept-encoding': 'gzip' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-encoding')).toBe('gzip');
    expect(await ok.json()).toMatchObject({ ok: true });
    const failed = await fetch(`${web}/api/fail`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 'internal_error', message: 'x' });
  });

  it('leaves pages alone', async () => {
    const web = await listen(webServer(await deadOrigin()));
    const page = await fetch(`${web}/sports`);
    expect(page.status).toBe(500);
  });
});
