import { ApiRequestError } from '../../../lib/api/api-client';
import {
  type FieldErrors,
  type ServerErrorKey,
  type ValidationKey,
  serverErrorKey,
} from './form-rules';

export interface ServerErrors<F extends string> {
  /** `account.errors` key for the form, or null when the fields say it all. */
  form: ServerErrorKey | null;
  /** Translated validation keys per form field, from the server's validation issues. */
  fields: FieldErrors<F>;
}

/**
 * Splits an API error into a form message and per-field messages. `fieldMap` names, for each
 * wire field, the form field, the validation message that stands for its issue
 * (`terms_accepted` → `terms`) and, optionally, a message per issue code where the reason
 * matters (a password too short, too common, …), so field errors are shown translated next to
 * their field.
 */
export function serverErrors<F extends string>(
  error: unknown,
  fieldMap: Readonly<
    Record<
      string,
      | readonly [F, ValidationKey]
      | readonly [F, ValidationKey, Readonly<Record<string, ValidationKey>>]
    >
  >,
): ServerErrors<F> {
  if (!(error instanceof ApiRequestError)) return { form: 'default', fields: {} };
  const fields: FieldErrors<F> = {};
  const wireIssues = [
    ...error.issues.map((issue) => ({ field: issue.field, code: issue.code })),
    { field: error.field, code: undefined },
  ];
  for (const { field: wire, code } of wireIssues) {
    const mapped = wire === undefined ? undefined : fieldMap[wire];
    if (!mapped) continue;
    const byCode = mapped[2] && code !== undefined ? mapped[2][code] : undefined;
    fields[mapped[0]] ??= byCode ?? mapped[1];
  }
  const hasFields = Object.keys(fields).length > 0;
  return { form: hasFields ? null : serverErrorKey(error.code), fields };
}
