import { API_BASES, bettingEndpoints, geoEndpoints } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callEndpointAt } from './api-client';
import { onSessionExpired } from './session-expiry';

afterEach(() => vi.unstubAllGlobals());

const geo = { country: 'DE', blocked: false, auth_blocked: false, deposit_blocked: true };

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls[0] as unknown as [string, RequestInit];
}

describe('the web HTTP client', () => {
  it('sends the page language, the session cookie and answers the camelized body', async () => {
    const sent = answering(200, geo);
    const answer = await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      { origin: 'http://api.test', locale: 'br' },
    );
    expect(answer).toEqual({
      country: 'DE',
      blocked: false,
      authBlocked: false,
      depositBlocked: true,
    });
    const [url, init] = sent();
    expect(url).toBe('http://api.test/api/platform/geo');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('accept-language')).toBe('pt-BR');
  });

  it('puts the CSRF token on session writes only', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; sb_csrf=abc%3D' });
    const sent = answering(200, { data: [] });
    await callEndpointAt(
      API_BASES.betting,
      bettingEndpoints.customOdds,
      { body: { selections: [] } as never },
      { origin: '', locale: 'en', session: true },
    ).catch(() => undefined);
    expect(new Headers(sent()[1].headers).get('x-csrf-token')).toBe('abc=');

    const read = answering(200, geo);
    await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      { origin: '', locale: 'en', session: true },
    );
    expect(new Headers(read()[1].headers).has('x-csrf-token')).toBe(false);
  });

  it('turns a contract error body into code, message, field and issues, keeping the body', async () => {
    const body = {
      code: 'validation_failed',
      message: 'bad input',
      field: 'stake',
      issues: [{ field: 'stake', code: 'too_small', message: 'too small' }],
    };
    answering(400, body);
    const error = await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      { origin: '', locale: 'en' },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'bad input',
      field: 'stake',
      issues: body.issues,
      body,
    });
  });

  it('answers http_error with the body as sent when the body is not a contract error', async () => {
    const refusal = { code: 422, message: 'error.cashout.target_too_low', data: { details: {} } };
    answering(422, refusal);
    const error = await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      { origin: '', locale: 'en' },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: 'http_error', body: refusal });
  });

  it('keeps the call it answered (method, URL, body) for error reports', async () => {
    answering(500, { code: 'internal_error', message: 'Internal server error', issues: [] });
    const body = { selections: [] } as never;
    const error = await callEndpointAt(
      API_BASES.betting,
      bettingEndpoints.customOdds,
      { body },
      { origin: '', locale: 'en' },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).request).toEqual({
      method: bettingEndpoints.customOdds.method,
      url: expect.stringMatching(/^\/api\//) as unknown,
      body,
    });
  });

  it('reports a 401 of a session call, and only of a session call', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    answering(401, { code: 'unauthorized', message: 'sign in' });
    const context = { origin: '', locale: 'en' };
    await callEndpointAt(API_BASES.platform, geoEndpoints.getGeo, {}, context).catch(
      () => undefined,
    );
    expect(expired).not.toHaveBeenCalled();
    await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      {
        ...context,
        session: true,
      },
    ).catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('rejects as cancelled when the call is aborted while its answer is read', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const response = new Response(JSON.stringify(geo), { status: 200 });
        controller.abort();
        return response;
      }),
    );
    const error = await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      { origin: '', locale: 'en', signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
