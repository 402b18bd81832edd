// The contract worker (decision 0066): zod and the contract's schemas are built here, never on
// the page's main thread. It checks realtime publications against the event schemas and makes
// the API calls whose answers a browsing page needs while it runs, checking each answer against
// its endpoint's schema. It says `{ ready: true }` once its schemas are built.
import { type WorkerRequest, answerCall, answerEvent } from './answer';

const scope = self as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

const calls = new Map<number, AbortController>();

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'event') {
    scope.postMessage(answerEvent(request));
  } else if (request.kind === 'abort') {
    calls.get(request.id)?.abort();
    calls.delete(request.id);
  } else {
    const controller = new AbortController();
    calls.set(request.id, controller);
    void answerCall(request, controller.signal).then((answer) => {
      calls.delete(request.id);
      if (!controller.signal.aborted) scope.postMessage(answer);
    });
  }
};
scope.postMessage({ ready: true });
