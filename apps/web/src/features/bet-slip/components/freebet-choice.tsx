'use client';

import { type Currency, type TicketBet, FREEBET_BONUS_TYPE } from '@sportsbook/domain';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { BetSlipStore } from '../model/bet-slip-store';
import { money } from './format';

/**
 * The freebets a bet may use (spec section 4): choosing one sets the stake to the freebet's,
 * "No freebet" sets it back to 0. Shown only when the server offers the bet a freebet.
 */
export function FreebetChoice({
  slip,
  bet,
  betIndex,
  currency,
  disabled,
}: {
  slip: BetSlipStore;
  bet: TicketBet;
  betIndex: number;
  currency: Currency;
  disabled: boolean;
}) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip.freebet;
  const offered = bet.availableBonuses.freebet;
  if (offered.length === 0) return null;
  const chosen =
    bet.bonus !== null && offered.some((freebet) => freebet.id === bet.bonus?.id)
      ? bet.bonus.id
      : '';
  return (
    <label className="mt-2 flex items-center gap-2 text-xs font-semibold text-muted">
      {t.label}
      <select
        value={chosen}
        disabled={disabled}
        onChange={(event) => {
          const freebet = offered.find((f) => f.id === event.target.value);
          slip.chooseBonus(
            betIndex,
            freebet ? { id: freebet.id, type: FREEBET_BONUS_TYPE[freebet.kind] } : null,
          );
        }}
        className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-[13px] font-semibold text-ink"
      >
        <option value="">{t.none}</option>
        {offered.map((freebet) => (
          <option key={freebet.id} value={freebet.id}>
            {formatTemplate(t.option, {
              amount: money(freebet.amount, currency, locale),
              kind: t.kinds[FREEBET_BONUS_TYPE[freebet.kind] as keyof typeof t.kinds],
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
