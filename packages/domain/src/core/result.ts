/**
 * Rule violations are values, not exceptions: `{ ok: false, code: 'error.…', …values }`. The code
 * is a stable message key the web app translates; the extra fields are the message's parameters.
 */
export type Refusal<C extends string, Extra extends object = object> = {
  readonly ok: false;
  readonly code: C;
} & Readonly<Extra>;

export function refuse<C extends string>(code: C): Refusal<C>;
export function refuse<C extends string, Extra extends object>(
  code: C,
  extra: Extra,
): Refusal<C, Extra>;
export function refuse<C extends string, Extra extends object>(
  code: C,
  extra?: Extra,
): Refusal<C, Extra> {
  return { ok: false, code, ...extra } as Refusal<C, Extra>;
}
