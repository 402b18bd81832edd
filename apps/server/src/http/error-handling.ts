// Every non-2xx answer carries the contract error body `{ code, message, field?, issues? }`.
// Bad input of any kind is a 4xx with a machine-readable code; a 500 means a bug.
import { type ApiError, ERROR_CODES } from '@sportsbook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badInput } from './http-errors';

/** Names of the request parts as clients know them (`querystring` is the query). */
const CONTEXT_FIELD: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/** `/start_to` or `/filters/0` → `start_to`, `filters.0`. */
const dottedPath = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

function validationBody(error: FastifyError): ApiError {
  const context = CONTEXT_FIELD[error.validationContext ?? ''] ?? 'request';
  // The zod validator compiler reports each zod issue with its code as `keyword`, and a custom
  // check's own code (e.g. `control_character`) under `params.params.code`.
  const issues = (error.validation ?? []).map((issue) => ({
    field: dottedPath(issue.instancePath) || context,
    code: customIssueCode(issue.params) ?? issue.keyword,
    message: issue.message ?? 'is invalid',
  }));
  const first = issues[0] ?? { field: context, code: 'invalid', message: 'is invalid' };
  return {
    code: ERROR_CODES.validation,
    message: `${first.field}: ${first.message}`,
    field: first.field,
    issues,
  };
}

function customIssueCode(params: Record<string, unknown> | undefined): string | undefined {
  const inner = params?.params as { code?: unknown } | undefined;
  return typeof inner?.code === 'string' ? inner.code : undefined;
}

/**
 * PostgreSQL's "this value cannot be stored or compared" errors (SQLSTATE class 22), as issue
 * codes. They mean a request value got past its schema: the schemas bound ids and text (see
 * `idSchema`, `plainText` in the contract), and this is the last line of defence that keeps such
 * a value a 400 instead of a 500. Division by zero and the like stay 500: those are bugs.
 */
const DATA_EXCEPTION_ISSUES: Record<string, string> = {
  '22001': 'too_big', // string_data_right_truncation
  '22003': 'out_of_range', // numeric_value_out_of_range
  '22007': 'invalid_format', // invalid_datetime_format
  '22008': 'out_of_range', // datetime_field_overflow
  '22021': 'control_character', // character_not_in_repertoire (NUL, invalid UTF-8)
  '22025': 'invalid_format', // invalid_escape_sequence
  '22P02': 'invalid_format', // invalid_text_representation
  '22P05': 'control_character', // untranslatable_character (\u0000 in JSON)
};

/**
 * The SQLSTATE of a database error, wherever the driver put it: postgres.js throws its
 * PostgresError, PGlite its DatabaseError, both with `code`; Drizzle wraps either as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The message of a value refused by the database rather than by a schema. */
export const DATABASE_REFUSAL_MESSAGE = 'A value of the request is out of range or not valid text';

function dataExceptionBody(error: unknown): ApiError | null {
  const state = sqlStateOf(error);
  const issue = state === undefined ? undefined : DATA_EXCEPTION_ISSUES[state];
  if (!issue) return null;
  return badInput('request', DATABASE_REFUSAL_MESSAGE, issue).body;
}

/** Fastify's own 4xx errors (body parsing, URL decoding) in the contract shape. */
function frameworkErrorBody(error: FastifyError): { status: number; body: ApiError } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: badInput('body', error.message, 'invalid_body').body };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: badInput('url', 'The URL is not valid', 'invalid_url').body };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        status: 400,
        body: badInput('params', 'A path parameter is too long', 'too_big').body,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { code: ERROR_CODES.payloadTooLarge, message: error.message, field: 'body' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { code: ERROR_CODES.unsupportedMediaType, message: error.message, field: 'body' },
      };
  }
  // A JSON body that is not an object at all (e.g. `"text"` where one is expected) surfaces
  // as a SyntaxError from the parser on some inputs.
  if (error instanceof SyntaxError) {
    return { status: 400, body: badInput('body', 'Body is not valid JSON', 'invalid_json').body };
  }
  return null;
}

const STATUS_CODES: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

export function toErrorReply(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (error.validation) return { status: 400, body: validationBody(error) };
  const framework = frameworkErrorBody(error);
  if (framework) return framework;
  const data = dataExceptionBody(error);
  if (data) return { status: 400, body: data };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body: ApiError = { code: STATUS_CODES[status] ?? 'bad_request', message: error.message };
    if (status === 400) {
      body.field = 'request';
      body.issues = [{ field: 'request', code: 'invalid', message: error.message }];
    }
    return { status, body };
  }
  return { status: 500, body: { code: ERROR_CODES.internal, message: 'Internal server error' } };
}

/** A path template such as `/api/sportsbook/categories/:id` as a matcher. */
function templateMatcher(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * Installs the error handler, the 404 handler (405 with `Allow` when the path exists under
 * another method) and remembers the routes for that check. Call before registering routes.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const routes: { matcher: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = routes.find((r) => r.matcher.source === templateMatcher(route.url).source);
    if (!entry) {
      entry = { matcher: templateMatcher(route.url), methods: new Set() };
      routes.push(entry);
    }
    for (const method of methods) entry.methods.add(method.toUpperCase());
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A database refusal of a value means a schema let it through: answered 400, noted to fix.
    else if (sqlStateOf(error))
      request.log.warn({ err: error }, 'database refused a request value');
    else request.log.debug({ code: body.code, field: body.field }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.matcher.test(path)) for (const method of route.methods) allowed.add(method);
    }
    if (allowed.size > 0 && !allowed.has(request.method)) {
      return reply
        .code(405)
        .header('allow', [...allowed].sort().join(', '))
        .send({
          code: ERROR_CODES.methodNotAllowed,
          message: `${request.method} is not allowed on ${path}`,
        } satisfies ApiError);
    }
    return reply.code(404).send({
      code: ERROR_CODES.notFound,
      message: `No route ${request.method} ${path}`,
    } satisfies ApiError);
  });
}

/** Fastify option `frameworkErrors`: URL decoding failures answer like every other 400. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorReply(error);
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}
