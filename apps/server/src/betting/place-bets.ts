// Bet placement (POST /bets): validation (shape, prices under the accept mode, placing checks,
// limits, freebets, the in-play delay), then the placement writer commits the debit and the bets
// in one transaction under the account lock. The request key makes a placement idempotent.
import { BET_ERROR_CODE, type PlacedBetWire, type SettingsWire } from '@sportsbook/contract';
import {
  betOdds,
  betTotalStake,
  liveDelayMs,
  oddsFromWire,
  oddsToNumber,
} from '@sportsbook/domain';
import { hash } from 'node:crypto';
import { unauthorized } from '../accounts/accounts-errors';
import {
  type StakeLimitBreach,
  hasMoneyLimits,
  stakeLimitBreach,
} from '../protection/limits-service';
import type { Clock } from '../shared/clock';
import type { BetAnnouncer } from './bet-announcer';
import { toPlacedBetWire } from './bet-dto';
import type { BetHistory } from './bet-history';
import { BetRefusal } from './betting-errors';
import {
  type BettingRepository,
  type LineKey,
  type NewBet,
  lineKey,
  priceStateOf,
} from './betting-repository';
import type { JointPricing } from './custom-bet-pricing';
import { freebetDebit } from '../bonuses/freebet-rules';
import type { FarmingService } from '../bonuses/farming/farming-service';
import type { BonusPlan, PlacementBonusHook } from '../bonuses/comboboost/placement-bonuses';
import {
  type AccountCache,
  type CurrencyCache,
  type LineCache,
  LimitPresenceCache,
} from './line-cache';
import {
  type BatchHook,
  DEFAULT_PLACEMENT_WRITER_OPTIONS,
  PlacementWriter,
  type PreparedPlacement,
} from './placement-writer';
import { writerRepository } from './writer-connection';
import type { ProviderStatusSource } from '../catalog/provider-availability';
import { type JackpotPlacementResult, NO_JACKPOT } from '../jackpots/jackpot-engine';
import type { JackpotWithLevels } from '../jackpots/jackpot-repository';
import type { JackpotPlacementHook } from '../jackpots/jackpot-service';
import {
  type PlaceBetsBody,
  type PricedBet,
  type PricingSources,
  checkFreebets,
  checkRules,
  keyOf,
  priceBets,
  shapeBet,
} from './validate-bets';

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
  /** The request's country (ISO alpha-2), for bonuses offered in some countries only. */
  country?: string | null;
}

/** The settings the bet rules read: odds accept mode and bet limits (the player's settings). */
export type SettingsSource = (playerId: number) => Promise<SettingsWire>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A placement ready for the writer, or the request that already took its key. */
type Prepared =
  | { placement: PreparedPlacement; priced: PricedBet[]; bonusPlan: BonusPlan | null }
  | { request: TakenRequest };

/** The placement request that took a key: its bets carry the key and the payload's hash. */
interface TakenRequest {
  playerId: number;
  key: string;
  payloadHash: string;
}

export interface PlaceBetsDeps {
  repository: BettingRepository;
  settings: SettingsSource;
  clock: Clock;
  config: BettingConfig;
  pricing: JointPricing | null;
  providers: ProviderStatusSource;
  lineCache: LineCache;
  accounts: AccountCache;
  currencies: CurrencyCache;
  history: BetHistory;
  announcer: BetAnnouncer;
  /** Farming (hunting, tournament, lootbox) of the bets placed, after the commit. */
  farming?: Pick<FarmingService, 'onPlaced'>;
  /** Jackpot contributions and draws in each batch's transaction (decision 0029). */
  jackpots?: JackpotPlacementHook;
  /** The campaign bonus step (bonuses/comboboost/placement-bonuses.ts); null: none. */
  bonuses?: PlacementBonusHook | null;
  /** Lifetime of a player's "has money limits" answer (0: read on every placement). */
  limitPresenceCacheMs?: number;
}

export class PlaceBets {
  private readonly writer: PlacementWriter;
  private readonly repository: BettingRepository;
  private readonly settings: SettingsSource;
  private readonly clock: Clock;
  private readonly config: BettingConfig;
  private readonly sources: PricingSources;
  private readonly lineCache: LineCache;
  private readonly accounts: AccountCache;
  private readonly currencies: CurrencyCache;
  private readonly history: BetHistory;
  private readonly announcer: BetAnnouncer;
  private readonly farming: PlaceBetsDeps['farming'];
  /** What the jackpots drew for each placement's bets, set by its batch. */
  private readonly jackpotResults = new WeakMap<PreparedPlacement, JackpotPlacementResult>();
  private readonly jackpots: JackpotPlacementHook | undefined;
  private readonly bonuses: PlacementBonusHook | null;
  private readonly limited: LimitPresenceCache;

