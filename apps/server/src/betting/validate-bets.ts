// The validation step of placement, shared by placement and max stake: the request's bets shaped
// (type, system size, freebet), priced against the catalog under the player's odds accept mode,
// then checked by the domain's placing checks, bet limits and freebet rules.
import { BET_ERROR_CODE, type SettingsWire, type placeBetsRequest } from '@sportsbook/contract';
import {
  type BetLimits,
  type BetType,
  type Currency,
  type DecimalOdds,
  type TicketBet,
  betOdds,
  checkBetLimits,
  checkBetsPlaceable,
  isBettableMatchStatus,
  isFreebetBonusType,
  isSystemAvailable,
  minorUnits,
  oddsFromWire,
  oddsLimitFromWire,
  oddsToNumber,
  updateSelection,
} from '@sportsbook/domain';
import type { z } from 'zod';
import type { ProviderStatusSource } from '../catalog/provider-availability';
import type { Clock } from '../shared/clock';
import { slipSelection, ticketBet } from './bet-maths';
import { BetRefusal, type BetFault } from './betting-errors';
import {
  type AccountBalance,
  type BettingRepository,
  type CatalogLine,
  type LineKey,
  lineKey,
} from './betting-repository';
import { type JointPricing, quoteCustomBet } from './custom-bet-pricing';
import { availableLines } from './line-availability';
import { freebetRefusal } from '../bonuses/freebet-rules';
import type { FreebetRow } from '../bonuses/freebet-repository';
import { freebetFacts } from '../bonuses/freebet-service';

export type PlaceBetsBody = z.output<typeof placeBetsRequest>;
export type BetBody = PlaceBetsBody['bets'][number];
export type AcceptMode = SettingsWire['auto_accept_odds_change'];

/**
 * The bet limits of each settings answer. A player's settings answer is one object until one of
 * its inputs changes (`SettingsService.get`, decision 0067), and no reader changes it, so its
 * limits are built once per answer, not per bet (decision 0070); a new answer builds new ones.
 */
const limitsOfAnswer = new WeakMap<SettingsWire, BetLimits>();

/** Domain bet limits from the settings answer (every limit there is a `reject` limit). */
export function betLimitsOf(settings: SettingsWire): BetLimits {
  let limits = limitsOfAnswer.get(settings);
  if (limits === undefined) {
    limits = buildBetLimits(settings);
    limitsOfAnswer.set(settings, limits);
  }
  return limits;
}

function buildBetLimits(settings: SettingsWire): BetLimits {
  const limits = settings.bet_limits_settings;
  const perCurrency = (amounts: Record<string, number>, action: 'reject' | 'accept') =>
    Object.fromEntries(
      Object.entries(amounts).map(([code, amount]) => [
        code,
        { amount: minorUnits(amount), action },
      ]),
    );
  return {
    // 0 (and odds of 1 or less) means none: the operator's bet-limits flag is off (decision 0043).
    selectionLimit: limits.selection_limit > 0 ? limits.selection_limit : null,
    oddsLimit:
      limits.odds_limit.value > 1
        ? { value: oddsLimitFromWire(limits.odds_limit.value), action: limits.odds_limit.action }
        : null,
    maxStakeLimit: {
      fiat: perCurrency(limits.max_stake_limit.fiat, 'reject'),
      crypto: perCurrency(limits.max_stake_limit.crypto, 'reject'),
    },
    payoutLimit: {
      fiat: perCurrency(limits.payout_limit.fiat, limits.payout_limit.action),
      crypto: perCurrency(limits.payout_limit.crypto, limits.payout_limit.action),
    },
  };
}

type CurrencyFactsList = readonly { code: string; subunits: number; fiat: boolean }[];

/**
 * The placing checks' currencies by code, built once per list: the currency cache hands every
 * placement the same list (currencies never change while the server runs).
 */
const currenciesOfList = new WeakMap<CurrencyFactsList, Record<string, Currency>>();

