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

/**
 * The largest id the database holds: ids are PostgreSQL `integer` (int4) columns. A larger
 * number is not an id of anything, and PostgreSQL refuses to compare it with one (22003), so
 * requests are bounded here rather than at the database.
 */
export const DB_INT_MAX = 2_147_483_647;

/** An id in a JSON body (`match_id`, `market_id`): a whole number from 1 to `DB_INT_MAX`. */
export const idSchema = z.number().int().min(1).max(DB_INT_MAX);

/** An id in a path or query: at most nine digits, so always within `DB_INT_MAX`. */
export const idParam = intText.pipe(z.number().int().positive());

/** A comma-separated list of positive ids, e.g. `1,2,3` (at most 500). */
export const idListParam = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, 'must be a comma-separated list of ids')
  .transform((text) => text.split(',').map(Number));

export const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((text) => text === 'true' || text === '1');

/** Issue codes of the text checks, beside zod's own (`too_big`, `invalid_format`, …). */
export const TEXT_ISSUE_CODES = { controlCharacter: 'control_character' } as const;

/** C0 and C1 control characters (NUL, ESC, DEL, …) and halves of a broken surrogate pair. */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u;

/**
 * Text without control characters: no request field of this API holds one (keys, names,
 * e-mail addresses, passwords, tokens are typed on one line), PostgreSQL text cannot hold NUL
 * at all, and a broken surrogate cannot be stored as UTF-8. Refused with the issue code
 * `control_character`. Wraps any string schema, so trimming and bounds stay where they are:
 * `plainText(z.string().trim().min(1).max(254))`.
 */
export const plainText = <S extends z.ZodType<string, string>>(schema: S): S =>
  schema.refine((text) => !CONTROL_OR_BROKEN.test(text), {
    message: 'must not contain control characters',
    params: { code: TEXT_ISSUE_CODES.controlCharacter },
  }) as S;

/**
 * Free text in a query or body (keys, slugs, search words, outcome ids): bounded, and free of
 * control characters (see `plainText`).
 */
export const textParam = (max: number) => plainText(z.string().max(max));

/** An ISO-8601 instant with an explicit offset, e.g. 2026-11-22T18:00:00Z. */
export const instantParam = z.iso.datetime({ offset: true });

/** Path parameter `{id}`. */
export const idPathParams = z.object({ id: idParam });
