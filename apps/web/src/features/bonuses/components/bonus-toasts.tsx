'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { bannerSrc } from './banner-src';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import {
  type BonusToast,
  currentBonusToasts,
  dismissBonusToast,
  noBonusToasts,
  openBonusDetail,
  subscribeBonusToasts,
} from '../bonus-store';

/** A bonus toast stays this long unless the player is on it (reading or tabbing through). */
export const BONUS_TOAST_MS = 10_000;

/**
 * Bonus toasts (spec section 2): a card per bonus kind with its title and name; the card opens
 * the bonus detail. Below the header, away from the alerts (bottom centre) and the tab bar.
 */
export function BonusToasts() {
  const { messages } = useClientIntl();
  const t = messages.bonuses.toast;
  const toasts = useSyncExternalStore(subscribeBonusToasts, currentBonusToasts, noBonusToasts);
  if (toasts.length === 0) return null;
  return (
    <section
      aria-label={t.label}
      className="pointer-events-none fixed inset-x-2 top-16 z-50 flex flex-col items-center gap-2 desk:start-auto desk:end-4 desk:w-80"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.toastId} toast={toast} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: BonusToast }) {
  const { messages } = useClientIntl();
  const t = messages.bonuses;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissBonusToast(toast.toastId), BONUS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, toast.toastId]);
  const name = toast.name ?? t.kinds[toast.kind];
  return (
    <div
      role="status"
      data-testid="bonus-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="pointer-events-auto flex w-full max-w-sm items-center gap-3 overflow-hidden rounded-xl bg-ink p-2 pe-1 text-white shadow-2xl ring-1 ring-white/10"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- small decorative SVG art */}
      <img
        src={bannerSrc(toast.banners.mobile)}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-lg object-cover"
      />
      <button
        type="button"
        onClick={() => {
          dismissBonusToast(toast.toastId);
          openBonusDetail(toast);
        }}
        aria-label={formatTemplate(t.toast.open, { name })}
        className="min-w-0 flex-1 text-start"
      >
        <span className="block text-xs font-semibold text-accent">
          {formatTemplate(t.toast.title, { kind: t.kinds[toast.kind] })}
        </span>
        <span className="block truncate text-sm font-bold">{name}</span>
      </button>
      <button
        type="button"
        onClick={() => dismissBonusToast(toast.toastId)}
        aria-label={t.toast.dismiss}
        className="grid size-9 shrink-0 place-items-center rounded-md text-white/70 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
