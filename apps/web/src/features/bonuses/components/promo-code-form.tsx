'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot } from '../../account/auth-store';
import {
  ApiRequestError,
  claimPromoCode,
  claimedBonusRef,
  getBonusDetails,
} from '../api/bonuses-api';
import { refreshBonusLists, showBonusToast } from '../bonus-store';
import { kindOf, toCard } from '../model/bonus-cards';
import { PROMO_CODE_MAX_LENGTH, normalizePromoCode, promoRefusal } from '../model/promo-code';

type Result = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

/** The promo-code form: one field, one code per claim; the answer says what was issued or why not. */
export function PromoCodeForm() {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses.promo;
  const id = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizePromoCode(value);
    if (code === null) return setResult({ kind: 'error', text: t.empty });
    setBusy(true);
    setResult(null);
    try {
      const claim = await claimPromoCode(locale, code);
      refreshBonusLists([kindOf(claim.type)]);
      setValue('');
      setResult({ kind: 'success', text: formatTemplate(t.success, { name: claim.name }) });
      // The toast card of what was issued (bonus_issued follows and refreshes it).
      getBonusDetails(locale, claimedBonusRef(claim)).then(
        (bonus) => showBonusToast(toCard(bonus)),
        () => undefined,
      );
    } catch (error) {
      // A 401 has signed the player out and opened sign-in (spec section 8): no second message.
      if (authSnapshot().status !== 'logged_in') return;
      const refusal =
        error instanceof ApiRequestError ? promoRefusal(error.status, error.code) : 'failed';
      setResult({ kind: 'error', text: t.refusals[refusal] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-surface p-4 shadow-[inset_0_0_0_1px_var(--color-line)]"
    >
      <h2 id={`${id}-title`} className="text-base font-extrabold">
        {t.title}
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-3 flex flex-col gap-2"
      >
        <label htmlFor={`${id}-code`} className="text-sm font-semibold">
          {t.label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-code`}
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-hint ${id}-result`}
            aria-invalid={result?.kind === 'error' ? true : undefined}
            className="h-11 w-full min-w-0 rounded-md sm:flex-1 border border-line bg-surface px-3 text-sm font-semibold tracking-wide uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-md bg-accent px-5 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
          >
            {busy ? t.sending : t.submit}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t.hint}
        </p>
        <p
          id={`${id}-result`}
          role={result?.kind === 'error' ? 'alert' : 'status'}
          className={`text-sm font-semibold ${result?.kind === 'error' ? 'text-down' : 'text-up'}`}
        >
          {result?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