function currenciesByCode(currencies: CurrencyFactsList): Record<string, Currency> {
  let byCode = currenciesOfList.get(currencies);
  if (byCode === undefined) {
    byCode = Object.fromEntries(
      currencies.map((c) => [
        c.code,
        { code: c.code, subunits: c.subunits, fiat: c.fiat, subcurrencies: [] },
      ]),
    );
    currenciesOfList.set(currencies, byCode);
  }
  return byCode;
}

/** A bet of the request with its type settled and its system size read. */
export interface ShapedBet {
  index: number;
  type: BetType;
  body: BetBody;
  systemWinCount: number | null;
  /** The issued freebet the bet plays (`bonus` of a freebet type, or `freebet_id`). */
  freebetId: number | null;
}

/** The bet type a request bet names or implies (contract: `betRequestSchema`). */
export function shapeBet(body: BetBody, index: number): ShapedBet {
  const type: BetType =
    body.type ??
    (body.system_id
      ? 'system'
      : body.custom_odds
        ? 'custom'
        : body.selections.length === 1
          ? 'single'
          : 'combo');
  const n = body.selections.length;
  const invalid = (message: string) =>
    new BetRefusal(BET_ERROR_CODE.invalidBet, {
      details: { reason: message },
      faults: [{ bet: index }],
    });
  let systemWinCount: number | null = null;
  if (type === 'single' && n !== 1) throw invalid('a single has one selection');
  if (type === 'combo' && n < 2) throw invalid('a combo has two selections or more');
  if (type === 'system') {
    const [k, size] = (body.system_id ?? '').split('/').map(Number);
    if (size !== n || k === undefined || !isSystemAvailable(n, k)) {
      throw invalid('system_id must be k/n with n the selection count and 2 ≤ k < n');
    }
    systemWinCount = k;
  }
  if (type === 'custom') {
    if (n < 2 || body.custom_odds == null) throw invalid('a custom bet has custom_odds');
    if (new Set(body.selections.map((s) => s.match_id)).size !== 1) {
      throw invalid('a custom bet is on one match');
    }
  }
  return { index, type, body, systemWinCount, freebetId: freebetIdOf(body, index) };
}

/** The freebet a request bet names: `bonus` of a freebet type or `freebet_id`. */
function freebetIdOf(body: BetBody, index: number): number | null {
  const refuse = (reason: string) =>
    new BetRefusal(BET_ERROR_CODE.freebetNotUsable, {
      details: { reason },
      faults: [{ bet: index }],
    });
  // A jackpot is not a bonus a bet is placed with; the campaign bonuses (comboboost, hunting,
  // tournament, lootbox) are checked by placement's bonus step (bonuses/comboboost/).
  if (body.bonus?.type === 'jackpot') throw refuse('not_found');
  const campaignBonus = body.bonus != null && !isFreebetBonusType(body.bonus.type);
  const id = (campaignBonus ? null : body.bonus?.id) ?? body.freebet_id ?? null;
  if (id === null) return null;
  if (campaignBonus) {
    if (!/^\d{1,15}$/.test(id)) throw refuse('not_found');
    return Number(id);
  }
  if (body.bonus && body.freebet_id && body.freebet_id !== body.bonus.id) {
    throw refuse('type_mismatch');
  }
  if (!/^\d{1,15}$/.test(id)) throw refuse('not_found');
  return Number(id);
}