  constructor(deps: PlaceBetsDeps) {
    this.bonuses = deps.bonuses ?? null;
    this.limited = new LimitPresenceCache(
      (playerId) => hasMoneyLimits(deps.repository.connection(), playerId),
      deps.limitPresenceCacheMs,
    );
    ({
      repository: this.repository,
      settings: this.settings,
      clock: this.clock,
      config: this.config,
      lineCache: this.lineCache,
      accounts: this.accounts,
      currencies: this.currencies,
      history: this.history,
      announcer: this.announcer,
      farming: this.farming,
    } = deps);
    this.sources = {
      repository: deps.repository,
      pricing: deps.pricing,
      providers: deps.providers,
    };
    const { jackpots } = deps;
    const jackpotBatch: BatchHook<JackpotWithLevels[]> | undefined = jackpots && {
      // The active jackpots go out with the batch's first reads: no round trip of their own.
      read: (tx, placements) =>
        jackpots.activeJackpots(
          tx.connection(),
          placements.flatMap((p) => p.bets.map((bet) => bet.currency)),
        ),
      // No active jackpot in the batch's currencies: no bet feeds one (`NO_JACKPOT`).
      idle: (listed) => listed.length === 0,
      after: async (tx, placed, now, listed) => {
        for (const [placement, result] of await jackpots.contribute(
          tx.connection(),
          placed,
          now,
          listed,
        )) {
          this.jackpotResults.set(placement, result);
        }
      },
    };
    this.writer = new PlacementWriter(
      writerRepository(deps.repository),
      DEFAULT_PLACEMENT_WRITER_OPTIONS,
      deps.providers,
      jackpotBatch,
    );
    this.jackpots = jackpots;
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
    let { placement, priced, bonusPlan } = prepared;
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
        this.lineCache.forget(placement.prices.map((line) => line.key));
        const again = await this.prepare(player, key, payloadHash, body, true, sessionId);
        if ('request' in again) return this.replayOf(again.request, payloadHash);
        ({ placement, priced, bonusPlan } = again);
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
    if (outcome.status === 'closed') {
      throw new BetRefusal(outcome.code, { faults: outcome.faults });
    }
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
    if (outcome.status === 'player_limit') throw playerLimitRefusal(outcome, priced);
    const jackpot = this.jackpotResults.get(placement) ?? NO_JACKPOT;
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
          usedInJackpot: jackpot.betIds.has(id),
          bonus: bonusOf(bonusPlan, bet.requestIndex),
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
    void this.announcer
      .announce(player.id, placed, known)
      .then(() => this.jackpots?.announce(jackpot));
    if (bonusPlan) void this.bonuses?.announce(bonusPlan);
    void this.farming?.onPlaced(
      player.id,
      placement.bets.map((bet, i) => ({
        betId: (outcome.bets[i] as { id: number }).id,
        currency: bet.currency,
        stake: bet.totalStake,
        odds: Number(bet.odds),
        matchIds: bet.selections.map((s) => s.matchId),
        freebet: !!priced.find((p) => p.shaped.index === bet.requestIndex)?.freebet,
        bonus: body.bets[bet.requestIndex]?.bonus ?? null,
      })),
    );
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
    const [settings, accounts, currencies, lines, limited] = await Promise.all([
      this.settings(player.id),
      this.accounts.of(
        player.id,
        shaped.map((bet) => bet.body.stake.currency),
      ),
      this.currencies.all(),
      this.lineCache.get(keys, fresh),
      this.limited.has(player.id),
    ]);
    const mode = settings.auto_accept_odds_change;
    let priced: PricedBet[];
    try {
      priced = await priceBets(this.sources, shaped, accounts, mode, lines);
      checkRules(priced, settings, currencies);
    } catch (error) {
      if (fresh || !(error instanceof BetRefusal)) throw error;
      // The refusal may come from a cached line: it is decided on the prices now.
      priced = await priceBets(
        this.sources,
        shaped,
        accounts,
        mode,
        await this.lineCache.get(keys, true),
      );
      checkRules(priced, settings, currencies);
    }

    if (limited) {
      // A fast, clear answer (before any in-play delay) when the stakes would pass one of the
      // player's own limits; the writer checks again under the account lock.
      const breach = await stakeLimitBreach(
        this.repository.connection(),
        priced.map((bet) => ({ accountId: bet.account.accountId, amount: Number(debitOf(bet)) })),
        this.clock.now(),
      );
      if (breach) throw playerLimitRefusal(breach, priced);
    }

    const delay = liveDelayMs(
      priced.flatMap((bet) => bet.lines),
      { defaultMs: this.config.liveDelayMs, bySportMs: this.config.liveDelayMsBySport },
    );
    if (delay > 0) {
      // A retry of a placement already taken answers at once, without a second delay.
      const request = await this.repository.findRequest(player.id, key);
      if (request) return { request };
      await sleep(delay);
      // In play, prices move during the delay: the bet is taken only if it still stands.
      priced = await priceBets(this.sources, shaped, accounts, mode);
      checkRules(priced, settings, currencies);
    }
    priced = await checkFreebets(this.repository, this.clock, player.id, priced);
    let bonusPlan: BonusPlan | null = null;
    if (this.bonuses) {
      ({ priced, plan: bonusPlan } = await this.bonuses.check(
        { id: player.id, country: player.country ?? null },
        priced,
      ));
      // A comboboost raises the odds and the payout: the bet limits apply to the boosted bet.
      if (bonusPlan?.bonuses.some((bonus) => bonus.bonusOdds !== null)) {
        checkRules(priced, settings, currencies);
      }
    }
    const newBets = priced.map((bet) => this.newBet(bet, body));
    const createdAt = this.clock.now();
    const prices: { key: LineKey; state: string }[] = [];
    for (const bet of priced) {
      for (const line of bet.lines) {
        prices.push({
          key: {
            matchId: line.matchId,
            marketTypeId: line.marketTypeId,
            specifier: line.specifier,
            outcomeId: line.outcomeId,
          },
          state: priceStateOf(line),
        });
      }
    }
    return {
      priced,
      bonusPlan,
      placement: {
        playerId: player.id,
        sessionId,
        key,
        payloadHash,
        createdAt,
        bets: newBets,
        // The freebets staking bets are spent in the batch's transaction, after the bets are
        // written: a freebet spent meanwhile by another placement refuses this one (110).
        afterInsert:
          bonusPlan || priced.some((bet) => bet.freebet)
            ? this.afterInsertOf(player.id, priced, bonusPlan, newBets, createdAt)
            : undefined,
        prices,
      },
    };
  }

