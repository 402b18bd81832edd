// The API's error reporting with Sentry's Node SDK (decision 0046). A client and scope of our
// own rather than the SDK's global `init`: no OpenTelemetry instrumentation patched into every
// module (it must load before them, which this ESM server cannot promise), several apps in one
// test process each with their own DSN, and nothing reported unless we say so. What is
// reported: the 500 path of every handler (a bug, by the project's rule) with the request's
// method, route, URL and body, secrets stripped; and errors that escape to the process.
import {
  NodeClient,
  Scope,
  contextLinesIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
} from '@sentry/node';
import { type RequestFacts, reportedRequest } from './request-context';

/** Spec section 9's error-reporting settings, as on the web (decision 0046). */
export const MAX_BREADCRUMBS = 100;
export const QUEUE_SIZE = 30;

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  /** The build or deployment id the reports are grouped by. */
  release?: string;
  /** Names this process in reports (default: the SDK's, the host name). */
  serverName?: string;
}

export interface ErrorReporter {
  /** A request that ended in a 500. */
  captureRequestError(error: unknown, request: RequestFacts): void;
  /** An error outside any request (a background task, the process). */
  captureError(error: unknown, where: string): void;
  /** Sends what is queued; false when the timeout came first. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<boolean>;
}

/** Property an error carries when it is deliberately not reported (as on the web). */
export const SKIP_REPORT = 'skipReport';

/** The client went away mid-request: nothing of ours to fix. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

export function isReportable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const facts = error as { [SKIP_REPORT]?: unknown; code?: unknown; name?: unknown };
  if (facts[SKIP_REPORT] === true) return false;
  if (typeof facts.code === 'string' && CLIENT_GONE.has(facts.code)) return false;
  return facts.name !== 'AbortError';
}

export function createErrorReporter(config: ErrorReportingConfig): ErrorReporter {
  const client = new NodeClient({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    serverName: config.serverName,
    transport: makeNodeTransport,
    transportOptions: { bufferSize: QUEUE_SIZE },
    stackParser: defaultStackParser,
    // No dedupe: two requests failing alike are two occurrences, and the count is the signal.
    integrations: [linkedErrorsIntegration(), contextLinesIntegration()],
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeSend: (event, hint) => (isReportable(hint.originalException) ? event : null),
  });
  // Nothing about the request but what `reportedRequest` chose (no IP, cookies or user): no
  // request integration runs on this client, and the event's request is ours.
  const root = new Scope();
  root.setClient(client);
  client.init();

  return {
    captureRequestError(error, request) {
      if (!isReportable(error)) return;
      const scope = root.clone();
      const reported = reportedRequest(request);
      scope.setSDKProcessingMetadata({ normalizedRequest: reported });
      scope.addEventProcessor((event) => ({ ...event, request: reported }));
      scope.setTransactionName(`${request.method} ${request.route ?? request.url.split('?')[0]}`);
      if (request.id) scope.setTag('request_id', request.id);
      scope.setTag('http.method', request.method);
      scope.captureException(error);
    },
    captureError(error, where) {
      if (!isReportable(error)) return;
      const scope = root.clone();
      scope.setTag('where', where);
      scope.captureException(error);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
    close: (timeoutMs = 2000) => Promise.resolve(client.close(timeoutMs)),
  };
}
