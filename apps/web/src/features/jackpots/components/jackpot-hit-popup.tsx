'use client';

import { useEffect, useId, useRef } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { JackpotHit } from '../api/jackpots-api';
import { jackpotMoney } from './jackpot-money';

/**
 * The jackpot-hit popup (spec section 4): a modal dialog (native <dialog>, showModal: the page
 * behind is inert and focus stays inside). Escape, the close button and "Collect" dismiss it.
 */
export function JackpotHitPopup({ hit, onDismiss }: { hit: JackpotHit; onDismiss(): void }) {
  const { locale, messages } = useClientIntl();
  const t = messages.jackpots.hit;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="jackpot-hit-popup"
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-sm overflow-hidden rounded-xl bg-ink p-0 text-white shadow-2xl backdrop:bg-ink/70"
    >
      <div className="relative flex flex-col items-center gap-2 bg-[radial-gradient(circle_at_50%_0%,#3b4a5a,transparent_75%)] px-6 pt-8 pb-6 text-center">
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t.dismiss}
          className="absolute end-2 top-2 flex size-9 items-center justify-center rounded-md text-white/70 hover:bg-white/10 hover:text-white"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
        <span
          className="flex size-16 items-center justify-center rounded-full bg-accent text-ink shadow-[0_0_0_8px_rgba(255,200,61,0.18)]"
          aria-hidden="true"
        >
          <svg width="30" height="30" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1 6.1 20.3l1.3-6.5L2.5 9.3l6.6-.8L12 2.5Z" />
          </svg>
        </span>
        <h2 id={titleId} className="mt-2 text-2xl font-extrabold tracking-tight text-accent">
          {t.title}
        </h2>
        <p id={textId} className="text-sm text-white/85">
          {formatTemplate(t.text, { level: hit.levelName, jackpot: hit.jackpotName })}
        </p>
        <p className="mt-2 text-[11px] tracking-wide text-white/70 uppercase">{t.amount}</p>
        <p className="text-3xl font-extrabold tabular-nums" data-testid="jackpot-hit-amount">
          {jackpotMoney(hit.amount, hit.currency, locale, { cents: true })}
        </p>
        <p className="text-xs text-white/70">{hit.status === 'paid' ? t.paid : t.pending}</p>
      </div>
      <div className="px-6 pb-6">
        {/* The dialog's main action takes the focus when it opens (not the close button). */}
        <button
          type="button"
          autoFocus
          onClick={onDismiss}
          className="h-11 w-full rounded-md bg-accent text-sm font-bold text-ink hover:bg-accent-strong"
        >
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
