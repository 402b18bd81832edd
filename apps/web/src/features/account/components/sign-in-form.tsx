'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { signIn } from '../api/sign-in';
import { type FieldErrors, checkSignIn } from '../model/form-rules';
import { serverErrors } from '../model/server-errors';
import type { ServerErrorKey } from '../model/form-rules';
import { startSession } from '../session';
import { Field, FormError, submitClass } from './field';

type SignInField = 'login' | 'password';
const FIELD_MAP = {
  login: ['login', 'login'],
  password: ['password', 'required'],
} as const;

/** Sign-in by e-mail or phone and password (modal and page). */
export function SignInForm({
  onDone,
  onSwitch,
  notice,
}: {
  onDone: () => void;
  onSwitch: () => void;
  notice?: string | null;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<ServerErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      login: String(data.get('login') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = checkSignIn(form);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await signIn({ login: form.login.trim(), password: form.password }, locale);
      await startSession('signed-in', session.user, t, locale);
      onDone();
    } catch (error) {
      const mapped = serverErrors(error, FIELD_MAP);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };

  const message = (key: keyof typeof t.validation | undefined) =>
    key && formatTemplate(t.validation[key], { min: 8 });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {notice && (
        <p className="rounded-md bg-accent/25 px-3 py-2 text-sm font-semibold text-ink">{notice}</p>
      )}
      <FormError message={formError && t.errors[formError]} />
      <Field
        id={`${id}-login`}
        name="login"
        label={t['sign-in'].login}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={message(errors.login)}
      />
      <Field
        id={`${id}-password`}
        name="password"
        label={t['sign-in'].password}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.password)}
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t['sign-in'].submitting : t['sign-in'].submit}
      </button>
      <p className="text-center text-sm text-muted">
        {t['sign-in']['no-account']}{' '}
        <button type="button" onClick={onSwitch} className="font-bold text-brand underline">
          {t['sign-in']['to-sign-up']}
        </button>
      </p>
    </form>
  );
}
