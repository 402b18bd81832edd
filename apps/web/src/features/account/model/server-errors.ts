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
 * wire field, the form field and the validation message that stands for its issue
 * (`terms_accepted` → `terms`), so field errors are shown translated next to their field.
 */
export function serverErrors<F extends string>(
  error: unknown,
  fieldMap: Readonly<Record<string, readonly [F, ValidationKey]>>,
): ServerErrors<F> {
  if (!(error instanceof ApiRequestError)) return { form: 'default', fields: {} };
  const fields: FieldErrors<F> = {};
  const wireFields = [...error.issues.map((issue) => issue.field), error.field];
  for (const wire of wireFields) {
    const mapped = wire === undefined ? undefined : fieldMap[wire];
    if (mapped) fields[mapped[0]] ??= mapped[1];
  }
  const hasFields = Object.keys(fields).length > 0;
  return { form: hasFields ? null : serverErrorKey(error.code), fields };
}
