import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import { clampStake, ZERO_MINOR_UNITS } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import type { SystemType } from '../system/system';
import { isSystemAvailable, systemType, systemTypesFor } from '../system/system';
import { isFreebetBonusType, NO_AVAILABLE_BONUSES } from './types';
import type {
  BetSlipContext,
  BetSlipSelection,
  BetType,
  OutcomeId,
  StakeSource,
  TicketBet,
} from './types';

/** Codes of bet slip refusals, translated by the web app. */
export const BET_SLIP_ERROR = {
  betTypeUnchanged: 'error.bet_slip.bet_type_unchanged',
  notEnoughSelections: 'error.bet_slip.not_enough_selections',
  multiSingleNotAvailable: 'error.bet_slip.multi_single_not_available',
  systemNotAvailable: 'error.bet_slip.system_not_available',
  systemTypeNotAvailable: 'error.bet_slip.system_type_not_available',
  customBetNotConvertible: 'error.bet_slip.custom_bet_not_convertible',
  bonusNotAvailable: 'error.bet_slip.bonus_not_available',
} as const;

export type BetSlipErrorCode = (typeof BET_SLIP_ERROR)[keyof typeof BET_SLIP_ERROR];

export type BetsResult<C extends BetSlipErrorCode = BetSlipErrorCode> =
  { readonly ok: true; readonly bets: TicketBet[] } | Refusal<C>;

/** A new bet with no stake, no bonus and the slip's currency. */
export function createTicketBet(
  betType: BetType,
  selections: readonly BetSlipSelection[],
  currency: BetSlipContext['currency'],
  overrides: Partial<TicketBet> = {},
): TicketBet {
  return {
    stake: ZERO_MINOR_UNITS,
    currency: currency.code,
    subunits: currency.subunits,
    betType,
    customOdds: null,
    selections,
    systemType: null,
    availableBonuses: NO_AVAILABLE_BONUSES,
    bonus: null,
    bonusOdds: null,
    stakeSource: 'stake',
    betId: null,
    status: null,
    isVip: false,
    freebetStake: null,
    jackpots: [],
    ...overrides,
  };
}

/** The currency a bet counts its stake in, as new bets on the same slip take it. */
export function currencyOf(bet: TicketBet): BetSlipContext['currency'] {
  return { code: bet.currency, subunits: bet.subunits };
}

/** Singles, combos and systems follow the composition rules; a custom bet is never converted. */
export function isRegularBet(bet: TicketBet): boolean {
  return bet.betType !== 'custom';
}

export function slipSelections(bets: readonly TicketBet[]): BetSlipSelection[] {
  return bets.flatMap((bet) => bet.selections);
}

/** The outcomes on the slip, highlighted on the odds buttons. */
export function selectedOutcomeIdsOf(bets: readonly TicketBet[]): OutcomeId[] {
  return slipSelections(bets).map((selection) => selection.outcomeId);
}

export function hasOutcome(bets: readonly TicketBet[], outcomeId: OutcomeId): boolean {
  return bets.some((bet) => bet.selections.some((s) => s.outcomeId === outcomeId));
}

/**
 * Several singles on one slip need multi-single support from the provider of every selection:
 * two betradar singles are fine when betradar allows it; a betradar and an oddin single need both.
 */
export function isMultiSingleAllowed(
  selections: readonly BetSlipSelection[],
  context: Pick<BetSlipContext, 'multiSingleAvailableByProvider'>,
): boolean {
  return selections.every(
    (selection) => context.multiSingleAvailableByProvider[selection.provider] === true,
  );
}

/** The bet type the regular bets of the slip form, or null on a slip without them. */
export function currentBetType(bets: readonly TicketBet[]): BetType | null {
  const regular = bets.filter(isRegularBet);
  return regular.find((bet) => bet.betType !== 'single')?.betType ?? regular[0]?.betType ?? null;
}

/**
 * Adds a selection (spec section 4, composition):
 * - on a slip without singles, combos or systems it makes a single;
 * - on singles it adds another single if every provider allows multi-single, else all the
 *   selections become one combo with the first bet's stake;
 * - on a combo it adds a leg; on a k/n system it makes a k/(n+1) system (which always exists);
 * - custom bets are left as they are. An outcome already on the slip is not added twice.
 */
