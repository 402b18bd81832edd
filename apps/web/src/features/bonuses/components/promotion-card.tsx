'use client';

import { useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openBonusDetail } from '../bonus-store';
import type { BonusCard } from '../model/bonus-cards';
import { formatAmount, formatDate, unitOf } from '../model/format';
import { boostTargets } from '../model/boost';
import { bannerSrc } from './banner-src';
import { StatusBadge } from './status-badge';
import { useActivate } from './use-activate';

/** A promotion card: its banner (desktop and mobile art), name, description and status. */
export function PromotionCard({ card, signedIn }: { card: BonusCard; signedIn: boolean }) {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses;
  const name = card.name ?? t.kinds[card.kind];
  const activation = useActivate();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  // An issued freebet has no text of its own: its stake says what it is.
  const bonus = card.bonus;
  const description =
    card.description ??
    ('userStatus' in bonus
      ? null
      : formatTemplate(t.detail['freebet-amount'], {
          amount: formatAmount(
            bonus.issued.amount,
            unitOf(bonus.issued.currency, auth.currencies),
            locale,
          ),
        }));
  const headingId = `promo-${card.ref.type}-${card.ref.id}`;
  // A lootbox with freebets to boost says so; the boost itself happens in the detail dialog.
  const boostable = signedIn ? boostTargets(bonus).length : 0;
  return (
    <article
      aria-labelledby={headingId}
      data-kind={card.kind}
      className="flex flex-col overflow-hidden rounded-xl bg-surface shadow-[inset_0_0_0_1px_var(--color-line)]"
    >
      <picture>
        <source media="(min-width: 780px)" srcSet={bannerSrc(card.banners.desktop)} />
        <img
          src={bannerSrc(card.banners.mobile)}
          alt=""
          width={780}
          height={300}
          loading="lazy"
          className="aspect-[780/300] w-full bg-ink object-cover desk:aspect-[960/280]"
        />
      </picture>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-bold tracking-wide text-muted uppercase">
            {t.kinds[card.kind]}
          </span>
          <StatusBadge status={card.status} label={t.status[card.status]} />
        </div>
        <h3 id={headingId} className="text-base font-extrabold">
          {name}
        </h3>
        {description ? <p className="line-clamp-3 text-sm text-muted">{description}</p> : null}
        {boostable > 0 ? (
          <p className="text-sm font-semibold text-brand">
            {formatTemplate(t.boost.ready, { count: boostable })}
          </p>
        ) : null}
        <p className="text-xs text-muted">
          {card.validTo
            ? formatTemplate(t['valid-to'], { date: formatDate(card.validTo, locale) })
            : t['no-end']}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            onClick={() => openBonusDetail(card)}
            aria-label={`${t.details}: ${name}`}
            className={`h-10 flex-1 rounded-md px-4 text-sm font-bold ${
              card.canActivate && signedIn
                ? 'border border-line hover:bg-subtle'
                : 'bg-ink text-white hover:bg-ink-2'
            }`}
          >
            {t.details}
          </button>
          {card.canActivate && signedIn ? (
            <button
              type="button"
              disabled={activation.busy}
              onClick={() => void activation.activate(card)}
              aria-label={`${t.activate}: ${name}`}
              className="h-10 flex-1 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
            >
              {activation.busy ? t.activating : t.activate}
            </button>
          ) : null}
          {boostable > 0 ? (
            <button
              type="button"
              onClick={() => openBonusDetail(card)}
              aria-label={`${t.boost.boost}: ${name}`}
              className="h-10 flex-1 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
            >
              {t.boost.boost}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
