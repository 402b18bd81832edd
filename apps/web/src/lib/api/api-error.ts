// A refused API call, in a module of its own: code that only needs to tell or build the error
// (the contract worker's page side, decision 0066) does not load the client, zod and the
// contract with it.

/**
 * A non-2xx answer, with the stable error code of the contract when the body carries one
 * (`http_error` otherwise) and the body as sent (a betting refusal's `data.details`).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly issues: readonly ApiErrorIssue[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The call that got this answer, for error reports (spec section 8: URL and request body). */
  request?: { method: string; url: string; body?: unknown };
}

export interface ApiErrorIssue {
  field: string;
  code: string;
  message: string;
}
