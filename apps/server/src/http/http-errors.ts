import { type ApiError, ERROR_CODES } from '@sportsbook/contract';

/** An error that answers with a given status and a contract error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(what: string, id?: number | string) {
    super(404, {
      code: ERROR_CODES.notFound,
      message: id === undefined ? `${what} not found` : `${what} ${id} not found`,
    });
  }
}

/** Unwraps a looked-up value or answers 404 naming what was missing. */
export function orNotFound<T>(value: T | null | undefined, what: string, id?: number): T {
  if (value === null || value === undefined) throw new NotFoundError(what, id);
  return value;
}

/** A 400 answer naming the offending input, in the same shape as schema validation failures. */
export function badInput(field: string, message: string, issueCode: string): HttpError {
  return new HttpError(400, {
    code: ERROR_CODES.validation,
    message,
    field,
    issues: [{ field, code: issueCode, message }],
  });
}