  /** What a placement with freebets or a campaign bonus writes after its bets, in the batch. */
  private afterInsertOf(
    playerId: number,
    priced: PricedBet[],
    plan: BonusPlan | null,
    newBets: readonly NewBet[],
    createdAt: Date,
  ): NonNullable<PreparedPlacement['afterInsert']> {
    return async (tx, written) => {
      const inserted = newBets.map((bet, i) => ({
        bet,
        id: (written[i] as { id: number }).id,
      }));
      await this.consumeFreebets(tx, playerId, priced, inserted, createdAt);
      if (plan) {
        await this.bonuses?.afterInsert(
          tx,
          playerId,
          plan,
          priced,
          inserted.map(({ bet, id }) => ({
            requestIndex: bet.requestIndex,
            id,
            currency: bet.currency,
            totalStake: bet.totalStake,
          })),
        );
      }
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

  private async replayOf(request: TakenRequest, payloadHash: string): Promise<PlacedBetWire[]> {
    if (request.payloadHash !== payloadHash) {
      throw new BetRefusal(BET_ERROR_CODE.idempotencyConflict);
    }
    return this.history.describe(
      await this.repository.betsOfRequest(request.playerId, request.key),
    );
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
}

/** What the player's wallet pays for a bet: its total stake, or nothing for a bonus-funded freebet. */
/** Code 150: the stakes would pass the player's wager or loss limit (what it still allows). */
function playerLimitRefusal(breach: StakeLimitBreach, priced: readonly PricedBet[]): BetRefusal {
  const { accountId, limit } = breach;
  return new BetRefusal(BET_ERROR_CODE.playerLimitExceeded, {
    details: {
      amount: limit.remaining,
      currency: limit.currency,
      limit_type: limit.kind,
      period: limit.period,
    },
    faults: priced
      .filter((bet) => bet.account.accountId === accountId)
      .map((bet) => ({ bet: bet.shaped.index })),
  });
}

function debitOf(bet: PricedBet): bigint {
  const total = BigInt(betTotalStake(bet.ticket));
  return bet.freebet ? freebetDebit(bet.freebet.type, total) : total;
}

/** The campaign bonus placed with a bet, as the answer shows it. */
function bonusOf(plan: BonusPlan | null, requestIndex: number) {
  const planned = plan?.bonuses.find((b) => b.requestIndex === requestIndex);
  return planned
    ? {
        type: planned.type,
        campaignId: planned.campaignId,
        bonusOdds: planned.bonusOdds === null ? null : planned.bonusOdds.toFixed(3),
      }
    : null;
}

function freebetUseOf(bet: PricedBet | undefined, betId: number) {
  return bet?.freebet
    ? { betId, freebetId: bet.freebet.id, type: bet.freebet.type, amount: bet.freebet.amount }
    : null;
}

/**
 * SHA-256 of the canonical payload (the parsed request without its locale). One-shot `hash`:
 * half the cost of a `createHash` object per placement, the same digest.
 */
export function hashPayload(body: PlaceBetsBody): string {
  const { locale: _locale, ...rest } = body;
  return hash('sha256', JSON.stringify(rest), 'hex');
}