export function addSelection(
  bets: readonly TicketBet[],
  selection: BetSlipSelection,
  context: BetSlipContext,
): TicketBet[] {
  if (hasOutcome(bets, selection.outcomeId)) return [...bets];
  const regular = bets.filter(isRegularBet);
  const first = regular[0];
  if (first === undefined) {
    return [...bets, createTicketBet('single', [selection], context.currency)];
  }
  const multi = regular.find((bet) => bet.betType !== 'single');
  if (multi === undefined) {
    const selections = [...slipSelections(regular), selection];
    if (isMultiSingleAllowed(selections, context)) {
      return replaceRegularBets(bets, [
        ...regular,
        createTicketBet('single', [selection], currencyOf(first)),
      ]);
    }
    return replaceRegularBets(bets, [{ ...first, betType: 'combo', selections, systemType: null }]);
  }
  const selections = [...multi.selections, selection];
  const grown: TicketBet =
    multi.betType === 'system' && multi.systemType !== null
      ? {
          ...multi,
          selections,
          systemType: systemType(selections.length, multi.systemType.winCount),
        }
      : { ...multi, selections };
  return bets.map((bet) => (bet === multi ? grown : bet));
}

/**
 * Removes a selection (spec section 4, composition):
 * - a single goes with its selection;
 * - a combo left with one selection turns into a single, keeping its stake;
 * - a k/n system becomes k/(n-1) if that system exists, else a combo, or a single when one
 *   selection is left: removing from a 2/3 leaves a double (combo), from a 2/4 a 2/3;
 * - a custom bet loses the selection but stays a custom bet, and goes when it has none left.
 */
export function removeSelection(bets: readonly TicketBet[], outcomeId: OutcomeId): TicketBet[] {
  return bets.flatMap((bet) => {
    if (!bet.selections.some((s) => s.outcomeId === outcomeId)) return [bet];
    const selections = bet.selections.filter((s) => s.outcomeId !== outcomeId);
    return selections.length === 0 ? [] : [reshapeAfterRemoval(bet, selections)];
  });
}

function reshapeAfterRemoval(bet: TicketBet, selections: readonly BetSlipSelection[]): TicketBet {
  if (bet.betType === 'custom' || bet.betType === 'single') return { ...bet, selections };
  if (selections.length === 1) {
    return { ...bet, betType: 'single', selections, systemType: null };
  }
  if (bet.betType === 'system' && bet.systemType !== null) {
    const k = bet.systemType.winCount;
    return isSystemAvailable(selections.length, k)
      ? { ...bet, selections, systemType: systemType(selections.length, k) }
      : { ...bet, betType: 'combo', selections, systemType: null };
  }
  return { ...bet, selections, systemType: null };
}

/**
 * Puts new regular bets where the first regular bet was, keeping custom bets in place.
 * With no regular bet on the slip the new ones go last.
 */
function replaceRegularBets(
  bets: readonly TicketBet[],
  regular: readonly TicketBet[],
): TicketBet[] {
  const result: TicketBet[] = [];
  let placed = false;
  for (const bet of bets) {
    if (!isRegularBet(bet)) {
      result.push(bet);
    } else if (!placed) {
      result.push(...regular);
      placed = true;
    }
  }
  if (!placed) result.push(...regular);
  return result;
}

/** Adds a custom bet (bet builder) priced by the server. It is never merged or split. */
export function addCustomBet(
  bets: readonly TicketBet[],
  selections: readonly BetSlipSelection[],
  customOdds: DecimalOdds,
  context: BetSlipContext,
): TicketBet[] {
  return [...bets, createTicketBet('custom', selections, context.currency, { customOdds })];
}

/**
 * Changes the type of the slip's regular bets (spec section 4):
 * - single splits the first bet into one single per selection, each keeping its stake and
 *   currency (bonuses stay with the first single only, so a freebet is not used twice);
 * - combo merges every selection into one combo with the first bet's stake;
 * - system makes one system bet of the first offered type (systemTypesFor: fewest combinations).
 * Refused when the type is already current, when there is only one selection, when singles would
 * need multi-single that a provider does not allow, when no system exists for the count (fewer
 * than three selections), and for custom bets.
 */
