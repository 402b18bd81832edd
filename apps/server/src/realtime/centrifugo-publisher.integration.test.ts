// The Centrifugo publisher against a real HTTP server speaking Centrifugo's server API (the
// embedded hub's), and against servers that refuse, fail or hang: it never throws.
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CentrifugoHttpPublisher } from './centrifugo-publisher';
import { type RealtimeHub, createRealtimeHub, registerHubHttpApi } from './hub';
import { REALTIME_HUB_NAMESPACES } from './realtime-runtime';

const KEY = 'test-api-key-0123456789';
const message = {
  type: 'provider_status_changed',
  data: { provider: 'oddin', status: 'inactive' },
};

function recordingLogger() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    warn: (details: object, text: string) =>
      warnings.push({ details: details as Record<string, unknown>, message: text }),
  };
}

let hub: RealtimeHub;
let app: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  hub = createRealtimeHub({ tokenSecret: 'x'.repeat(32), namespaces: REALTIME_HUB_NAMESPACES });
  app = Fastify();
  registerHubHttpApi(app, hub, { apiKey: KEY, prefix: '/api' });
  apiUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api`;
});

afterAll(async () => {
  await hub?.close();
  await app?.close();
});

describe('CentrifugoHttpPublisher', () => {
  it('publishes and broadcasts through the server API with the key', async () => {
    const logger = recordingLogger();
    const publisher = new CentrifugoHttpPublisher({ apiUrl: `${apiUrl}/`, apiKey: KEY, logger });
    await publisher.publish('match:1', message);
    await publisher.broadcast(['match:2', 'match:3'], message);
    expect(logger.warnings).toEqual([]);
    for (const channel of ['match:1', 'match:2', 'match:3']) {
      const history = hub.history(channel, { limit: 10 });
      expect(history.ok && history.publications).toEqual([
        expect.objectContaining({ data: message }),
      ]);
    }
  });

  it('logs a wrong key, an unknown channel and refused channels instead of throwing', async () => {
    const logger = recordingLogger();
    const wrongKey = new CentrifugoHttpPublisher({ apiUrl, apiKey: 'nope', logger });
    await expect(wrongKey.publish('match:1', message)).resolves.toBeUndefined();
    expect(logger.warnings[0]).toMatchObject({
      message: 'realtime: Centrifugo refused the call',
      details: { status: 401, method: 'publish' },
    });

    const publisher = new CentrifugoHttpPublisher({ apiUrl, apiKey: KEY, logger });
    await publisher.publish('nowhere:1', message);
    expect(logger.warnings[1]).toMatchObject({
      message: 'realtime: Centrifugo answered an error',
      details: { error: { code: 102 } },
    });
    await publisher.broadcast(['match:1', 'nowhere:2'], message);
    expect(logger.warnings[2]).toMatchObject({
      message: 'realtime: Centrifugo refused some channels',
      details: { failed: [{ channel: 'nowhere:2', error: { code: 102 } }] },
    });
  });

  it('gives up on a server that does not answer, and on one that is not there', async () => {
    const silent: Server = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as AddressInfo).port;
    const logger = recordingLogger();
    try {
      const slow = new CentrifugoHttpPublisher({
        apiUrl: `http://127.0.0.1:${port}/api`,
        apiKey: KEY,
        timeoutMs: 100,
        logger,
      });
      const started = performance.now();
      await slow.publish('match:1', message);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(logger.warnings[0]).toMatchObject({
        message: 'realtime: Centrifugo did not answer in time',
        details: { timeoutMs: 100 },
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const gone = new CentrifugoHttpPublisher({
      apiUrl: `http://127.0.0.1:${port}/api`,
      apiKey: KEY,
      logger,
    });
    await gone.broadcast(['match:1'], message);
    expect(logger.warnings[1]?.message).toBe('realtime: Centrifugo could not be reached');
  });
});
