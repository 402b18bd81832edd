// What the contract worker answers (decision 0066), as functions of their own so that they run
// the same in the worker, in tests and on the main thread when no worker can start: a realtime
// publication checked against the event schemas, and an API call whose answer is checked
// against its endpoint's response schema.
import { readEvent } from '../realtime/event-schemas';
import type { RealtimeMessage } from '../realtime/event-bus';
import { API_BASES } from '@sportsbook/contract';
import { callEndpointAt } from '../api/api-client';
import { type ApiErrorIssue, ApiRequestError } from '../api/api-error';
import { type WorkerEndpoints, workerEndpoints } from './endpoints';

export interface EventRequest {
  kind: 'event';
  id: number;
  channel: string;
  data: unknown;
}

export interface CallRequest {
  kind: 'call';
  id: number;
  group: keyof WorkerEndpoints;
  name: string;
  input: { params?: unknown; query?: unknown; body?: unknown };
  /** Extra request headers (the CSRF token the page reads from its cookie). */
  headers?: Record<string, string>;
  /** The API base (`/api/sportsbook` unless said otherwise). */
  base?: string;
  /** The page's origin (a worker has no relative base of its own for the API), locale and bearer. */
  origin: string;
  locale: string;
  bearer: string | null;
}

export interface AbortRequest {
  kind: 'abort';
  id: number;
}

export type WorkerRequest = EventRequest | CallRequest | AbortRequest;

/** An API refusal, as plain data that crosses to the page. */
export interface CallFailure {
  status: number;
  code: string;
  message: string;
  field?: string;
  issues: readonly ApiErrorIssue[];
  body: unknown;
  request?: ApiRequestError['request'];
}

export type WorkerAnswer =
  | { id: number; kind: 'event'; message: RealtimeMessage | null }
  | { id: number; kind: 'call'; ok: true; data: unknown }
  | { id: number; kind: 'call'; ok: false; failure: CallFailure | null };

export const answerEvent = ({ id, channel, data }: EventRequest): WorkerAnswer => ({
  id,
  kind: 'event',
  message: readEvent(channel, data),
});

export async function answerCall(
  request: CallRequest,
  signal?: AbortSignal,
): Promise<WorkerAnswer> {
  const endpoint = (workerEndpoints[request.group] as Record<string, unknown>)[request.name];
  if (!endpoint) return { id: request.id, kind: 'call', ok: false, failure: null };
  try {
    const data = await callEndpointAt(
      request.base ?? API_BASES.sportsbook,
      endpoint as WorkerEndpoints['catalog']['getMatch'],
      request.input as never,
      {
        origin: request.origin,
        locale: request.locale,
        signal,
        headers: {
          ...request.headers,
          ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
        },
      },
    );
    return { id: request.id, kind: 'call', ok: true, data };
  } catch (error) {
    return { id: request.id, kind: 'call', ok: false, failure: failureOf(error) };
  }
}

/** A refusal as data; null for anything else (a network failure, an answer off its schema). */
export function failureOf(error: unknown): CallFailure | null {
  if (!(error instanceof ApiRequestError)) return null;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    field: error.field,
    issues: error.issues,
    body: error.body,
    request: error.request,
  };
}
