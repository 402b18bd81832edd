import { z } from 'zod';

/** Pagination block of every list answer (spec section 3). */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A list answer: `data` plus `pagination`. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** A single-item answer. */
export const itemResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });

/**
 * Error body of every non-2xx answer. `code` is stable and machine-readable; `field` names the
 * first offending input (dotted path) and `issues` lists every one.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  issues: z
    .array(z.object({ field: z.string(), code: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Stable error codes of the HTTP surface. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  /** A documented parameter the server does not serve yet (HTTP 501, naming the field). */
  notImplemented: 'not_implemented',
  internal: 'internal_error',
} as const;

// ---- Query-string helpers: every query value arrives as text. -------------------------------

const intText = z
  .string()
  .regex(/^-?\d{1,9}$/, 'must be a whole number')
  .transform(Number);

/** A positive page number (default 1). */
export const pageParam = intText.pipe(z.number().int().min(1).max(100_000)).default(1);

/** A page size with a per-endpoint default and a cap of 500 (spec section 9). */
export const limitParam = (fallback: number) =>
  intText.pipe(z.number().int().min(1).max(500)).default(fallback);

export const idParam = intText.pipe(z.number().int().positive());

/** A comma-separated list of positive ids, e.g. `1,2,3` (at most 500). */
export const idListParam = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, 'must be a comma-separated list of ids')
  .transform((text) => text.split(',').map(Number));

export const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((text) => text === 'true' || text === '1');

/**
 * Free text in a query or body (keys, slugs, search words): bounded, and free of control
 * characters, which no catalog value contains and PostgreSQL text cannot even hold (NUL).
 */
export const textParam = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** An ISO-8601 instant with an explicit offset, e.g. 2026-11-22T18:00:00Z. */
export const instantParam = z.iso.datetime({ offset: true });

/** Path parameter `{id}`. */
export const idPathParams = z.object({ id: idParam });
