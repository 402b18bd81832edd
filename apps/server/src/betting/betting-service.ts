// Bet placement, history, max stake, cash-out and auto cash-out. Rules come from
// packages/domain (bet limits, placing checks, accept modes, potential win, cash-out value);
// this service loads the facts (prices, balances, settings) and keeps the money consistent:
// the debit and the bet are one transaction under a row lock of the account.
import {
  BET_ERROR_CODE,
  EXCLUDED_BET_STATUSES,
  BET_STATUSES,
  OPEN_BET_STATUSES,
  SETTLED_BET_STATUSES,
  type PlacedBetWire,
  type SettingsWire,
  type getBetsQuery,
  type placeBetsRequest,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import type { AccountRecord } from '../accounts/accounts-repository';
import { unauthorized } from '../accounts/accounts-errors';
import type { BalanceEvents } from '../realtime/balance-events';
import {
  type BetLimits,
  type BetType,
  type Currency,
  type DecimalOdds,
  type TicketBet,
  betOdds,
  betTotalStake,
  checkBetLimits,
  checkBetsPlaceable,
  isBettableMatchStatus,
  isFreebetBonusType,
  isSystemAvailable,
  minorUnits,
  oddsFromWire,
  oddsToNumber,
  updateSelection,
} from '@sportsbook/domain';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import { slipSelection, ticketBet } from './bet-maths';
import { type BetView, toCashout, toPlacedBetWire } from './bet-dto';
import { BetRefusal, type BetFault } from './betting-errors';
import {
  type AccountBalance,
  type BetRow,
  type BettingRepository,
  type CatalogLine,
  type LineKey,
  type NewBet,
  lineKey,
  priceStateOf,
} from './betting-repository';
import { type JointPricing, quoteCustomBet } from './custom-bet-pricing';
import { freebetDebit, freebetRefusal } from '../bonuses/freebet-rules';
import type { FreebetRow } from '../bonuses/freebet-repository';
import { freebetFacts } from '../bonuses/freebet-service';
import { PlacementWriter, type PreparedPlacement } from './placement-writer';

type PlaceBetsBody = z.output<typeof placeBetsRequest>;
type BetBody = PlaceBetsBody['bets'][number];
type BetsQuery = z.output<typeof getBetsQuery>;
type AcceptMode = SettingsWire['auto_accept_odds_change'];

export interface BettingConfig {
  /** In-play acceptance delay; the bet is re-checked after it. Default 5000 ms. */
  liveDelayMs: number;
  /** Per sport key, overriding `liveDelayMs` (e.g. `{ tennis: 3000 }`). */
  liveDelayMsBySport: Readonly<Record<string, number>>;
}

export const DEFAULT_BETTING_CONFIG: BettingConfig = { liveDelayMs: 5000, liveDelayMsBySport: {} };

export interface Player {
  id: number;
  pve: boolean;
}

/** The settings the bet rules read: odds accept mode and bet limits (the player's settings). */
export type SettingsSource = (playerId: number) => Promise<SettingsWire>;

/** How long validation may use a catalog line read before (the writer re-checks it). */
export const LINE_CACHE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Domain bet limits from the settings answer (every limit there is a `reject` limit). */
export function betLimitsOf(settings: SettingsWire): BetLimits {
  const limits = settings.bet_limits_settings;
  const perCurrency = (amounts: Record<string, number>, action: 'reject' | 'accept') =>
    Object.fromEntries(
      Object.entries(amounts).map(([code, amount]) => [
        code,
        { amount: minorUnits(amount), action },
      ]),
    );
  return {
    selectionLimit: limits.selection_limit,
    oddsLimit: { value: oddsFromWire(limits.odds_limit.value), action: limits.odds_limit.action },
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

/** A bet of the request with its type settled and its system size read. */
interface ShapedBet {
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
  } else if (type !== 'single') {
    if (new Set(body.selections.map((s) => s.match_id)).size !== n) {
      throw invalid('a combo or system takes one selection per match');
    }
  }
  return { index, type, body, systemWinCount, freebetId: freebetIdOf(body, index) };
}

/**
 * The freebet a request bet names: `bonus` of a freebet type or `freebet_id`. Freebets are the
 * only bonuses issued, so another bonus type is refused (110) like an unknown freebet.
 */
function freebetIdOf(body: BetBody, index: number): number | null {
  const id = body.bonus?.id ?? body.freebet_id ?? null;
  if (id === null) return null;
  const refuse = (reason: string) =>
    new BetRefusal(BET_ERROR_CODE.freebetNotUsable, {
      details: { reason },
      faults: [{ bet: index }],
    });
  if (body.bonus && !isFreebetBonusType(body.bonus.type)) throw refuse('not_found');
  if (body.bonus && body.freebet_id && body.freebet_id !== body.bonus.id) {
    throw refuse('type_mismatch');
  }
  if (!/^\d{1,15}$/.test(id)) throw refuse('not_found');
  return Number(id);
}

const keyOf = (s: BetBody['selections'][number]): LineKey => ({
  matchId: s.match_id,
  marketTypeId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

/** A bet checked against the catalog: what it would be placed at now. */
interface PricedBet {
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

/** A placement ready for the writer, or the request that already took its key. */
type Prepared =
  | { placement: PreparedPlacement; priced: PricedBet[] }
  | { request: { id: number; payloadHash: string } };

export class BettingService {
  private readonly writer: PlacementWriter;

  constructor(
    private readonly repository: BettingRepository,
    private readonly settings: SettingsSource,
    private readonly clock: Clock,
    private readonly config: BettingConfig,
    private readonly publisher: RealtimePublisher,
    private readonly pricing: JointPricing | null,
    private readonly balances: BalanceEvents,
  ) {
    this.writer = new PlacementWriter(repository);
  }

  /**
   * Tells the writer a placement is on its way (from the moment its request arrives, before
   * authentication), so a batch waits a little for it; call the answer once it was validated
   * (`place` does) or given up.
   */
  placementStarted(): () => void {
    return this.writer.validationStarted();
  }

  /** Resolves when every placement handed to the writer is written (shutdown). */
  placementsWritten(): Promise<void> {
    return this.writer.idle();
  }

  // ---- placement ---------------------------------------------------------------------------

  /**
   * Places the request's bets, all or none. The request key makes it idempotent: the same key
   * and payload answer the bets placed the first time; another payload is refused (108).
   */
  async place(
    player: Player,
    key: string,
    body: PlaceBetsBody,
    validated: () => void = this.placementStarted(),
    /** The session, when it was read from the session cache: the writer checks it is live. */
    sessionId?: string,
  ): Promise<PlacedBetWire[]> {
    if (player.pve) {
      validated();
      throw new BetRefusal(BET_ERROR_CODE.pvePlayerForbidden, {
        faults: body.bets.map((_, bet) => ({ bet })),
      });
    }
    const payloadHash = hashPayload(body);
    let prepared: Prepared;
    try {
      prepared = await this.prepare(player, key, payloadHash, body, false, sessionId);
    } catch (error) {
      validated();
      // A retry of a placement that was taken answers that placement, even when the bets would
      // be refused now (prices moved, the balance is spent). Looked up only on refusal: on the
      // way to the writer, the key claim tells a retry apart.
      if (error instanceof BetRefusal) {
        const replayed = await this.replay(player.id, key, payloadHash);
        if (replayed) return replayed;
      }
      throw error;
    }
    if ('request' in prepared) {
      validated();
      return this.replayOf(prepared.request, payloadHash);
    }
    let { placement, priced } = prepared;
    const written = this.writer.write(placement);
    validated();
    let outcome = await written;
    // A line changed after validation read it (from the cache): validate again against the
    // prices now, which refuses the bet when the move is one the player does not accept.
    // The writer compares prices before it claims the key, so this may be a retry of a
    // placement already taken: a refusal here answers that placement instead.
    for (let attempt = 0; outcome.status === 'prices_moved'; attempt += 1) {
      try {
        if (attempt === 3) throw new BetRefusal(BET_ERROR_CODE.invalidOdds);
        this.forgetLines(placement.prices.map((line) => line.key));
        const again = await this.prepare(player, key, payloadHash, body, true, sessionId);
        if ('request' in again) return this.replayOf(again.request, payloadHash);
        ({ placement, priced } = again);
      } catch (error) {
        if (error instanceof BetRefusal) {
          const replayed = await this.replay(player.id, key, payloadHash);
          if (replayed) return replayed;
        }
        throw error;
      }
      outcome = await this.writer.write(placement);
    }
    if (outcome.status === 'session_ended') throw unauthorized();
    if (outcome.status === 'key_taken') {
      // Another request with this key committed first (a retry).
      const replayed = await this.replay(player.id, key, payloadHash);
      if (replayed) return replayed;
      throw new BetRefusal(BET_ERROR_CODE.idempotencyConflict);
    }
    if (outcome.status === 'insufficient') {
      throw new BetRefusal(BET_ERROR_CODE.insufficientBalance, {
        details: { balance: Number(outcome.balance) },
        faults: priced
          .filter((bet) => bet.account.accountId === outcome.accountId)
          .map((bet) => ({ bet: bet.shaped.index })),
      });
    }
    // The answer is built from what was just written, without reading it back.
    const placedLines = new Map(
      priced.flatMap((bet) => bet.lines.map((line) => [lineKey(line), line])),
    );
    const placed = placement.bets.map((bet, i) => {
      const { id, selectionIds } = outcome.bets[i] as (typeof outcome.bets)[number];
      return toPlacedBetWire(
        {
          row: {
            id,
            playerId: player.id,
            accountId: bet.accountId,
            currency: bet.currency,
            type: bet.type,
            status: 'waiting_results',
            result: 'no_results',
            stake: bet.stake,
            placedStake: bet.stake,
            odds: bet.odds,
            customOdds: bet.customOdds,
            systemWinCount: bet.systemWinCount,
            systemSize: bet.systemSize,
            winAmount: null,
            cashedOutAmount: 0n,
            autoCashoutTarget: null,
            quick: bet.quick,
            createdAt: placement.createdAt,
            settledAt: null,
            requestIndex: bet.requestIndex,
          },
          selections: bet.selections.map((selection, position) => ({
            ...selection,
            id: selectionIds[position] as number,
            betId: id,
            position,
            status: 'open',
          })),
          subunits:
            priced.find((p) => p.account.accountId === bet.accountId)?.account.subunits ?? 100,
          freebet: freebetUseOf(
            priced.find((p) => p.shaped.index === bet.requestIndex),
            id,
          ),
        },
        placedLines,
        bet.customOdds === null ? null : oddsFromWire(Number(bet.customOdds)),
      );
    });
    // The balances are the writer's, right after this placement under the account lock: the
    // event needs no ledger read.
    const known = [...outcome.accounts].map(([id, account]) => {
      const priceAccount = priced.find((bet) => bet.account.accountId === id)?.account;
      return {
        id,
        currency: priceAccount?.currency ?? '',
        subunits: priceAccount?.subunits ?? 100,
        active: account.active,
        balance: account.balance,
      };
    });
    void this.announce(player.id, placed, known);
    return placed;
  }

  /**
   * The validation step of placement, each request on its own: shape, prices under the accept
   * mode, placing checks and limits, the in-play delay. Answers the placement the writer
   * commits (the debit and its balance check happen there, under the account lock).
   */
  private async prepare(
    player: Player,
    key: string,
    payloadHash: string,
    body: PlaceBetsBody,
    fresh: boolean,
    sessionId: string | undefined,
  ): Promise<Prepared> {
    const shaped = body.bets.map(shapeBet);
    const keys = shaped.flatMap((bet) => bet.body.selections.map(keyOf));
    // Every read validation needs, at once (on PostgreSQL they run on pooled connections).
    const [settings, accounts, currencies, lines] = await Promise.all([
      this.settings(player.id),
      this.accountsOf(
        player.id,
        shaped.map((bet) => bet.body.stake.currency),
      ),
      this.currencies(),
      this.cachedLines(keys, fresh),
    ]);
    const mode = settings.auto_accept_odds_change;
    let priced: PricedBet[];
    try {
      priced = await this.price(shaped, accounts, mode, lines);
      this.checkRules(priced, settings, currencies);
    } catch (error) {
      if (fresh || !(error instanceof BetRefusal)) throw error;
      // The refusal may come from a cached line: it is decided on the prices now.
      priced = await this.price(shaped, accounts, mode, await this.cachedLines(keys, true));
      this.checkRules(priced, settings, currencies);
    }

    const delay = this.liveDelay(priced);
    if (delay > 0) {
      // A retry of a placement already taken answers at once, without a second delay.
      const request = await this.repository.findRequest(player.id, key);
      if (request) return { request };
      await sleep(delay);
      // In play, prices move during the delay: the bet is taken only if it still stands.
      priced = await this.price(shaped, accounts, mode);
      this.checkRules(priced, settings, currencies);
    }
    priced = await this.checkFreebets(player.id, priced);
    const newBets = priced.map((bet) => this.newBet(bet, body));
    const createdAt = this.clock.now();
    const withFreebets = priced;
    return {
      priced,
      placement: {
        playerId: player.id,
        ...(sessionId === undefined ? {} : { sessionId }),
        key,
        payloadHash,
        createdAt,
        bets: newBets,
        // The freebets staking bets are spent in the batch's transaction, after the bets are
        // written: a freebet spent meanwhile by another placement refuses this one (110).
        ...(priced.some((bet) => bet.freebet)
          ? {
              afterInsert: (tx: BettingRepository, written: readonly { id: number }[]) =>
                this.consumeFreebets(
                  tx,
                  player.id,
                  withFreebets,
                  newBets.map((bet, i) => ({ bet, id: (written[i] as { id: number }).id })),
                  createdAt,
                ),
            }
          : {}),
        prices: priced.flatMap((bet) =>
          bet.lines.map((line) => ({
            key: {
              matchId: line.matchId,
              marketTypeId: line.marketTypeId,
              specifier: line.specifier,
              outcomeId: line.outcomeId,
            },
            state: priceStateOf(line),
          })),
        ),
        eventData: newBets.map((newBet) => ({
          stake: newBet.stake.toString(),
          total_stake: newBet.totalStake.toString(),
          odds: newBet.odds,
          request_key: key,
          quick: newBet.quick,
        })),
      },
    };
  }

  private async replay(
    playerId: number,
    key: string,
    payloadHash: string,
  ): Promise<PlacedBetWire[] | null> {
    const request = await this.repository.findRequest(playerId, key);
    if (!request) return null;
    return this.replayOf(request, payloadHash);
  }

  private async replayOf(
    request: { id: number; payloadHash: string },
    payloadHash: string,
  ): Promise<PlacedBetWire[]> {
    if (request.payloadHash !== payloadHash) {
      throw new BetRefusal(BET_ERROR_CODE.idempotencyConflict);
    }
    return this.describe(await this.repository.betsOfRequest(request.id));
  }

  private newBet(bet: PricedBet, body: PlaceBetsBody): NewBet {
    const stake = BigInt(bet.ticket.stake);
    return {
      accountId: bet.account.accountId,
      requestIndex: bet.shaped.index,
      currency: bet.account.currency,
      type: bet.shaped.type,
      stake,
      totalStake: BigInt(betTotalStake(bet.ticket)),
      debit: debitOf(bet),
      odds: oddsToNumber(betOdds(bet.ticket)).toFixed(4),
      customOdds: bet.customOdds === null ? null : bet.customOdds.toFixed(3),
      systemWinCount: bet.shaped.systemWinCount,
      systemSize: bet.shaped.systemWinCount === null ? null : bet.lines.length,
      quick: body.meta.quick,
      deviceId: body.meta.device_id,
      selections: bet.lines.map((line, i) => ({
        matchId: line.matchId,
        marketTypeId: line.marketTypeId,
        specifier: line.specifier,
        outcomeId: line.outcomeId,
        marketName: line.marketName,
        outcomeName: line.outcomeName,
        odds: (bet.odds[i] as number).toFixed(3),
      })),
    };
  }

  /**
   * Checks every selection against the catalog now and the player's accept mode (the domain's
   * `updateSelection`): missing → 103, event over → 104, suspended → 102, a price move the mode
   * does not accept → 101 (120 for a custom bet's price). Accepted moves place at the new price.
   */
  private async price(
    shaped: readonly ShapedBet[],
    accounts: readonly AccountBalance[],
    mode: AcceptMode,
    known?: Map<string, CatalogLine>,
  ): Promise<PricedBet[]> {
    const lines =
      known ??
      (await this.repository.findLines(shaped.flatMap((bet) => bet.body.selections.map(keyOf))));
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
        const quote = quoteCustomBet(this.pricing, betLines);
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
  private checkRules(
    priced: readonly PricedBet[],
    settings: SettingsWire,
    currencies: readonly { code: string; subunits: number; fiat: boolean }[],
  ): void {
    const tickets = priced.map((bet) => bet.ticket);
    const byCode: Record<string, Currency> = Object.fromEntries(
      currencies.map((c) => [
        c.code,
        { code: c.code, subunits: c.subunits, fiat: c.fiat, subcurrencies: [] },
      ]),
    );
    const placeable = checkBetsPlaceable(tickets, { currencies: byCode });
    if (!placeable.ok) {
      const { code, ...details } = placeable as unknown as { code: string } & Record<
        string,
        unknown
      >;
      const betIndex = typeof details.betIndex === 'number' ? details.betIndex : null;
      delete details.ok;
      throw new BetRefusal(BET_ERROR_CODE.placingCheck, {
        message: code,
        details: {
          ...details,
          ...(details.minStake !== undefined && { min_stake: details.minStake }),
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
  private async checkFreebets(playerId: number, priced: PricedBet[]): Promise<PricedBet[]> {
    const ids = priced.flatMap((bet) =>
      bet.shaped.freebetId === null ? [] : [bet.shaped.freebetId],
    );
    if (ids.length === 0) return priced;
    const rows = await this.repository.freebets().find(playerId, ids);
    const now = this.clock.now();
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

  /**
   * Spends one use of each freebet in the placement's transaction (one statement per freebet
   * bet, after the bets are written). A use gone meanwhile (a concurrent bet took it) refuses
   * the whole placement, which rolls back.
   */
  private async consumeFreebets(
    tx: BettingRepository,
    playerId: number,
    priced: readonly PricedBet[],
    inserted: readonly { bet: NewBet; id: number }[],
    now: Date,
  ): Promise<void> {
    for (const { bet, id } of inserted) {
      const freebet = priced.find((p) => p.shaped.index === bet.requestIndex)?.freebet;
      if (!freebet) continue;
      const spent = await tx
        .freebets()
        .consume(
          { playerId, betId: id, freebetId: freebet.id, type: freebet.type, amount: bet.stake },
          now,
        );
      if (!spent) {
        throw new BetRefusal(BET_ERROR_CODE.freebetNotUsable, {
          details: { reason: 'bonus_over' },
          faults: [{ bet: bet.requestIndex }],
        });
      }
    }
  }

  /** The longest acceptance delay among the sports of in-play selections (0 when none). */
  private liveDelay(priced: readonly PricedBet[]): number {
    let delay = 0;
    for (const bet of priced) {
      for (const line of bet.lines) {
        if (line.matchStatus !== 1) continue;
        delay = Math.max(
          delay,
          this.config.liveDelayMsBySport[line.sportKey] ?? this.config.liveDelayMs,
        );
      }
    }
    return delay;
  }

  // ---- reads -------------------------------------------------------------------------------

  /** Wire form of bet rows, with names and prices from the catalog now. */
  async describe(rows: readonly BetRow[]): Promise<PlacedBetWire[]> {
    const views = await this.views(rows);
    const lines = await this.repository.findLines(views.flatMap((v) => v.selections));
    return Promise.all(
      views.map(async (view) =>
        toPlacedBetWire(view, lines, await this.customOddsNow(view, lines)),
      ),
    );
  }

  async views(rows: readonly BetRow[]): Promise<BetView[]> {
    const [selections, currencies, freebets] = await Promise.all([
      this.repository.selectionsOf(rows.map((r) => r.id)),
      this.currencySubunits(),
      this.repository.freebets().usesOf(rows.map((r) => r.id)),
    ]);
    return rows.map((row) => ({
      row,
      selections: selections.filter((s) => s.betId === row.id),
      subunits: currencies.get(row.currency) ?? 100,
      freebet: freebets.get(row.id) ?? null,
    }));
  }

  private readonly lineCache = new Map<string, { at: number; line: CatalogLine }>();

  /**
   * Catalog lines for validation, from memory when read in the last `LINE_CACHE_MS`. A cached
   * price never reaches the ledger unchecked: the writer compares every line's state with the
   * database inside the batch and sends the placement back when it moved.
   */
  private async cachedLines(
    keys: readonly LineKey[],
    fresh: boolean,
  ): Promise<Map<string, CatalogLine>> {
    const now = Date.now();
    const lines = new Map<string, CatalogLine>();
    const missing: LineKey[] = [];
    for (const key of keys) {
      const cached = fresh ? undefined : this.lineCache.get(lineKey(key));
      if (cached && now - cached.at < LINE_CACHE_MS) lines.set(lineKey(key), cached.line);
      else missing.push(key);
    }
    if (missing.length === 0) return lines;
    const read = await this.repository.findLines(missing);
    if (this.lineCache.size > 50_000) this.lineCache.clear();
    for (const [id, line] of read) {
      this.lineCache.set(id, { at: now, line });
      lines.set(id, line);
    }
    return lines;
  }

  private forgetLines(keys: readonly LineKey[]): void {
    for (const key of keys) this.lineCache.delete(lineKey(key));
  }

  private readonly accountCache = new Map<number, AccountBalance[]>();

  /**
   * A player's accounts without balances, kept in memory: an account's id and currency never
   * change and accounts are never removed, so only a currency not seen yet needs a read.
   */
  private async accountsOf(playerId: number, currencies: readonly string[]) {
    const cached = this.accountCache.get(playerId);
    if (cached && currencies.every((code) => cached.some((a) => a.currency === code))) {
      return cached;
    }
    const accounts = await this.repository.listAccounts(playerId, false);
    if (this.accountCache.size > 10_000) this.accountCache.clear();
    this.accountCache.set(playerId, accounts);
    return accounts;
  }

  private currencyList: Promise<{ code: string; subunits: number; fiat: boolean }[]> | null = null;

  /** Currencies are seeded by migration and never change while the server runs. */
  private currencies() {
    this.currencyList ??= this.repository.listCurrencies().catch((error: unknown) => {
      this.currencyList = null;
      throw error;
    });
    return this.currencyList;
  }

  private async currencySubunits(): Promise<Map<string, number>> {
    return new Map((await this.currencies()).map((c) => [c.code, c.subunits]));
  }

  /** A custom bet's bet builder price now, or null when it cannot be priced. */
  async customOddsNow(view: BetView, lines: Map<string, CatalogLine>): Promise<DecimalOdds | null> {
    if (view.row.type !== 'custom' || view.row.status !== 'waiting_results') return null;
    const open = view.selections.filter((s) => s.status === 'open');
    if (open.length < 2) return null;
    const quote = quoteCustomBet(
      this.pricing,
      open.map((s) => lines.get(lineKey(s))),
    );
    return quote.available ? oddsFromWire(quote.odds) : null;
  }

  async list(playerId: number, query: BetsQuery) {
    let statuses: string[] =
      query.status ??
      BET_STATUSES.filter((s) => !(EXCLUDED_BET_STATUSES as readonly string[]).includes(s));
    if (query.filter === 'open') {
      statuses = statuses.filter((s) => (OPEN_BET_STATUSES as readonly string[]).includes(s));
    }
    if (query.filter === 'settled') {
      statuses = statuses.filter((s) => (SETTLED_BET_STATUSES as readonly string[]).includes(s));
    }
    const results =
      query.result === 'all'
        ? null
        : query.result === 'win'
          ? ['win_entire', 'refund_half_win_other']
          : query.result === 'lose'
            ? ['lose_entire', 'refund_half_lose_other']
            : ['refund_entire', 'canceled'];
    const { rows, total } = await this.repository.listBets(
      playerId,
      { statuses, results },
      query.page,
      query.limit,
    );
    return {
      data: await this.describe(rows),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  async get(playerId: number, betId: number): Promise<PlacedBetWire> {
    const row = await this.repository.findBet(playerId, betId);
    if (!row) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
    return (await this.describe([row]))[0] as PlacedBetWire;
  }

  /**
   * The largest stake per bet: below the max stake limit and with the profit below the payout
   * limit (both are reached "at or above"), and within the balance. Found by the domain's own
   * checks (binary search over the stake), so it agrees with placement.
   */
  async maxStake(playerId: number, bets: readonly BetBody[]) {
    const shaped = bets.map(shapeBet);
    const [settings, accounts] = await Promise.all([
      this.settings(playerId),
      this.repository.listAccounts(playerId, true),
    ]);
    const limits = betLimitsOf(settings);
    const priced = await this.price(shaped, accounts, 'any');
    return {
      data: priced.map((bet) => {
        const limitOk = (stake: number) => {
          const ticket = { ...bet.ticket, stake: minorUnits(stake) };
          const result = checkBetLimits([ticket], {
            ...limits,
            selectionLimit: null,
            oddsLimit: null,
          });
          return result.ok || result.severity !== 'error';
        };
        const combinations = Number(betTotalStake({ ...bet.ticket, stake: minorUnits(1) }));
        const byBalance = Number(bet.account.balance / BigInt(combinations));
        let low = 0;
        let high = Math.max(0, byBalance);
        const limitCap = 1e15;
        let limitedBy: 'max_stake' | 'payout' | 'balance' | null = 'balance';
        if (limitOk(high) || high === 0) {
          return {
            max_stake: Math.max(0, high),
            currency: bet.account.currency,
            limited_by: high === 0 ? ('balance' as const) : limitedBy,
          };
        }
        high = Math.min(high, limitCap);
        while (low < high) {
          const mid = Math.ceil((low + high) / 2);
          if (limitOk(mid)) low = mid;
          else high = mid - 1;
        }
        const stakeLimit =
          limits.maxStakeLimit?.fiat[bet.account.currency] ??
          limits.maxStakeLimit?.crypto[bet.account.currency];
        limitedBy =
          stakeLimit && BigInt(low + 1) * BigInt(combinations) >= BigInt(stakeLimit.amount)
            ? 'max_stake'
            : 'payout';
        return { max_stake: low, currency: bet.account.currency, limited_by: limitedBy };
      }),
    };
  }

  // ---- cash-out ----------------------------------------------------------------------------

  /**
   * Cashes out at the offer the player saw: the offer is recomputed under the bet's row lock
   * and must be exactly `toCashout` (130 otherwise). A partial cash-out pays `amount` and keeps
   * the bet open on stake × (1 − amount / toCashout), floored.
   */
  async cashout(
    playerId: number,
    betId: number,
    toCashoutSeen: number,
    amount: number | undefined,
    cause: 'player' | 'auto_cashout' = 'player',
  ): Promise<PlacedBetWire> {
    const now = this.clock.now();
    const result = await this.repository.transaction(async (tx) => {
      const row = await tx.findBet(playerId, betId, true);
      if (!row) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
      if (row.status !== 'waiting_results') {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, { details: { reason: row.status } });
      }
      const [view] = await this.viewsWith(tx, [row]);
      const lines = await tx.findLines((view as BetView).selections);
      const offer = toCashout(
        view as BetView,
        lines,
        await this.customOddsNow(view as BetView, lines),
      );
      if (offer === null) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutUnavailable, {
          details: { reason: 'selection_suspended' },
        });
      }
      if (offer !== toCashoutSeen) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutOfferChanged, {
          details: { to_cashout: offer },
        });
      }
      const partial = amount !== undefined && amount < offer;
      if (amount !== undefined && amount > offer) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, {
          details: { reason: 'amount', to_cashout: offer },
        });
      }
      const paid = BigInt(partial ? (amount as number) : offer);
      // Keep stake × (1 − paid / offer): the part of the bet not sold.
      const remaining = partial ? (row.stake * (BigInt(offer) - paid)) / BigInt(offer) : 0n;
      if (partial && remaining <= 0n) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, { details: { reason: 'amount' } });
      }
      const sequence = (await tx.eventsOf(row.id)).filter((e) =>
        e.kind.startsWith('cashout'),
      ).length;
      const ledgerId = await tx.appendLedger({
        accountId: row.accountId,
        amount: paid,
        kind: 'cashout',
        reference: `bet:${row.id}`,
        idempotencyKey: `bet:${row.id}:cashout:${sequence}`,
      });
      const cashedOut = row.cashedOutAmount + paid;
      await tx.updateBet(
        row.id,
        partial
          ? { stake: remaining, cashedOutAmount: cashedOut }
          : {
              status: 'cashed_out',
              result: 'cashed_out',
              winAmount: paid,
              cashedOutAmount: cashedOut,
              autoCashoutTarget: null,
              settledAt: now,
            },
      );
      await tx.insertEvent({
        betId: row.id,
        kind: partial ? 'cashout_partial' : 'cashout',
        cause,
        data: {
          offer,
          paid: paid.toString(),
          stake_before: row.stake.toString(),
          stake_after: remaining.toString(),
        },
        ledgerEntryId: ledgerId,
        createdAt: now,
      });
      return tx.findBet(playerId, betId);
    });
    const [bet] = await this.describe([result as BetRow]);
    void this.announce(playerId, [bet as PlacedBetWire]);
    return bet as PlacedBetWire;
  }

  private async viewsWith(tx: BettingRepository, rows: BetRow[]): Promise<BetView[]> {
    const selections = await tx.selectionsOf(rows.map((r) => r.id));
    const freebets = await tx.freebets().usesOf(rows.map((r) => r.id));
    const subunits = await this.currencySubunits();
    return rows.map((row) => ({
      row,
      selections: selections.filter((s) => s.betId === row.id),
      subunits: subunits.get(row.currency) ?? 100,
      freebet: freebets.get(row.id) ?? null,
    }));
  }

  /** Sets (or clears with null) the auto cash-out target; it must be above the offer now. */
  async setAutoCashout(playerId: number, betId: number, target: number | null) {
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      const bet = await tx.findBet(playerId, betId, true);
      if (!bet) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
      if (bet.status !== 'waiting_results') {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, { details: { reason: bet.status } });
      }
      if (target !== null) {
        const [view] = await this.viewsWith(tx, [bet]);
        const lines = await tx.findLines((view as BetView).selections);
        const offer = toCashout(
          view as BetView,
          lines,
          await this.customOddsNow(view as BetView, lines),
        );
        if (offer !== null && target <= offer) {
          throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, {
            details: { reason: 'target_not_above_offer', to_cashout: offer },
          });
        }
      }
      await tx.updateBet(bet.id, { autoCashoutTarget: target === null ? null : BigInt(target) });
      await tx.insertEvent({
        betId: bet.id,
        kind: target === null ? 'auto_cashout_cleared' : 'auto_cashout_set',
        cause: 'player',
        data: { target },
        createdAt: now,
      });
      return tx.findBet(playerId, betId);
    });
    return (await this.describe([row as BetRow]))[0] as PlacedBetWire;
  }

  /**
   * After prices moved on these matches: sends bet_cashout_changed for open bets on them and
   * cashes out those whose offer reached their auto cash-out target.
   */
  async pricesMoved(matchIds: readonly number[]): Promise<void> {
    const open = await this.repository.openBetIdsOnMatches(matchIds, false);
    if (open.length === 0) return;
    const rows = (
      await Promise.all(open.map((b) => this.repository.findBet(b.playerId, b.id)))
    ).filter((r): r is BetRow => r !== null);
    const views = await this.views(rows);
    const lines = await this.repository.findLines(views.flatMap((v) => v.selections));
    for (const view of views) {
      const offer = toCashout(view, lines, await this.customOddsNow(view, lines));
      const target = view.row.autoCashoutTarget;
      if (target !== null && offer !== null && BigInt(offer) >= target) {
        try {
          await this.cashout(view.row.playerId, view.row.id, offer, undefined, 'auto_cashout');
          continue;
        } catch {
          // The offer moved between the read and the lock: the next price change tries again.
        }
      }
      void this.publisher.publish(
        userChannel(view.row.playerId),
        realtimeEvent('bet_cashout_changed', { bet_id: String(view.row.id), to_cashout: offer }),
      );
    }
  }

  /**
   * bet_changed for each bet, then balance_changed for their currencies: the `known` balances
   * when the caller has them from its transaction, else read back from the ledger by the
   * wallet's notifier (as after deposits). Call after the change has committed.
   */
  async announce(
    playerId: number,
    placed: readonly PlacedBetWire[],
    known: readonly AccountRecord[] = [],
  ) {
    try {
      const channel = userChannel(playerId);
      for (const bet of placed) {
        await this.publisher.publish(channel, realtimeEvent('bet_changed', bet));
      }
    } catch {
      // Realtime is best effort: clients refetch on reconnect.
    }
    for (const account of known) await this.balances.balanceIs(playerId, account);
    const read = new Set(known.map((account) => account.currency));
    for (const currency of new Set(placed.map((bet) => bet.currency))) {
      if (!read.has(currency)) await this.balances.balanceChanged(playerId, currency);
    }
  }
}

/** What the player's wallet pays for a bet: its total stake, or nothing for a bonus-funded freebet. */
function debitOf(bet: PricedBet): bigint {
  const total = BigInt(betTotalStake(bet.ticket));
  return bet.freebet ? freebetDebit(bet.freebet.type, total) : total;
}

function freebetUseOf(bet: PricedBet | undefined, betId: number) {
  return bet?.freebet
    ? { betId, freebetId: bet.freebet.id, type: bet.freebet.type, amount: bet.freebet.amount }
    : null;
}

/** SHA-256 of the canonical payload (the parsed request without its locale). */
export function hashPayload(body: PlaceBetsBody): string {
  const { locale: _locale, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
