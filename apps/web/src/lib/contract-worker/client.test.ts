import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireMarket } from '../../features/catalog/live/live-fixtures.test-helpers';
import { ApiRequestError } from '../api/api-error';
import { createEventBus } from '../realtime/event-bus';
import { type WorkerRequest, answerCall, answerEvent } from './answer';
import { type WorkerLike, callChecked, createContractWorker, loadEventCheck } from './client';

const status = (value: string) => ({
  type: 'provider_status_changed',
  data: { provider: 'oddin', status: value },
});

const price = { type: 'markets_changed', data: { match_id: 7, markets: [wireMarket()] } };

/**
 * A worker on the test's own thread: it answers with the worker's own answer functions, when the
 * test says so, so that the order of answers and failures can be chosen.
 */
function inThreadWorker() {
  const posted: WorkerRequest[] = [];
  let readyAsked = false;
  let onmessage: WorkerLike['onmessage'] = null;
  const worker = {
    posted,
    /** The page listens once the worker has started: a `ready()` asked earlier is sent then. */
    get onmessage() {
      return onmessage;
    },
    set onmessage(listener: WorkerLike['onmessage']) {
      onmessage = listener;
      if (readyAsked) worker.ready();
    },
    onerror: null as WorkerLike['onerror'],
    postMessage: (request: WorkerRequest) => posted.push(request),
    terminate: vi.fn(),
    ready() {
      readyAsked = true;
      onmessage?.({ data: { ready: true } } as MessageEvent<{ ready: true }>);
    },
    async answerAll() {
      for (const request of posted.splice(0)) {
        if (request.kind === 'abort') continue;
        const answer = request.kind === 'event' ? answerEvent(request) : await answerCall(request);
        worker.onmessage?.({ data: answer } as MessageEvent<typeof answer>);
      }
    },
    fail() {
      worker.onerror?.(new Event('error'));
    },
  };
  return worker;
}

const local = vi.fn(
  async () =>
    async (request: Parameters<typeof answerCall>[0] | Parameters<typeof answerEvent>[0]) =>
      request.kind === 'event' ? answerEvent(request) : answerCall(request),
);

afterEach(() => {
  local.mockClear();
  vi.unstubAllGlobals();
});