export function changeBetType(
  bets: readonly TicketBet[],
  betType: BetType,
  context: BetSlipContext,
): BetsResult {
  if (betType === 'custom') return refuse(BET_SLIP_ERROR.customBetNotConvertible);
  const current = currentBetType(bets);
  if (current === betType) return refuse(BET_SLIP_ERROR.betTypeUnchanged);
  const regular = bets.filter(isRegularBet);
  const selections = slipSelections(regular);
  const first = regular[0];
  if (first === undefined || selections.length < 2) {
    return refuse(BET_SLIP_ERROR.notEnoughSelections);
  }
  switch (betType) {
    case 'single': {
      if (!isMultiSingleAllowed(selections, context)) {
        return refuse(BET_SLIP_ERROR.multiSingleNotAvailable);
      }
      const singles = selections.map((selection, index) =>
        index === 0
          ? { ...first, betType: 'single' as const, selections: [selection], systemType: null }
          : createTicketBet('single', [selection], currencyOf(first), {
              stake: first.freebetStake === null ? first.stake : ZERO_MINOR_UNITS,
              stakeSource: first.stakeSource,
            }),
      );
      return { ok: true, bets: replaceRegularBets(bets, singles) };
    }
    case 'combo':
      return {
        ok: true,
        bets: replaceRegularBets(bets, [{ ...first, betType, selections, systemType: null }]),
      };
    case 'system': {
      const offered = systemTypesFor(selections.length)[0];
      if (offered === undefined) return refuse(BET_SLIP_ERROR.systemNotAvailable);
      return {
        ok: true,
        bets: replaceRegularBets(bets, [{ ...first, betType, selections, systemType: offered }]),
      };
    }
  }
}

/**
 * Replaces the type of the slip's system bet, say 2/4 → 3/4. Refused when the slip has no system
 * bet or the type does not exist for its selection count.
 */
export function changeSystemType(bets: readonly TicketBet[], type: SystemType): BetsResult {
  const system = bets.find((bet) => bet.betType === 'system');
  if (system === undefined) return refuse(BET_SLIP_ERROR.systemNotAvailable);
  const n = system.selections.length;
  if (type.selectionCount !== n || !isSystemAvailable(n, type.winCount)) {
    return refuse(BET_SLIP_ERROR.systemTypeNotAvailable);
  }
  const replaced: TicketBet = { ...system, systemType: systemType(n, type.winCount) };
  return { ok: true, bets: bets.map((bet) => (bet === system ? replaced : bet)) };
}

/**
 * Sets the stake of one bet. Input is made a whole, non-negative amount (-5 → 0), so stakes never
 * go negative. A bet playing a freebet keeps the freebet's stake: choosing the freebet set it, and
 * removing the freebet is how the player gets the stake field back.
 */
export function setStake(
  bets: readonly TicketBet[],
  betIndex: number,
  stake: number,
  stakeSource: StakeSource = 'stake',
): TicketBet[] {
  return bets.map((bet, index) =>
    index !== betIndex || bet.freebetStake !== null
      ? bet
      : { ...bet, stake: clampStake(stake), stakeSource },
  );
}

/** Sets one stake on every bet without a freebet, as the "same stake for all singles" field does. */
export function setStakeForAll(bets: readonly TicketBet[], stake: number): TicketBet[] {
  return bets.map((bet) =>
    bet.freebetStake !== null ? bet : { ...bet, stake: clampStake(stake), stakeSource: 'stake' },
  );
}

export type ChangeCurrencyResult = { readonly changed: boolean; readonly bets: TicketBet[] };

/**
 * Changing the account currency (spec section 4) resets every stake to 0 and marks the stake
 * source "sharing"; a freebet bonus goes too, since its stake no longer applies. Ignored (changed:
 * false) on an empty slip, when the slip is already in that currency, or when the player has no
 * account in it.
 */
export function changeCurrency(
  bets: readonly TicketBet[],
  currency: BetSlipContext['currency'],
  accounts: readonly { readonly currency: string }[],
): ChangeCurrencyResult {
  const hasAccount = accounts.some((account) => account.currency === currency.code);
  const alreadyIn = bets.every((bet) => bet.currency === currency.code);
  if (!hasAccount || alreadyIn) return { changed: false, bets: [...bets] };
  return {
    changed: true,
    bets: bets.map((bet) => {
      const dropsFreebet = bet.bonus !== null && isFreebetBonusType(bet.bonus.type);
      return {
        ...bet,
        currency: currency.code,
        subunits: currency.subunits,
        stake: ZERO_MINOR_UNITS,
        stakeSource: 'sharing',
        bonus: dropsFreebet ? null : bet.bonus,
        freebetStake: null,
      };
    }),
  };
}

/** Stakes above zero, the ones that are placed. */
export function betsWithStake(bets: readonly TicketBet[]): TicketBet[] {
  return bets.filter((bet) => bet.stake > 0);
}
