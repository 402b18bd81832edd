'use client';

import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api/api-client';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useUrlToken } from '../use-url-token';
import { serverErrorKey } from '../model/form-rules';
import { submitClass } from './field';
import { InstructionsForm } from './instructions-form';

type Kind = 'confirmation' | 'unlock';
type Outcome = 'done' | 'token_invalid' | 'token_expired' | 'default';

const PARAM = { confirmation: 'confirmation_token', unlock: 'unlock_token' } as const;

// One call per token for the page's life: a second mount (React's development double effects,
// a re-opened dialog) gets the first answer instead of spending the single-use token twice.
const calls = new Map<string, Promise<Outcome>>();

function redeem(kind: Kind, token: string, locale: string): Promise<Outcome> {
  const key = `${kind}:${token}`;
  let call = calls.get(key);
  if (!call) {
    call = (async () => {
      try {
        if (kind === 'confirmation') {
          const { confirmEmail } = await import('../api/confirm-email');
          await confirmEmail(token, locale);
        } else {
          const { unlockAccount } = await import('../api/unlock-account');
          await unlockAccount(token, locale);
        }
        return 'done';
      } catch (error) {
        const code = serverErrorKey(error instanceof ApiRequestError ? error.code : undefined);
        return code === 'token_invalid' || code === 'token_expired' ? code : 'default';
      }
    })();
    calls.set(key, call);
  }
  return call;
}

/**
 * The e-mailed confirmation or unlock link: reads the token from the query (and removes it),
 * calls the server once and shows the result. Without a token, unlock offers to send the
 * instructions; confirmation explains where the link is.
 */
export function TokenResult({
  kind,
  onSignIn,
  onRequestNew,
  signedIn = false,
}: {
  kind: Kind;
  onSignIn: () => void;
  onRequestNew: () => void;
  /** A signed-in player continues where they were instead of signing in. */
  signedIn?: boolean;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const token = useUrlToken(PARAM[kind]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void redeem(kind, token, locale).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [kind, token, locale]);

  if (token === undefined) return null;
  if (token === null) {
    if (kind === 'unlock') return <InstructionsForm kind="unlock" onSignIn={onSignIn} />;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t.flows.confirmation['no-token']}</p>
        <button type="button" onClick={onRequestNew} className={submitClass}>
          {t.flows.confirmation['request-new']}
        </button>
      </div>
    );
  }
  if (outcome === null) {
    return (
      <p role="status" className="text-sm text-muted">
        {t.flows[kind].checking}
      </p>
    );
  }
  if (outcome === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-up/10 px-3 py-2 text-sm font-semibold text-ink">
          {t.flows[kind].done}
        </p>
        <button type="button" onClick={onSignIn} className={submitClass}>
          {signedIn ? t.flows.continue : t.flows['to-sign-in']}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p
        role="alert"
        className="rounded-md border border-down/30 bg-down/5 px-3 py-2 text-sm font-semibold text-down"
      >
        {t.errors[outcome]}
      </p>
      <button type="button" onClick={onRequestNew} className={submitClass}>
        {t.flows[kind]['request-new']}
      </button>
    </div>
  );
}
