'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { signIn } from '../api/sign-in';
import { type FieldErrors, checkSignIn, isEmail } from '../model/form-rules';
import { serverErrors } from '../model/server-errors';
import type { ServerErrorKey } from '../model/form-rules';
import { startSession } from '../session';
import { Field, FormError, submitClass } from './field';
import { linkClass } from './instructions-form';

type SignInField = 'login' | 'password';
const FIELD_MAP = {
  login: ['login', 'login'],
  password: ['password', 'required'],
} as const;

export type SignInFlow = 'passwordNew' | 'resendUnlock' | 'resendConfirmation';

/** Sign-in by e-mail or phone and password (modal and page). */
export function SignInForm({
  onDone,
  onSwitch,
  onFlow,
  notice,
}: {
  onDone: () => void;
  onSwitch: () => void;
  /** Forgot password, unlock instructions: `email` is what the visitor typed, if an e-mail. */
  onFlow: (flow: SignInFlow, email?: string) => void;
  notice?: string | null;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<ServerErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [login, setLogin] = useState('');
  const typedEmail = isEmail(login) ? login.trim() : undefined;

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
      {formError === 'account_locked' && (
        <button
          type="button"
          onClick={() => onFlow('resendUnlock', typedEmail)}
          className={submitClass}
        >
          {t['sign-in']['send-unlock']}
        </button>
      )}
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
        onChange={(event) => setLogin(event.currentTarget.value)}
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
      <p className="-mt-2 text-end text-sm">
        <button
          type="button"
          onClick={() => onFlow('passwordNew', typedEmail)}
          className={linkClass}
        >
          {t['sign-in'].forgot}
        </button>
      </p>
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t['sign-in'].submitting : t['sign-in'].submit}
      </button>
      <p className="text-center text-sm text-muted">
        {t['sign-in']['no-account']}{' '}
        <button type="button" onClick={onSwitch} className="font-bold text-brand underline">
          {t['sign-in']['to-sign-up']}
        </button>
      </p>
      <p className="-mt-2 text-center text-sm">
        <button
          type="button"
          onClick={() => onFlow('resendConfirmation', typedEmail)}
          className="text-muted underline hover:text-ink"
        >
          {t['sign-in']['resend-confirmation']}
        </button>
      </p>
    </form>
  );
}