describe('the contract worker', () => {
  it('checks realtime events in the worker once it is ready, camelized', async () => {
    const worker = inThreadWorker();
    const read = await loadEventCheck(createContractWorker(() => worker, local));
    const first = read('public:en', status('active'));
    const second = read('public:en', { type: 'provider_status_changed', data: { provider: 1 } });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(0));
    worker.ready();
    await vi.waitFor(() =>
      expect(worker.posted.map((request) => request.kind)).toEqual(['event', 'event']),
    );
    await worker.answerAll();
    await expect(first).resolves.toMatchObject({
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
      channel: 'public:en',
    });
    await expect(second).resolves.toBeNull();
    expect(local).not.toHaveBeenCalled();
  });

  it('works on the main thread when the worker cannot start or fails before it is ready', async () => {
    const refused = await loadEventCheck(
      createContractWorker(() => {
        throw new Error('refused');
      }, local),
    );
    await expect(refused('public:en', status('inactive'))).resolves.toMatchObject({
      data: { status: 'inactive' },
    });

    const worker = inThreadWorker();
    const read = await loadEventCheck(createContractWorker(() => worker, local));
    const answer = read('public:en', status('active'));
    worker.fail();
    await expect(answer).resolves.toMatchObject({ data: { status: 'active' } });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('hands what a failing worker still owed, and later events, to the main thread in order', async () => {
    const worker = inThreadWorker();
    const contract = createContractWorker(() => worker, local);
    const bus = createEventBus(undefined, { loadReader: () => loadEventCheck(contract) });
    worker.ready();
    const seen: string[] = [];
    bus.on('provider_status_changed', ({ data }) => seen.push(data.status));
    bus.publish('public:en', status('inactive'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    // The check is in: the next event is asked for at once, behind the first.
    bus.publish('public:en', status('active'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(2));
    worker.fail();
    bus.publish('public:en', status('inactive'));
    await bus.settled();
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
  });

  it('keeps arrival order across price changes while the worker checks an event', async () => {
    const worker = inThreadWorker();
    const contract = createContractWorker(() => worker, local);
    worker.ready();
    const bus = createEventBus(undefined, { loadReader: () => loadEventCheck(contract) });
    const seen: string[] = [];
    bus.on('provider_status_changed', ({ data }) => seen.push(data.status));
    bus.on('markets_changed', ({ data }) => seen.push(`match ${data.matchId}`));
    expect(bus.publish('match:7', price)).toBe(true);
    bus.publish('public:en', status('inactive'));
    bus.publish('match:7', price);
    // A malformed price change is refused at once, even while others wait.
    expect(bus.publish('match:7', { type: 'markets_changed', data: { match_id: 'x' } })).toBe(
      false,
    );
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(seen).toEqual(['match 7']);
    await worker.answerAll();
    await bus.settled();
    expect(seen).toEqual(['match 7', 'inactive', 'match 7']);
  });

  it('makes a checked call in the worker and hands back its camelized answer or its refusal', async () => {
    const answers = [
      { status: 200, body: { data: { id: 7, name: 'x' } } },
      { status: 404, body: { code: 'match_not_found', message: 'No such match' } },
    ];
    const fetched: string[] = [];
    vi.stubGlobal('location', { origin: 'http://sportsbook.test' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const { status: code, body } = answers.shift()!;
        return new Response(JSON.stringify(body), { status: code });
      }),
    );
    const worker = inThreadWorker();
    const contract = createContractWorker(() => worker, local);
    worker.ready();
    const bad = callChecked(
      'catalog',
      'getMatch',
      { params: { id: 7 } },
      { locale: 'en' },
      contract,
    );
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    await worker.answerAll();
    // The first answer is off the schema (no match fields): the call fails, nothing is handed on.
    await expect(bad).rejects.toThrow('catalog.getMatch: no answer');
    const refused = callChecked(
      'catalog',
      'getMatch',
      { params: { id: 8 } },
      { locale: 'de' },
      contract,
    );
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    await worker.answerAll();
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'match_not_found' });
    expect(fetched).toEqual([
      'http://sportsbook.test/api/sportsbook/matches/7',
      'http://sportsbook.test/api/sportsbook/matches/8',
    ]);
  });

  it('aborts a call where it runs when its signal aborts', async () => {
    const worker = inThreadWorker();
    const contract = createContractWorker(() => worker, local);
    worker.ready();
    vi.stubGlobal('location', { origin: 'http://sportsbook.test' });
    const controller = new AbortController();
    const call = callChecked(
      'catalog',
      'getMatches',
      { query: { type: 'match' } },
      { locale: 'en', signal: controller.signal },
      contract,
    );
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(worker.posted.map((request) => request.kind)).toEqual(['call', 'abort']);
  });

  it('reads the CSRF cookie when the call goes out, not when it was asked for', async () => {
    vi.stubGlobal('location', { origin: 'http://sportsbook.test' });
    const page = { cookie: 'consent=necessary' };
    vi.stubGlobal('document', page);
    const worker = inThreadWorker();
    const contract = createContractWorker(() => worker, local);
    const call = callChecked(
      'realtime',
      'getConnectionToken',
      { body: {} },
      { locale: 'en', csrf: true },
      contract,
    );
    // A sign-in in another tab while the worker starts: the new session's token is the one sent.
    page.cookie = 'consent=necessary; sb_csrf=fresh-token';
    worker.ready();
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    const request = worker.posted[0] as Extract<WorkerRequest, { kind: 'call' }>;
    expect(request.headers).toEqual({ 'x-csrf-token': 'fresh-token' });
    void call.catch(() => undefined);
  });
});
