import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import { ZERO_MINOR_UNITS } from '../money/money';
import { BET_SLIP_ERROR } from './composition';
import type {
  AvailableBonuses,
  AvailableFreebet,
  BonusType,
  SelectedBonus,
  TicketBet,
} from './types';
import { FREEBET_BONUS_TYPE, isFreebetBonusType } from './types';

/** The bonus a bet takes part in by itself, in order of preference: hunting, tournament, comboboost. */
export function fallbackBonus(available: AvailableBonuses): SelectedBonus | null {
  if (available.hunting !== null) return { id: available.hunting.id, type: 'hunting', odds: null };
  if (available.tournament !== null) {
    return { id: available.tournament.id, type: 'tournament', odds: null };
  }
  if (available.comboboost !== null) {
    return {
      id: available.comboboost.id,
      type: 'comboboost',
      odds: available.comboboost.bonusOdds,
    };
  }
  return null;
}

/** The chosen bonus as the bet's available bonuses still offer it, or undefined if it is gone. */
export function findAvailableBonus(
  available: AvailableBonuses,
  choice: Pick<SelectedBonus, 'id' | 'type'>,
): SelectedBonus | undefined {
  if (isFreebetBonusType(choice.type)) {
    const freebet = findFreebet(available, choice);
    return freebet && { id: freebet.id, type: FREEBET_BONUS_TYPE[freebet.kind], odds: null };
  }
  const offered = offeredBonus(available, choice.type);
  if (offered === null || offered.id !== choice.id) return undefined;
  return {
    id: offered.id,
    type: choice.type,
    odds: choice.type === 'comboboost' ? (available.comboboost?.bonusOdds ?? null) : null,
  };
}

function findFreebet(
  available: AvailableBonuses,
  choice: Pick<SelectedBonus, 'id' | 'type'>,
): AvailableFreebet | undefined {
  return available.freebet.find(
    (freebet) => freebet.id === choice.id && FREEBET_BONUS_TYPE[freebet.kind] === choice.type,
  );
}

function offeredBonus(available: AvailableBonuses, type: BonusType): { id: string } | null {
  switch (type) {
    case 'comboboost':
      return available.comboboost;
    case 'hunting':
      return available.hunting;
    case 'tournament':
      return available.tournament;
    case 'lootbox':
      return available.lootbox;
    default:
      return null;
  }
}

function withBonus(bet: TicketBet, bonus: SelectedBonus | null): TicketBet {
  return { ...bet, bonus, bonusOdds: bonus?.type === 'comboboost' ? bonus.odds : null };
}

/** A bet that loses its freebet loses the freebet's stake: it goes back to 0. */
function withoutFreebetStake(bet: TicketBet): TicketBet {
  return { ...bet, stake: ZERO_MINOR_UNITS, freebetStake: null };
}

/**
 * Bonus auto-selection (spec section 4). With no bonus chosen, the bet takes hunting, else
 * tournament, else comboboost. When the chosen bonus is no longer offered it falls back the same
 * way, and if the lost bonus was a freebet the stake goes back to 0. A bonus still offered stays
 * (with a comboboost's current odds).
 */
export function autoSelectBonus(bet: TicketBet): TicketBet {
  if (bet.bonus === null) return withBonus(bet, fallbackBonus(bet.availableBonuses));
  const still = findAvailableBonus(bet.availableBonuses, bet.bonus);
  if (still !== undefined) return withBonus(bet, still);
  const next = withBonus(bet, fallbackBonus(bet.availableBonuses));
  return isFreebetBonusType(bet.bonus.type) ? withoutFreebetStake(next) : next;
}

/** New bonus offers for a bet from the server, then auto-selection. */
export function setAvailableBonuses(bet: TicketBet, availableBonuses: AvailableBonuses): TicketBet {
  return autoSelectBonus({ ...bet, availableBonuses });
}

export type ChooseBonusResult =
  { readonly ok: true; readonly bet: TicketBet } | Refusal<typeof BET_SLIP_ERROR.bonusNotAvailable>;

/**
 * The player chooses a bonus for a bet, or none (null). Choosing a freebet sets the stake to the
 * freebet's stake (€5 freebet → stake €5); removing a freebet, or replacing it with another kind
 * of bonus, sets the stake to 0. A bonus the bet is not offered is refused.
 */
export function chooseBonus(
  bet: TicketBet,
  choice: Pick<SelectedBonus, 'id' | 'type'> | null,
): ChooseBonusResult {
  const hadFreebet = bet.bonus !== null && isFreebetBonusType(bet.bonus.type);
  if (choice === null) {
    const cleared = withBonus(bet, null);
    return { ok: true, bet: hadFreebet ? withoutFreebetStake(cleared) : cleared };
  }
  const bonus = findAvailableBonus(bet.availableBonuses, choice);
  if (bonus === undefined) return refuse(BET_SLIP_ERROR.bonusNotAvailable);
  const freebet = findFreebet(bet.availableBonuses, choice);
  if (freebet !== undefined) {
    return {
      ok: true,
      bet: {
        ...withBonus(bet, bonus),
        stake: freebet.amount,
        freebetStake: freebet.amount,
        stakeSource: 'stake',
      },
    };
  }
  const chosen = withBonus(bet, bonus);
  return { ok: true, bet: hadFreebet ? withoutFreebetStake(chosen) : chosen };
}

/**
 * Freebet availability as stored by older versions of the slip, a single freebet or nothing,
 * normalised to a list.
 */
export function normalizeAvailableBonuses(
  stored: Partial<Omit<AvailableBonuses, 'freebet'>> & {
    readonly freebet?: AvailableFreebet | readonly AvailableFreebet[] | null;
  },
): AvailableBonuses {
  const freebet = stored.freebet;
  return {
    comboboost: stored.comboboost ?? null,
    hunting: stored.hunting ?? null,
    lootbox: stored.lootbox ?? null,
    tournament: stored.tournament ?? null,
    freebet:
      freebet === null || freebet === undefined ? [] : isList(freebet) ? [...freebet] : [freebet],
  };
}

function isList(
  value: AvailableFreebet | readonly AvailableFreebet[],
): value is readonly AvailableFreebet[] {
  return Array.isArray(value);
}
