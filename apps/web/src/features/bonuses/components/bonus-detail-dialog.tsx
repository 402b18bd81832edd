'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openModal } from '../../account/modal-store';
import { getBonusTerms, markBonusesAsSeen } from '../api/bonuses-api';
import { useActivate } from './use-activate';
import {
  bonusListVersions,
  closeBonusDetail,
  refreshBonusLists,
  subscribeBonusLists,
} from '../bonus-store';
import type { BonusCard } from '../model/bonus-cards';
import {
  comboRanges,
  eventConditionNames,
  farmingProgress,
  minOddsOf,
} from '../model/bonus-conditions';
import { formatAmount, formatDate, formatNumber, unitOf } from '../model/format';
import { BonusDialogFrame } from './bonus-dialog-frame';
import { Leaderboard } from './leaderboard';
import { LootboxBoost } from './lootbox-boost';
import { StatusBadge } from './status-badge';

const primary =
  'h-11 w-full rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong disabled:opacity-60';

/** The bonus detail modal (spec section 2): terms, validity, conditions, progress, activation. */
export default function BonusDetailDialog({ card: initial }: { card: BonusCard }) {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses;
  const d = t.detail;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const versions = useSyncExternalStore(subscribeBonusLists, bonusListVersions, bonusListVersions);
  const signedIn = auth.status === 'logged_in';
  const [card, setCard] = useState(initial);
  const activation = useActivate();
  const busy = activation.busy;
  const [terms, setTerms] = useState<string | null | 'failed'>(null);
  const { bonus } = card;
  const { id: refId, type: refType } = card.ref;
  const unit = (code: string) => unitOf(code, auth.currencies);

  // The terms call needs a session (a visitor reads the description and is asked to sign in).
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getBonusTerms(locale, { id: refId, type: refType }, controller.signal).then(setTerms, () => {
      if (!controller.signal.aborted) setTerms('failed');
    });
    return () => controller.abort();
  }, [signedIn, locale, refId, refType]);

  // Opening a bonus the player has not seen yet is seeing it (only that one is sent).
  useEffect(() => {
    if (!signedIn || card.seen !== false) return;
    markBonusesAsSeen(locale, [card.ref]).then(
      () => refreshBonusLists([card.kind]),
      () => undefined,
    );
  }, [signedIn, locale, card.ref, card.seen, card.kind]);

  const activate = async () => {
    const activated = await activation.activate(card);
    if (activated) setCard(activated);
  };

  const title = card.name ?? t.kinds[card.kind];
  const ranges = comboRanges(bonus);
  const progress = farmingProgress(bonus);
  const minOdds = minOddsOf(bonus);
  const events = eventConditionNames(bonus);
  const lines: string[] = [];
  if (minOdds !== null)
    lines.push(
      formatTemplate(card.kind === 'comboboost' ? d['min-odds'] : d['min-odds-bet'], {
        odds: formatNumber(minOdds, locale, 2),
      }),
    );
  if (events.length > 0) lines.push(formatTemplate(d.events, { names: events.join(', ') }));
  if ('onlyVerified' in bonus && bonus.onlyVerified) lines.push(d.verified);
  if (!('userStatus' in bonus)) {
    lines.push(
      formatTemplate(d['freebet-amount'], {
        amount: formatAmount(bonus.issued.amount, unit(bonus.issued.currency), locale),
      }),
    );
    lines.push(
      bonus.selectionCountTo === null
        ? formatTemplate(d['selections-open'], { from: bonus.selectionCountFrom })
        : formatTemplate(d.selections, {
            from: bonus.selectionCountFrom,
            to: bonus.selectionCountTo,
          }),
    );
    if (bonus.minOdds !== null && bonus.maxOdds !== null)
      lines.push(
        formatTemplate(d['odds-range'], {
          min: formatNumber(bonus.minOdds, locale, 2),
          max: formatNumber(bonus.maxOdds, locale, 2),
        }),
      );
    lines.push(formatTemplate(d.uses, { used: bonus.issued.timesUsed, count: bonus.usesCount }));
  } else if ('amounts' in bonus) {
    const currency =
      Object.keys(bonus.amounts).find((code) =>
        auth.accounts.some((account) => account.currency === code && account.active),
      ) ?? Object.keys(bonus.amounts)[0];
    const amount = currency ? bonus.amounts[currency] : undefined;
    if (currency && amount !== undefined)
      lines.push(
        formatTemplate(d['freebet-amount'], {
          amount: formatAmount(amount, unit(currency), locale),
        }),
      );
    if (bonus.maxOdds !== null)
      lines.push(
        formatTemplate(d['odds-range'], {
          min: formatNumber(bonus.minOdds ?? 1, locale, 2),
          max: formatNumber(bonus.maxOdds, locale, 2),
        }),
      );
    for (const range of bonus.progress ?? [])
      lines.push(
        formatTemplate(d['progress-range'], {
          bets: range.numberOfBets,
          freebets: range.numberOfFreebets,
        }),
      );
    if (bonus.promoCodeOnly) lines.push(d['promo-only']);
  } else if (bonus.usesCount !== null && bonus.issued) {
    lines.push(formatTemplate(d.uses, { used: bonus.issued.timesUsed, count: bonus.usesCount }));
  }
  const validFrom = 'validFrom' in bonus ? bonus.validFrom : bonus.issued.createdAt;

  return (
    <BonusDialogFrame
      title={title}
      closeLabel={d.close}
      onClose={closeBonusDetail}
      testId="bonus-detail"
      wide={card.kind === 'tournament'}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-bold tracking-wide text-muted uppercase">
            {t.kinds[card.kind]}
          </span>
          <StatusBadge status={card.status} label={t.status[card.status]} />
        </div>
        {card.description ? <p className="text-sm">{card.description}</p> : null}

        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-extrabold">{d.validity}</h3>
          <p className="text-sm text-muted">
            {card.validTo
              ? formatTemplate(d['from-to'], {
                  from: formatDate(validFrom, locale),
                  to: formatDate(card.validTo, locale),
                })
              : `${formatTemplate(d.from, { from: formatDate(validFrom, locale) })} · ${t['no-end']}`}
          </p>
        </section>

        {lines.length > 0 || ranges.length > 0 ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-extrabold">{d.conditions}</h3>
            {lines.length > 0 ? (
              <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            {ranges.length > 0 ? (
              <table className="w-full text-sm">
                <caption className="pb-1 text-start text-xs font-semibold text-muted">
                  {d.ranges}
                </caption>
                <tbody>
                  {ranges.map((range) => (
                    <tr key={range.from} className="border-t border-line">
                      <th scope="row" className="py-2 text-start font-semibold">
                        {range.to === null
                          ? formatTemplate(d['range-open'], { from: range.from })
                          : formatTemplate(d.range, { from: range.from, to: range.to })}
                      </th>
                      <td className="py-2 text-end font-bold text-brand tabular-nums">
                        {formatTemplate(d.boost, {
                          percent: formatNumber(range.boostPercent, locale),
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        ) : null}

        {progress && signedIn ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-extrabold">{d.progress}</h3>
            {progress.ratio !== null && progress.target !== null ? (
              <div className="flex flex-col gap-1">
                <div
                  role="progressbar"
                  aria-label={d['progress-label']}
                  aria-valuemin={0}
                  aria-valuemax={progress.target}
                  aria-valuenow={Math.round(progress.ratio * progress.target)}
                  aria-valuetext={formatTemplate(d['progress-value'], {
                    points: formatNumber(progress.ratio * progress.target, locale),
                    target: formatNumber(progress.target, locale),
                  })}
                  className="h-2.5 overflow-hidden rounded-full bg-subtle shadow-[inset_0_0_0_1px_var(--color-line)]"
                >
                  <div
                    className="h-full rounded-full bg-brand"
                    style={{ width: `${Math.round(progress.ratio * 100)}%` }}
                  />
                </div>
                <p className="text-xs text-muted tabular-nums">
                  {formatTemplate(d['progress-value'], {
                    points: formatNumber(progress.ratio * progress.target, locale),
                    target: formatNumber(progress.target, locale),
                  })}
                </p>
              </div>
            ) : null}
            <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
              <li>
                {formatTemplate(d['available-points'], {
                  points: formatNumber(progress.available, locale),
                })}
              </li>
              <li>
                {formatTemplate(d['potential-points'], {
                  points: formatNumber(progress.potential, locale),
                })}
              </li>
              {'farming' in bonus && bonus.farming ? (
                <>
                  <li>{formatTemplate(d['bets-count'], { count: bonus.farming.betsCount })}</li>
                  {bonus.farming.potentialFreebetAmount > 0 ? (
                    <li>
                      {formatTemplate(d['potential-freebet'], {
                        amount: formatAmount(
                          bonus.farming.potentialFreebetAmount,
                          unit(bonus.farming.currency),
                          locale,
                        ),
                      })}
                    </li>
                  ) : null}
                </>
              ) : null}
            </ul>
          </section>
        ) : null}

        {card.kind === 'lootbox' && signedIn ? (
          <LootboxBoost card={card} currencies={auth.currencies} onBoosted={setCard} />
        ) : null}

        {card.kind === 'tournament' ? (
          <Leaderboard tournamentId={card.ref.id} unit={unit} version={versions.tournament} />
        ) : null}

        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-extrabold">{d.terms}</h3>
          {!signedIn ? (
            <p className="text-sm text-muted">{d['terms-sign-in']}</p>
          ) : terms === null ? (
            <p className="text-sm text-muted">{d['terms-loading']}</p>
          ) : terms === 'failed' ? (
            <p className="text-sm text-muted">{d['terms-failed']}</p>
          ) : (
            <div className="rounded-md bg-subtle p-3 text-sm whitespace-pre-line">{terms}</div>
          )}
        </section>

        {card.canActivate ? (
          signedIn ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void activate()}
              className={primary}
            >
              {busy ? t.activating : t.activate}
            </button>
          ) : (
            <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
              <p className="text-sm">{t['sign-in-prompt']}</p>
              <button
                type="button"
                className={primary}
                onClick={() => {
                  closeBonusDetail();
                  openModal('signIn');
                }}
              >
                {t['sign-in']}
              </button>
            </div>
          )
        ) : null}
      </div>
    </BonusDialogFrame>
  );
}