export const keyOf = (s: BetBody['selections'][number]): LineKey => ({
  matchId: s.match_id,
  marketTypeId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

/** A bet checked against the catalog: what it would be placed at now. */
export interface PricedBet {
  shaped: ShapedBet;
  account: AccountBalance;
  lines: CatalogLine[];
  ticket: TicketBet;
  /** Per selection: the odds placed (the current price, once accepted). */
  odds: DecimalOdds[];
  customOdds: DecimalOdds | null;
  /** The freebet staking it, checked by `checkFreebets` (null: the player's money). */
  freebet?: FreebetRow | null;
}

/** Where pricing reads the catalog and the bet builder's prices. */
export interface PricingSources {
  repository: BettingRepository;
  pricing: JointPricing | null;
  /** The feed providers' statuses: an inactive provider's lines take no bet. */
  providers: ProviderStatusSource;
}

/**
 * Checks every selection against the catalog now and the player's accept mode (the domain's
 * `updateSelection`): missing → 103, event over or its provider inactive → 104, suspended → 102, a price move the mode
 * does not accept → 101 (120 for a custom bet's price). Accepted moves place at the new price.
 */
export async function priceBets(
  sources: PricingSources,
  shaped: readonly ShapedBet[],
  accounts: readonly AccountBalance[],
  mode: AcceptMode,
  known?: Map<string, CatalogLine>,
): Promise<PricedBet[]> {
  const lines = availableLines(
    known ??
      (await sources.repository.findLines(shaped.flatMap((bet) => bet.body.selections.map(keyOf)))),
    sources.providers.providerStatuses(),
  );
  const faults: Record<number, BetFault[]> = {};
  const fault = (code: number, bet: number, selection: number) => {
    (faults[code] ??= []).push({ bet, selections: [selection] });
  };
  const currentOdds: Record<string, (number | null)[]> = {};
  const priced: PricedBet[] = [];
  for (const bet of shaped) {
    const account = accounts.find((a) => a.currency === bet.body.stake.currency);
    if (!account) {
      throw new BetRefusal(BET_ERROR_CODE.unknownCurrency, {
        details: { currency: bet.body.stake.currency },
        faults: [{ bet: bet.index }],
      });
    }
    const betLines: CatalogLine[] = [];
    const odds: DecimalOdds[] = [];
    currentOdds[bet.index] = [];
    bet.body.selections.forEach((selection, i) => {
      const line = lines.get(lineKey(keyOf(selection)));
      currentOdds[bet.index]?.push(line ? Number(line.odds) : null);
      if (!line) return fault(BET_ERROR_CODE.selectionNotFound, bet.index, i);
      betLines.push(line);
      if (!line.bettable || !isBettableMatchStatus(line.matchStatus)) {
        return fault(BET_ERROR_CODE.matchNotBettable, bet.index, i);
      }
      const accepted = oddsFromWire(selection.odds);
      const updated = updateSelection(
        slipSelection(line, accepted),
        line.marketStatus,
        { active: line.active, odds: oddsFromWire(Number(line.odds)) },
        bet.type === 'custom' ? 'any' : mode,
      );
      if (updated.isSuspended) return fault(BET_ERROR_CODE.selectionSuspended, bet.index, i);
      if (updated.isChanged) return fault(BET_ERROR_CODE.invalidOdds, bet.index, i);
      odds.push(updated.acceptedOdds);
    });
    if (betLines.length !== bet.body.selections.length || odds.length !== betLines.length) {
      continue;
    }
    let customOdds: DecimalOdds | null = null;
    if (bet.type === 'custom') {
      const quote = quoteCustomBet(sources.pricing, betLines);
      if (!quote.available) {
        throw new BetRefusal(BET_ERROR_CODE.customBetUnavailable, {
          details: { reason: quote.reason },
          faults: [{ bet: bet.index }],
        });
      }
      const sent = oddsFromWire(bet.body.custom_odds as number);
      const update = updateSelection(
        slipSelection({ ...(betLines[0] as CatalogLine), odds: quote.odds.toFixed(3) }, sent),
        1,
        { active: true, odds: oddsFromWire(quote.odds) },
        mode,
      );
      if (update.isChanged) {
        throw new BetRefusal(BET_ERROR_CODE.invalidOddsCustomBet, {
          details: { custom_odds: quote.odds },
          faults: [{ bet: bet.index }],
        });
      }
      customOdds = update.acceptedOdds;
    }
    const ticket = ticketBet({
      type: bet.type,
      stake: BigInt(bet.body.stake.value),
      currency: account.currency,
      subunits: account.subunits,
      selections: betLines.map((line, i) => slipSelection(line, odds[i] as DecimalOdds)),
      systemWinCount: bet.systemWinCount,
      customOdds,
    });
    priced.push({ shaped: bet, account, lines: betLines, ticket, odds, customOdds });
  }
  // The most fundamental refusal first: a missing line before a closed match, before a
  // suspension, before a price move.
  for (const code of [
    BET_ERROR_CODE.selectionNotFound,
    BET_ERROR_CODE.matchNotBettable,
    BET_ERROR_CODE.selectionSuspended,
    BET_ERROR_CODE.invalidOdds,
  ]) {
    const list = faults[code];
    if (list) {
      throw new BetRefusal(code, {
        details: code === BET_ERROR_CODE.invalidOdds ? { current_odds: currentOdds } : {},
        faults: list,
      });
    }
  }
  return priced;
}

/** Placing checks and bet limits of spec section 5, from the domain package. */
export function checkRules(
  priced: readonly PricedBet[],
  settings: SettingsWire,
  currencies: readonly { code: string; subunits: number; fiat: boolean }[],
): void {
  const tickets = priced.map((bet) => bet.ticket);
  const placeable = checkBetsPlaceable(tickets, { currencies: currenciesByCode(currencies) });
  if (!placeable.ok) {
    const refusal = placeable as {
      code: string;
      betIndex?: number;
      minStake?: number;
      currency?: string;
      selectionIds?: readonly string[];
    };
    const { code } = refusal;
    const betIndex = refusal.betIndex ?? null;
    throw new BetRefusal(BET_ERROR_CODE.placingCheck, {
      message: code,
      // The domain's result in the wire's naming (snake_case).
      details: {
        ...(betIndex !== null && { bet_index: priced[betIndex]?.shaped.index ?? betIndex }),
        ...(refusal.minStake !== undefined && { min_stake: Number(refusal.minStake) }),
        ...(refusal.currency !== undefined && { currency: refusal.currency }),
        ...(refusal.selectionIds !== undefined && { selection_ids: [...refusal.selectionIds] }),
      },
      faults:
        betIndex === null
          ? []
          : [{ bet: priced[betIndex]?.shaped.index ?? betIndex, message: code }],
    });
  }
  const limits = checkBetLimits(tickets, betLimitsOf(settings));
  if (!limits.ok && limits.severity === 'error') {
    const { ok: _ok, code, ...details } = limits;
    throw new BetRefusal(BET_ERROR_CODE.betLimit, {
      message: code,
      details: details as Record<string, unknown>,
      faults: priced.map((bet) => ({ bet: bet.shaped.index, message: code })),
    });
  }
}

/**
 * Checks each freebet a bet names against the bet as priced (freebet-rules.ts): refusals are
 * 110 with the reason in `details.reason`. The bets come back with their freebet attached.
 */
export async function checkFreebets(
  repository: BettingRepository,
  clock: Clock,
  playerId: number,
  priced: PricedBet[],
): Promise<PricedBet[]> {
  const ids = priced.flatMap((bet) =>
    bet.shaped.freebetId === null ? [] : [bet.shaped.freebetId],
  );
  if (ids.length === 0) return priced;
  const rows = await repository.freebets().find(playerId, ids);
  const now = clock.now();
  return priced.map((bet) => {
    if (bet.shaped.freebetId === null) return bet;
    const row = rows.find((r) => r.id === bet.shaped.freebetId);
    const type = bet.shaped.body.bonus?.type;
    const reason = !row
      ? 'not_found'
      : type !== undefined && type !== 'freebet' && type !== row.type
        ? 'type_mismatch'
        : freebetRefusal(
            freebetFacts(row),
            {
              type: bet.shaped.type,
              currency: bet.account.currency,
              stake: BigInt(bet.ticket.stake),
              odds: oddsToNumber(betOdds(bet.ticket)),
              matchStatuses: bet.lines.map((line) => line.matchStatus),
            },
            now,
          );
    if (reason !== null || !row) {
      throw new BetRefusal(BET_ERROR_CODE.freebetNotUsable, {
        details: { reason: reason ?? 'not_found' },
        faults: [{ bet: bet.shaped.index }],
      });
    }
    return {
      ...bet,
      freebet: row,
      ticket: { ...bet.ticket, bonus: { id: String(row.id), type: row.type, odds: null } },
    };
  });
}
