'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { forgetUrlToken } from '../modal-store';
import { useUrlToken } from '../use-url-token';
import {
  type FieldErrors,
  PASSWORD_ISSUES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ServerErrorKey,
  checkNewPassword,
} from '../model/form-rules';
import { serverErrors } from '../model/server-errors';
import { Field, FormError, submitClass } from './field';
import { linkClass } from './instructions-form';

type Fields = 'password' | 'confirmation';
const FIELD_MAP = {
  password: ['password', 'password-min', PASSWORD_ISSUES],
  password_confirmation: ['confirmation', 'password-match'],
} as const;

/**
 * A new password with the token of the reset e-mail (`?reset_password_token=…`). The token
 * leaves the address bar as soon as it is read; a used, expired or missing token offers a new
 * link.
 */
export function PasswordEditForm({
  onSignIn,
  onRequestNew,
}: {
  onSignIn: () => void;
  onRequestNew: () => void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const id = useId();
  // undefined: not read yet (first render, also on the server).
  const token = useUrlToken('reset_password_token');
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [formError, setFormError] = useState<ServerErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const data = new FormData(event.currentTarget);
    const form = {
      password: String(data.get('password') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    };
    const found = checkNewPassword(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { resetPassword } = await import('../api/reset-password');
      await resetPassword(
        {
          reset_password_token: token,
          password: form.password,
          password_confirmation: form.confirmation,
        },
        locale,
      );
      forgetUrlToken('reset_password_token');
      setDone(true);
    } catch (error) {
      const mapped = serverErrors(error, FIELD_MAP);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };

  if (token === undefined) return null;

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-up/10 px-3 py-2 text-sm font-semibold text-ink">
          {t.flows['password-edit'].done}
        </p>
        <button type="button" onClick={onSignIn} className={submitClass}>
          {t.flows['to-sign-in']}
        </button>
      </div>
    );
  }

  const tokenFailed = formError === 'token_invalid' || formError === 'token_expired';
  if (token === null || tokenFailed) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="alert"
          className="rounded-md border border-down/30 bg-down/5 px-3 py-2 text-sm font-semibold text-down"
        >
          {tokenFailed ? t.errors[formError] : t.flows['password-edit']['no-token']}
        </p>
        <button type="button" onClick={onRequestNew} className={submitClass}>
          {t.flows['password-edit']['request-new']}
        </button>
      </div>
    );
  }

  const message = (key: keyof typeof t.validation | undefined) =>
    key &&
    formatTemplate(t.validation[key], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError && t.errors[formError]} />
      <Field
        id={`${id}-password`}
        name="password"
        label={t.flows['password-edit'].password}
        type="password"
        autoComplete="new-password"
        required
        hint={t['sign-up']['password-hint']}
        error={message(errors.password)}
      />
      <Field
        id={`${id}-confirmation`}
        name="confirmation"
        label={t.flows['password-edit'].confirmation}
        type="password"
        autoComplete="new-password"
        required
        error={message(errors.confirmation)}
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t.flows['password-edit'].submitting : t.flows['password-edit'].submit}
      </button>
      <p className="text-center text-sm">
        <button type="button" onClick={onSignIn} className={linkClass}>
          {t.flows['back-to-sign-in']}
        </button>
      </p>
    </form>
  );
}
