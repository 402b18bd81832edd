import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import {
  MASK,
  dropReason,
  filterBreadcrumb,
  filterEvent,
  filterTransaction,
  markSkipReport,
} from './report-filters';

/** An error event as the SDK builds it from a thrown error. */
function eventOf(error: Error, frames: string[] = ['http://localhost:3000/sports/_next/app.js']) {
  const event: ErrorEvent = {
    type: undefined,
    exception: {
      values: [
        {
          type: error.name,
          value: error.message,
          stacktrace: { frames: frames.map((filename) => ({ filename })) },
        },
      ],
    },
  };
  return { event, hint: { originalException: error } };
}

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** The web HTTP client's error for a non-2xx answer (decision 0021), with its request. */
function failedCall(status: number, code: string, body: unknown, requestBody?: unknown) {
  const error = Object.assign(named('ApiRequestError', `answered ${status}`), {
    status,
    code,
    body,
    request: { method: 'POST', url: '/api/platform/sign_in?token=abc&page=2', body: requestBody },
  });
  return error;
}

describe('what the browser does not report', () => {
  it.each([
    ['a fetch that never reached the server (Chromium)', new TypeError('Failed to fetch')],
    [
      'a fetch that never reached the server (Firefox)',
      new TypeError('NetworkError when attempting to fetch resource.'),
    ],
    ['a fetch that never reached the server (Safari)', new TypeError('Load failed')],
  ])('drops %s as a network error', (_, error) => {
    const { event, hint } = eventOf(error);
    expect(dropReason(event, hint)).toBe('network');
    expect(filterEvent(event, hint)).toBeNull();
  });

  it('drops aborted connections, timeouts and cancelled requests', () => {
    const cases: [Error, string][] = [
      [named('AbortError', 'The user aborted a request.'), 'aborted'],
      [named('AbortError', 'signal is aborted without reason'), 'aborted'],
      [named('TimeoutError', 'The operation timed out.'), 'timeout'],
      [new Error('Request timed out'), 'timeout'],
      [named('CancelledError', 'CancelledError'), 'cancelled'],
      [new Error('Request cancelled'), 'cancelled'],
    ];
    for (const [error, reason] of cases) {
      const { event, hint } = eventOf(error);
      expect(dropReason(event, hint), error.message).toBe(reason);
    }
  });

  it('drops chunk-load and script-load failures (a deploy replaced the chunks)', () => {
    const cases: [Error, string][] = [
      [named('ChunkLoadError', 'Loading chunk 7781 failed.'), 'chunk-load'],
      [new Error('Loading CSS chunk app-layout failed'), 'chunk-load'],
      [
        new TypeError('Failed to fetch dynamically imported module: /sports/_next/x.js'),
        'chunk-load',
      ],
      [new Error('Script error.'), 'script-load'],
      [new Error('Failed to load script: https://cdn.example.com/widget.js'), 'script-load'],
    ];
    for (const [error, reason] of cases) {
      const { event, hint } = eventOf(error);
      expect(dropReason(event, hint), error.message).toBe(reason);
    }
  });

  it('drops a script element that failed to load', () => {
    const failure = new Event('error');
    Object.defineProperty(failure, 'target', { value: { tagName: 'SCRIPT' } });
    const event: ErrorEvent = { type: undefined, message: 'Event `Event` captured' };
    expect(dropReason(event, { originalException: failure })).toBe('script-load');
  });

  it('drops errors thrown by tracking and tag-manager scripts', () => {
    const fromGtm = eventOf(new TypeError("Cannot read properties of undefined (reading 'x')"), [
      'http://localhost:3000/sports/_next/app.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-XXXX',
    ]);
    expect(dropReason(fromGtm.event, fromGtm.hint)).toBe('tracking');
    const missingGtag = eventOf(new ReferenceError('gtag is not defined'));
    expect(dropReason(missingGtag.event, missingGtag.hint)).toBe('tracking');
  });

  it('drops errors marked to skip, and ignores resize-observer loops', () => {
    const skipped = eventOf(markSkipReport(new Error('user is out of limit')));
    expect(dropReason(skipped.event, skipped.hint)).toBe('skip');
    const loop = eventOf(
      new Error('ResizeObserver loop completed with undelivered notifications.'),
    );
    expect(filterEvent(loop.event, loop.hint)).toBeNull();
  });

  it('treats the API being away (503 service_unavailable) like a network error', () => {
    const { event, hint } = eventOf(failedCall(503, 'service_unavailable', {}));
    expect(dropReason(event, hint)).toBe('network');
  });
});

describe('what the browser reports', () => {
  it('keeps an ordinary error, untouched', () => {
    const { event, hint } = eventOf(
      new TypeError("Cannot read properties of null (reading 'odds')"),
    );
    expect(filterEvent(event, hint)).toBe(event);
    expect(event.request).toBeUndefined();
  });

  it('keeps a 500 and a timeout-named market (no false friends in betting words)', () => {
    const market = eventOf(new Error('time out settings not loaded for the cancelled market list'));
    expect(dropReason(market.event, market.hint)).toBeNull();
  });

  it('attaches the URL, the answer and the request of a failed API call, secrets masked', () => {
    const error = failedCall(
      500,
      'internal_error',
      { code: 'internal_error', message: 'Internal server error', token: 'session-x' },
      { login: 'ann@example.com', password: 'hunter22', remember: true },
    );
    const { event, hint } = eventOf(error);
    const sent = filterEvent(event, hint);
    expect(sent?.request).toEqual({
      method: 'POST',
      url: `/api/platform/sign_in?token=${encodeURIComponent(MASK)}&page=2`,
      data: { login: 'ann@example.com', password: MASK, remember: true },
    });
    expect(sent?.contexts?.response).toEqual({
      status_code: 500,
      code: 'internal_error',
      url: `/api/platform/sign_in?token=${encodeURIComponent(MASK)}&page=2`,
      body: { code: 'internal_error', message: 'Internal server error', token: MASK },
    });
    expect(sent?.tags?.['http.status_code']).toBe('500');
    expect(JSON.stringify(sent)).not.toContain('hunter22');
  });
});

describe('transactions and breadcrumbs', () => {
  it('sends no transaction for the not-found page', () => {
    expect(filterTransaction({ transaction: '/404' })).toBeNull();
    expect(filterTransaction({ transaction: '/sports/404' })).toBeNull();
    expect(filterTransaction({ transaction: '/_not-found' })).toBeNull();
    const live = { transaction: '/sports/[locale]/live' };
    expect(filterTransaction(live)).toBe(live);
  });

  it('ignores resize-observer console notices and tracking calls, masks secret query values', () => {
    expect(
      filterBreadcrumb({ category: 'console', message: 'ResizeObserver loop limit exceeded' }),
    ).toBeNull();
    expect(
      filterBreadcrumb({
        category: 'fetch',
        data: { url: 'https://www.google-analytics.com/g/collect?v=2' },
      }),
    ).toBeNull();
    expect(
      filterBreadcrumb({
        category: 'navigation',
        data: { url: '/sports/account/reset?token=abc' },
      })?.data?.url,
    ).toBe(`/sports/account/reset?token=${encodeURIComponent(MASK)}`);
    const click = { category: 'ui.click', message: 'button.odds' };
    expect(filterBreadcrumb(click)).toBe(click);
  });
});
