'use client';

import { useEffect, useState } from 'react';
import { showAlert } from '../../../components/layout/alert-store';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot } from '../../account/auth-store';
import {
  ApiRequestError,
  boostFreebet,
  getBonusDetails,
  getPlayableFreebets,
} from '../api/bonuses-api';
import { refreshBonusLists } from '../bonus-store';
import { type BonusCard, toCard } from '../model/bonus-cards';
import { type BoostRefusal, boostRefusal, boostTargets, describeTargets } from '../model/boost';
import { formatAmount, formatNumber, unitOf } from '../model/format';

type Freebets = Awaited<ReturnType<typeof getPlayableFreebets>>;

/**
 * A lootbox's boost (POST /bonuses/{id}/boost): one "Boost" per freebet the lootbox offers to
 * boost (`freebets_to_boost`). While one is sent every button waits; on success the freebet and
 * lootbox lists refresh and `onBoosted` gets the lootbox as it is now (fewer boosters, fewer
 * targets); a refusal is said next to the list in the server's words for its code.
 */
export function LootboxBoost({
  card,
  currencies,
  onBoosted,
}: {
  card: BonusCard;
  currencies: Parameters<typeof unitOf>[1];
  onBoosted(card: BonusCard): void;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses.boost;
  const ids = boostTargets(card.bonus);
  const [freebets, setFreebets] = useState<Freebets>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<BoostRefusal | null>(null);
  const key = ids.join(',');

  // Names and stakes of the targets; without them each is still offered, by its number.
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    getPlayableFreebets(locale, controller.signal).then(setFreebets, () => undefined);
    return () => controller.abort();
  }, [locale, key]);

  if (ids.length === 0) return null;
  const targets = describeTargets(ids, freebets);

  const boost = async (freebetId: string, label: string) => {
    setPending(freebetId);
    setRefusal(null);
    try {
      const boosted = await boostFreebet(locale, card.ref.id, freebetId);
      refreshBonusLists(['lootbox', 'freebet']);
      showAlert({
        kind: 'success',
        message: formatTemplate(t.success, {
          name: label,
          multiplier: formatNumber(boosted.boostMultiplier, locale, 2),
        }),
      });
      onBoosted(toCard(await getBonusDetails(locale, card.ref)));
    } catch (error) {
      // A 401 has signed the player out and opened sign-in: nothing to say here then.
      if (authSnapshot().status !== 'logged_in') return;
      setRefusal(error instanceof ApiRequestError ? boostRefusal(error.code) : 'failed');
      refreshBonusLists(['lootbox']);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`boost-${card.ref.id}`}>
      <h3 id={`boost-${card.ref.id}`} className="text-sm font-extrabold">
        {t.title}
      </h3>
      <p className="text-sm text-muted">{t.intro}</p>
      <ul className="flex flex-col divide-y divide-line rounded-lg shadow-[inset_0_0_0_1px_var(--color-line)]">
        {targets.map((target) => {
          // An unnamed freebet is named by its variant and number ("Only-win freebet no. 4").
          const variant =
            target.type !== null && target.type in t.variants
              ? t.variants[target.type as keyof typeof t.variants]
              : t.variants.freebet;
          const label = target.name ?? formatTemplate(t.unnamed, { kind: variant, id: target.id });
          return (
            <li key={target.id} className="flex items-center gap-3 px-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold">{label}</span>
                {target.amount !== null && target.currency !== null ? (
                  <span className="text-xs text-muted tabular-nums">
                    {formatTemplate(t.stake, {
                      amount: formatAmount(
                        target.amount,
                        unitOf(target.currency, currencies),
                        locale,
                      ),
                    })}
                  </span>
                ) : null}
              </div>
              <button
                type="button"
                disabled={pending !== null}
                aria-label={formatTemplate(t['boost-label'], { name: label })}
                onClick={() => void boost(target.id, label)}
                className="h-9 shrink-0 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60"
              >
                {pending === target.id ? t.boosting : t.boost}
              </button>
            </li>
          );
        })}
      </ul>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-down">
          {t.refusals[refusal]}
        </p>
      ) : null}
    </section>
  );
}
