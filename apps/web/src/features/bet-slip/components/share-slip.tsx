'use client';

import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { createShareCode } from '../api/share-code';
import { closeShareModal, useShareModal } from '../bet-slip-runtime';
import type { BetSlipStore } from '../model/bet-slip-store';
import { shareUrl } from '../model/share-restore';

type Shared =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; code: string; url: string; copied: boolean }
  | { state: 'failed' };

/** "Share": a code for the slip's bets, and its link copied to the clipboard (players only). */
export function ShareSlip({ slip }: { slip: BetSlipStore }) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip.share;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const [shared, setShared] = useState<Shared>({ state: 'idle' });
  if (auth.status !== 'logged_in') return null;

  const share = async () => {
    setShared({ state: 'busy' });
    try {
      const code = await createShareCode(slip.getState().ticket.bets, locale);
      const url = shareUrl(window.location.href, code);
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        // No clipboard permission: the link is shown to copy by hand.
      }
      setShared({ state: 'done', code, url, copied });
    } catch {
      setShared({ state: 'failed' });
    }
  };

  return (
    <div className="flex flex-col gap-1 px-3 pt-2" data-testid="share-slip">
      <button
        type="button"
        disabled={shared.state === 'busy'}
        onClick={() => void share()}
        className="h-8 self-start rounded-md border border-line px-3 text-xs font-semibold hover:bg-subtle disabled:opacity-60"
      >
        {t.button}
      </button>
      {shared.state === 'done' ? (
        <div role="status" className="flex flex-col gap-1 text-xs">
          <span className="font-semibold">
            {formatTemplate(t.code, { code: shared.code })}
            {shared.copied ? ` · ${t.copied}` : ''}
          </span>
          <input
            readOnly
            aria-label={t.title}
            value={shared.url}
            data-testid="share-url"
            onFocus={(event) => event.currentTarget.select()}
            className="h-8 w-full rounded-md border border-line bg-subtle px-2 text-[11px] text-muted"
          />
        </div>
      ) : shared.state === 'failed' ? (
        <p role="alert" className="text-xs text-down">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}

/** The share-bet modal: restoring, or not found / try another bet / try later (spec section 8). */
export function ShareBetModal() {
  const { messages } = useClientIntl();
  const t = messages.betSlip['share-bet']['not-found-modal'];
  const modal = useShareModal();
  if (modal === null || typeof document === 'undefined') return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-bet-title"
        data-testid="share-bet-modal"
        className="flex w-full max-w-sm flex-col gap-3 rounded-lg bg-surface p-5 shadow-lg"
      >
        <h2 id="share-bet-title" className="text-base font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-muted" role={modal.kind === 'restoring' ? 'status' : undefined}>
          {modal.kind === 'restoring' ? t.restoring : t[modal.problem]}
        </p>
        {modal.kind === 'problem' ? (
          <button
            type="button"
            autoFocus
            onClick={closeShareModal}
            className="h-10 rounded-md bg-ink text-sm font-semibold text-white hover:bg-ink-2"
          >
            {t.close}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
