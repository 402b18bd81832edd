import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type RealtimeHub, createRealtimeHub } from './hub';
import { registerHubHttpApi } from './http-api';

let hub: RealtimeHub | undefined;
afterEach(async () => {
  await hub?.close();
});

async function api(apiKey = 'api-key') {
  hub = createRealtimeHub({
    tokenSecret: 'secret',
    namespaces: [
      { name: 'match', historySize: 10, historyTtlSeconds: 60, forceRecovery: true },
      { name: 'public' },
      { name: 'room', presence: true },
    ],
  });
  const app = Fastify();
  registerHubHttpApi(app, hub, { apiKey });
  await app.ready();
  const call = (method: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${method}`,
      headers: { 'x-api-key': apiKey, ...headers },
      payload: body as object,
    });
  return { app, call, hub };
}

describe("the hub's Centrifugo-shaped HTTP API", () => {
  it('publishes and answers the stream position, as Centrifugo does', async () => {
    const { call } = await api();
    const first = await call('publish', { channel: 'match:1', data: { h: 1.95 } });
    expect(first.statusCode).toBe(200);
    const { result } = first.json();
    expect(result).toEqual({ offset: 1, epoch: expect.any(String) });
    expect((await call('publish', { channel: 'match:1', data: { h: 2 } })).json()).toEqual({
      result: { offset: 2, epoch: result.epoch },
    });
    expect((await call('publish', { channel: 'public:en', data: {} })).json()).toEqual({
      result: {},
    });
  });

  it('answers errors inside a 200, with Centrifugo codes', async () => {
    const { call } = await api();
    const unknown = await call('publish', { channel: 'casino:1', data: {} });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ error: { code: 102, message: 'unknown channel' } });
    expect((await call('publish', { channel: 'match:1' })).json()).toEqual({
      error: { code: 107, message: 'bad request' },
    });
    expect((await call('history', { channel: 'public:en' })).json()).toMatchObject({
      error: { code: 108 },
    });
  });

  it('broadcasts to several channels with one response each', async () => {
    const { call } = await api();
    const reply = await call('broadcast', {
      channels: ['match:1', 'public:en', 'casino:1'],
      data: { x: 1 },
    });
    expect(reply.json()).toEqual({
      result: {
        responses: [
          { result: { offset: 1, epoch: expect.any(String) } },
          { result: {} },
          { error: { code: 102, message: 'unknown channel' } },
        ],
      },
    });
  });

  it('runs a batch and reads history and presence', async () => {
    const { call } = await api();
    const reply = await call('batch', {
      commands: [
        { publish: { channel: 'match:2', data: { n: 1 } } },
        { publish: { channel: 'match:2', data: { n: 2 } } },
        { nonsense: {} },
      ],
    });
    expect(reply.json().result.replies).toEqual([
      { publish: { offset: 1, epoch: expect.any(String) } },
      { publish: { offset: 2, epoch: expect.any(String) } },
      { error: { code: 104, message: 'not found' } },
    ]);
    const history = (await call('history', { channel: 'match:2', limit: 10 })).json();
    expect(history.result.publications).toEqual([
      { data: { n: 1 }, offset: 1 },
      { data: { n: 2 }, offset: 2 },
    ]);
    expect((await call('presence_stats', { channel: 'room:1' })).json()).toEqual({
      result: { num_clients: 0, num_users: 0 },
    });
  });

  it('accepts the key as X-API-Key, Authorization: apikey or ?api_key=, and 401s otherwise', async () => {
    const { app, call } = await api('k1');
    const body = { channel: 'public:en', data: {} };
    expect((await call('publish', body)).statusCode).toBe(200);
    const viaAuthorization = await app.inject({
      method: 'POST',
      url: '/api/publish',
      headers: { authorization: 'apikey k1' },
      payload: body,
    });
    expect(viaAuthorization.statusCode).toBe(200);
    const viaQuery = await app.inject({
      method: 'POST',
      url: '/api/publish?api_key=k1',
      payload: body,
    });
    expect(viaQuery.statusCode).toBe(200);
    expect((await call('publish', body, { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const none = await app.inject({ method: 'POST', url: '/api/publish', payload: body });
    expect(none.statusCode).toBe(401);
  });

  it('refuses every call when no key is configured', async () => {
    const { call } = await api('');
    expect((await call('publish', { channel: 'public:en', data: {} })).statusCode).toBe(401);
  });
});
