// The page's side of the contract worker (decision 0066). The worker starts with the first
// realtime publication that is not a price change, or the first checked call, whichever comes
// first; until it says it is ready, requests wait. Where a worker cannot start (no Worker, a
// failed script, a policy that refuses it) or fails later, the same answers are worked out on
// the main thread instead (answer.ts, loaded then): the page never goes without events or
// snapshots because the worker did not come up, and what the worker still owed is asked again
// in the same order.
import type {
  EndpointInput,
  EndpointResult,
  RequestContext,
  callEndpoint,
} from '../api/api-client';
import { ApiRequestError } from '../api/api-error';
import { sessionBearer } from '../api/session-bearer';
import { reportSessionExpired } from '../api/session-expiry';
import { readDocumentCookie } from '../browser-storage';
import { readCookie } from '../cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contract';
import type { ReadEvent, RealtimeMessage } from '../realtime/event-bus';
import type * as AnswerModule from './answer';
import type { CallFailure, CallRequest, EventRequest, WorkerAnswer, WorkerRequest } from './answer';
import type { WorkerEndpoints } from './endpoints';

export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerAnswer | { ready: true }>) => void) | null;
  onerror: ((event: Event) => void) | null;
}

type Answers = typeof AnswerModule;

/** Works a request out on the main thread. */
type Local = (request: EventRequest | CallRequest, signal?: AbortSignal) => Promise<WorkerAnswer>;

const loadLocal = (): Promise<Local> =>
  import('./answer').then(
    ({ answerEvent, answerCall }: Answers) =>
      async (request, signal) =>
        request.kind === 'event' ? answerEvent(request) : answerCall(request, signal),
  );

const startWorker = (): WorkerLike =>
  new Worker(new URL('./contract.worker.ts', import.meta.url), {
    type: 'module',
    name: 'contract-check',
  }) as unknown as WorkerLike;

interface Owed {
  request: EventRequest | CallRequest;
  settle: (answer: WorkerAnswer) => void;
}

export interface ContractWorker {
  /** Resolves once requests go out at once: the worker is ready, or the main thread answers. */
  ready(): Promise<void>;
  /** Asks for one answer; `signal` aborts a call where it runs. */
  ask(
    request: Omit<EventRequest, 'id'> | Omit<CallRequest, 'id'>,
    signal?: AbortSignal,
  ): Promise<WorkerAnswer>;
}

/**
 * A contract worker: answers from the worker once it has said it is ready, and from the main
 * thread when it cannot start or fails.
 */
export function createContractWorker(
  start: (() => WorkerLike) | null = typeof Worker === 'undefined' ? null : startWorker,
  local: () => Promise<Local> = loadLocal,
): ContractWorker {
  let worker: WorkerLike | null = null;
  let ready: Promise<boolean> | null = null;
  let fallback: Promise<Local> | null = null;
  const owed = new Map<number, Owed>();
  let nextId = 0;

  const onMain = () => (fallback ??= local());

  function boot(): Promise<boolean> {
    ready ??= new Promise<boolean>((resolve) => {
      if (!start) return resolve(false);
      try {
        worker = start();
      } catch {
        return resolve(false);
      }
      worker.onmessage = ({ data: answer }) => {
        if ('ready' in answer) return resolve(true);
        const waiting = owed.get(answer.id);
        owed.delete(answer.id);
        waiting?.settle(answer);
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        worker?.terminate();
        worker = null;
        ready = Promise.resolve(false);
        resolve(false);
        // Answers come in order, so what the worker still owed goes to the main thread in order.
        const again = [...owed.values()];
        owed.clear();
        for (const { request, settle } of again)
          void onMain().then((run) => run(request).then(settle));
      };
    });
    return ready;
  }

  return {
    ready: () => boot().then(() => undefined),
    async ask(question, signal) {
      const id = nextId++;
      const request = { ...question, id } as EventRequest | CallRequest;
      if (!(await boot()) || !worker) return (await onMain())(request, signal);
      signal?.throwIfAborted();
      const running = worker;
      return new Promise<WorkerAnswer>((resolve, reject) => {
        owed.set(id, { request, settle: resolve });
        running.postMessage(request);
        signal?.addEventListener(
          'abort',
          () => {
            if (!owed.delete(id)) return;
            running.postMessage({ kind: 'abort', id });
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },
  };
}

/**
 * A session call's CSRF token, read on the page (a worker has no cookies to read). Sent with
 * every session call, reads included, since the page does not know the endpoint's method; the
 * server checks it on writes only. None with a bearer session, which needs none. The one
 * place the page's calls through the worker read it.
 */
function csrfHeader(wanted: boolean): Record<string, string> {
  if (!wanted || sessionBearer()) return {};
  const token = readCookie(readDocumentCookie(), CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

let shared: ContractWorker | null = null;
const contractWorker = () => (shared ??= createContractWorker());

/** The event bus's schema check, answered by the contract worker. */
export function loadEventCheck(worker: ContractWorker = contractWorker()): Promise<ReadEvent> {
  const read: ReadEvent = (channel, data) =>
    worker
      .ask({ kind: 'event', channel, data })
      .then(
        (answer) => (answer.kind === 'event' ? answer.message : null) as RealtimeMessage | null,
      );
  return Promise.resolve(read);
}

type Endpoint<
  G extends keyof WorkerEndpoints,
  N extends keyof WorkerEndpoints[G],
> = WorkerEndpoints[G][N] & Parameters<typeof callEndpoint>[0];

/**
 * A browser call to one of the worker's endpoints (endpoints.ts), its answer checked against the
 * endpoint's schema in the worker: the `callEndpoint` of code that runs on a browsing page after
 * load. Refusals reject with the same `ApiRequestError`.
 */
export async function callChecked<
  G extends keyof WorkerEndpoints,
  N extends keyof WorkerEndpoints[G] & string,
>(
  group: G,
  name: N,
  input: EndpointInput<Endpoint<G, N>>,
  context: Pick<RequestContext, 'locale' | 'signal' | 'headers' | 'session'> & {
    base?: string;
    /** Send the CSRF token although this is not a session call (the realtime tokens). */
    csrf?: boolean;
  },
  worker: ContractWorker = contractWorker(),
): Promise<EndpointResult<Endpoint<G, N>>> {
  // The cookies are read when the call goes out, not when it was asked for: a sign-in in
  // another tab while the worker starts must not send the new session with the old token.
  await worker.ready();
  const answer = await worker.ask(
    {
      kind: 'call',
      group,
      name,
      input: input as CallRequest['input'],
      origin: globalThis.location?.origin ?? '',
      locale: context.locale,
      base: context.base,
      headers: {
        ...csrfHeader(context.session === true || context.csrf === true),
        ...context.headers,
      },
      bearer: sessionBearer(),
    },
    context.signal,
  );
  if (answer.kind === 'call' && answer.ok) return answer.data as EndpointResult<Endpoint<G, N>>;
  const failure = answer.kind === 'call' && !answer.ok ? answer.failure : null;
  if (failure) {
    // As the client does on the page: a session call answered 401 signs the player out.
    if (failure.status === 401 && context.session) reportSessionExpired();
    throw errorOf(failure);
  }
  throw new Error(`${group}.${name}: no answer`);
}

/** The page's error for a refusal the worker sent back. */
export function errorOf(failure: CallFailure): ApiRequestError {
  const error = new ApiRequestError(
    failure.status,
    failure.code,
    failure.message,
    failure.field,
    failure.issues,
    failure.body,
  );
  error.request = failure.request;
  return error;
}
