'use client';

import { bannerSrc } from './banner-src';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { openBonusDetail } from '../bonus-store';
import type { BonusCard } from '../model/bonus-cards';
import { BonusDialogFrame } from './bonus-dialog-frame';
import { StatusBadge } from './status-badge';

/**
 * The unseen-bonus popup (spec section 4): the bonuses the player has not seen yet. Closing it
 * any way (Got it, Escape, the close button, Show) marks them seen.
 */
export function UnseenBonusPopup({
  cards,
  onDismiss,
}: {
  cards: readonly BonusCard[];
  onDismiss: () => void;
}) {
  const { messages } = useClientIntl();
  const t = messages.bonuses;
  return (
    <BonusDialogFrame
      title={t.popup.title}
      closeLabel={t.detail.close}
      onClose={onDismiss}
      testId="unseen-bonuses"
    >
      <p className="text-sm text-muted">{t.popup.intro}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {cards.map((card) => {
          const name = card.name ?? t.kinds[card.kind];
          return (
            <li
              key={`${card.ref.type}:${card.ref.id}`}
              className="flex items-center gap-3 rounded-lg border border-line p-2"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- small decorative SVG art */}
              <img
                src={bannerSrc(card.banners.mobile)}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-muted">{t.kinds[card.kind]}</p>
                <p className="truncate text-sm font-bold">{name}</p>
              </div>
              <StatusBadge status={card.status} label={t.status[card.status]} />
              <button
                type="button"
                onClick={() => {
                  onDismiss();
                  openBonusDetail(card);
                }}
                aria-label={`${t.popup.show}: ${name}`}
                className="h-9 shrink-0 rounded-md border border-line px-3 text-sm font-bold hover:bg-subtle"
              >
                {t.popup.show}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-5 h-11 w-full rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
      >
        {t.popup.ok}
      </button>
    </BonusDialogFrame>
  );
}
