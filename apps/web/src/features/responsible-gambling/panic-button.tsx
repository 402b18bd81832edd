'use client';

import { useState } from 'react';
import { LockIcon } from '../../components/ui/icons';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { pressPanic } from './panic';

/**
 * The panic button (GlüStV 2021 §6i(3)): clearly labelled, wherever betting is possible; one
 * press locks the account for 24 hours at once, with no confirmation step. The call and the
 * sign-out load on press.
 */
export function PanicButton({
  variant = 'slip',
  onDone,
}: {
  variant?: 'slip' | 'menu' | 'page';
  onDone?: () => void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.protection.panic;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const press = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const ok = await pressPanic(locale);
    setBusy(false);
    if (ok) onDone?.();
    else setFailed(true);
  };

  const look =
    variant === 'menu'
      ? 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm font-semibold text-down hover:bg-subtle'
      : variant === 'page'
        ? 'inline-flex h-11 items-center gap-2 rounded-md bg-down px-4 text-sm font-bold text-white hover:opacity-90'
        : 'flex min-h-8 w-full items-center justify-center gap-1.5 rounded-md border border-down/40 bg-surface px-2 py-1 text-center text-xs font-semibold text-down hover:bg-[#fdecee]';

  return (
    <>
      <button
        type="button"
        onClick={() => void press()}
        aria-busy={busy || undefined}
        className={look}
      >
        <LockIcon size={variant === 'slip' ? 14 : 16} />
        {busy ? t.pressing : t.button}
      </button>
      {failed ? (
        <p role="alert" className="text-xs text-down">
          {t.failed}
        </p>
      ) : null}
    </>
  );
}
