'use client';

import type { TicketBet } from '@sportsbook/domain';
import { useId } from 'react';
import { BOOST_FACTOR_FORMAT, formatDecimalOdds } from '../../../lib/format/odds';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { BetSlipStore } from '../model/bet-slip-store';
import { type CampaignBonusChoice, campaignBonusChoices } from '../model/bonus-offers';

/** "Combo boost ×1.10", "Hunting", … in the page's language. */
export function useBonusName() {
  const { messages, locale } = useClientIntl();
  const kinds = messages.betSlip.bonus.kinds;
  return (choice: Pick<CampaignBonusChoice, 'type' | 'odds'>) =>
    formatTemplate(kinds[choice.type], {
      odds: choice.odds !== null ? formatDecimalOdds(choice.odds, locale, BOOST_FACTOR_FORMAT) : '',
    });
}

const CHIP =
  'inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap';

/**
 * The campaign bonus a bet takes part in (spec section 4): the domain auto-selects hunting, then
 * tournament, then comboboost; the player may pick another of those offered, or none. One offer
 * already chosen is a plain chip; several are a radio group (arrow keys move between them).
 */
export function BonusChoice({
  slip,
  bet,
  betIndex,
  disabled,
}: {
  slip: BetSlipStore;
  bet: TicketBet;
  betIndex: number;
  disabled: boolean;
}) {
  const { messages } = useClientIntl();
  const t = messages.betSlip.bonus;
  const nameOf = useBonusName();
  const name = useId();
  const choices = campaignBonusChoices(bet.availableBonuses);
  if (choices.length === 0) return null;
  const chosen = choices.find(
    (choice) => choice.id === bet.bonus?.id && choice.type === bet.bonus?.type,
  );
  const hint = chosen ? t.hints[chosen.type] : null;

  if (choices.length === 1 && chosen) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="slip-bonus">
        <span className="text-xs font-semibold text-muted">{t.label}</span>
        <span
          className={`${CHIP} border-brand bg-[#e6f4ee] text-brand`}
          data-testid="slip-bonus-chip"
        >
          <BonusIcon />
          {nameOf(chosen)}
        </span>
        {hint ? <p className="w-full text-[11px] text-faint">{hint}</p> : null}
      </div>
    );
  }

  const options: readonly (CampaignBonusChoice | null)[] = [...choices, null];
  return (
    <fieldset className="mt-2 min-w-0" data-testid="slip-bonus" disabled={disabled}>
      <legend className="mb-1 text-xs font-semibold text-muted">{t.label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((choice) => {
          const checked = choice === null ? bet.bonus === null : choice === chosen;
          return (
            <label key={choice ? `${choice.type}:${choice.id}` : 'none'} className="relative">
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() =>
                  slip.chooseBonus(betIndex, choice && { id: choice.id, type: choice.type })
                }
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                className={`${CHIP} border-line bg-surface text-muted peer-checked:border-brand peer-checked:bg-[#e6f4ee] peer-checked:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-60`}
                data-testid={checked && choice ? 'slip-bonus-chip' : undefined}
              >
                {checked && choice ? <BonusIcon /> : null}
                {choice ? nameOf(choice) : t.none}
              </span>
            </label>
          );
        })}
      </div>
      {hint ? <p className="mt-1 text-[11px] text-faint">{hint}</p> : null}
    </fieldset>
  );
}

function BonusIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </svg>
  );
}
