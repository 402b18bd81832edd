'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { modalPrefill } from '../modal-store';
import { type FieldErrors, type ServerErrorKey, checkEmail } from '../model/form-rules';
import { serverErrors } from '../model/server-errors';
import { Field, FormError, submitClass } from './field';

export type InstructionsKind = 'password-new' | 'resend-confirmation' | 'unlock';

const FIELD_MAP = { email: ['email', 'email'] } as const;

async function send(kind: InstructionsKind, email: string, locale: string) {
  if (kind === 'password-new') {
    const { requestPasswordReset } = await import('../api/request-password-reset');
    return requestPasswordReset(email, locale);
  }
  if (kind === 'resend-confirmation') {
    const { resendConfirmation } = await import('../api/resend-confirmation');
    return resendConfirmation(email, locale);
  }
  const { resendUnlock } = await import('../api/resend-unlock');
  return resendUnlock(email, locale);
}

/**
 * "Send me instructions" by e-mail: forgot password, resend confirmation, resend unlock. The
 * answer is the same whether or not the address has an account, so the form never tells.
 */
export function InstructionsForm({
  kind,
  onSignIn,
}: {
  kind: InstructionsKind;
  onSignIn: () => void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [formError, setFormError] = useState<ServerErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = checkEmail({ email });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send(kind, email, locale);
      setSent(true);
    } catch (error) {
      const mapped = serverErrors(error, FIELD_MAP);
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-up/10 px-3 py-2 text-sm font-semibold text-ink">
          {t.flows.sent}
        </p>
        <button type="button" onClick={onSignIn} className={submitClass}>
          {t.flows['back-to-sign-in']}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.flows[kind].intro}</p>
      <FormError message={formError && t.errors[formError]} />
      <Field
        id={`${id}-email`}
        name="email"
        label={t.flows.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={modalPrefill() ?? undefined}
        required
        error={errors.email && t.validation[errors.email]}
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? t.flows.sending : t.flows[kind].submit}
      </button>
      <p className="text-center text-sm">
        <button type="button" onClick={onSignIn} className={linkClass}>
          {t.flows['back-to-sign-in']}
        </button>
      </p>
    </form>
  );
}

export const linkClass = 'font-bold text-brand underline';
