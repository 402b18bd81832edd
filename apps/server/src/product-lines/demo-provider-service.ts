// The demo provider: a small virtual-games studio that runs on the sportsbook's wallet through
// the launch session. A round's seed is drawn at random and committed to (SHA-256) before any
// stake; the card and the result come from it by the domain's rules (decision 0045). A stake is
// a `wager` ledger entry written with the stake under the account's row lock (the lock bet
// placement takes), so two stakes at once cannot spend the same money; a win is a `win` entry
// keyed by the stake, written in the one transaction that moves the round to settled, so a
// round pays once.
import { createHash, randomBytes } from 'node:crypto';
import {
  type GameRound,
  type GameSession,
  PRODUCT_LINE_ERROR_CODE,
  type PlaceGameStakeRequest,
  type ProductLineApp,
} from '@sportsbook/contract';
import {
  type VirtualGameKind,
  checkVirtualStake,
  majorToMinorUnits,
  minorUnits,
  oddsFromScaledExact,
  oddsToScaled,
  virtualPayout,
  virtualRoundCard,
  virtualRoundResult,
} from '@sportsbook/domain';
import { badInput, HttpError } from '../http/http-errors';
import { LimitRooms, measureLimits } from '../protection/limits-service';
import type { BalanceEvents } from '../realtime/balance-events';
import type { Clock } from '../shared/clock';
import {
  type GameRepository,
  type GameRoundRow,
  type GameSessionRow,
  type GameStakeRow,
  stakeLedgerKey,
  winLedgerKey,
} from './game-repository';
import type { ProductLinesConfig } from './product-lines-config';

const sessionGone = () =>
  new HttpError(404, {
    code: PRODUCT_LINE_ERROR_CODE.sessionExpired,
    message: 'This game session is over: open the game again from the sportsbook',
  });

const roundNotFound = (id: number) =>
  new HttpError(404, { code: 'not_found', message: `Round ${id} not found` });

export class DemoProviderService {
  constructor(
    private readonly repository: GameRepository,
    private readonly config: ProductLinesConfig,
    private readonly clock: Clock,
    private readonly balances: BalanceEvents,
    private readonly assertMayPlay: (playerId: number) => Promise<void>,
  ) {}

  async session(token: string): Promise<GameSession> {
    const session = await this.liveSession(token);
    let round = await this.repository.latestRound(token);
    if (round?.status === 'running') round = await this.settledNow(round);
    const subunits = await this.subunitsOf(session);
    const balance =
      session.accountId === null
        ? null
        : Number(await this.repository.balanceOf(session.accountId));
    return {
      app: session.app as ProductLineApp,
      real_money: session.playerId !== null,
      currency: session.currency,
      balance,
      subunits,
      min_stake: this.stakeBounds(subunits).min,
      max_stake: this.stakeBounds(subunits).max,
      round: round ? await this.describe(round) : null,
    };
  }

  /** The open round, or a new one with a fresh committed seed. */
  async openRound(token: string): Promise<GameRound> {
    const session = await this.liveSession(token);
    const latest = await this.repository.latestRound(token);
    if (latest?.status === 'open') return this.describe(latest);
    const seed = randomBytes(32).toString('hex');
    const round = await this.repository.insertRound({
      sessionToken: token,
      app: session.app,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      createdAt: this.clock.now(),
    });
    return this.describe(round);
  }

  async round(token: string, id: number): Promise<GameRound> {
    await this.liveSession(token);
    let round = await this.repository.findRound(token, id);
    if (!round) throw roundNotFound(id);
    if (round.status === 'running') round = await this.settledNow(round);
    return this.describe(round);
  }

  async placeStake(token: string, roundId: number, request: PlaceGameStakeRequest) {
    const session = await this.liveSession(token);
    const playerId = session.playerId;
    const accountId = session.accountId;
    if (playerId === null || accountId === null) {
      throw new HttpError(401, {
        code: PRODUCT_LINE_ERROR_CODE.signInToPlay,
        message: 'Sign in to the sportsbook to stake',
      });
    }
    await this.assertMayPlay(playerId);
    const subunits = await this.subunitsOf(session);
    const bounds = this.stakeBounds(subunits);
    const now = this.clock.now();
    const placed = await this.repository.transaction(async (tx) => {
      const round = await tx.lockRound(token, roundId);
      if (!round) throw roundNotFound(roundId);
      const again = await tx.findStakeByKey(roundId, request.request_key);
      if (again) return { round, placed: false };
      if (round.status !== 'open') {
        throw new HttpError(409, {
          code: PRODUCT_LINE_ERROR_CODE.roundClosed,
          message: 'This round is no longer taking stakes',
        });
      }
      const card = virtualRoundCard(round.app as VirtualGameKind, round.seed);
      const outcome = card.outcomes.find((candidate) => candidate.id === request.outcome_id);
      if (!outcome) {
        throw badInput('outcome_id', 'No such outcome in this round', 'unknown_outcome');
      }
      const locked = (await tx.ledger.lockAccounts([accountId])).get(accountId);
      const stakes = await tx.stakesOf(roundId);
      const check = checkVirtualStake({
        stake: request.stake,
        balance: Number(locked?.balance ?? 0n),
        ...bounds,
        stakesInRound: stakes.length,
      });
      if (!check.ok) {
        throw new HttpError(422, {
          code: PRODUCT_LINE_ERROR_CODE.stakeRefused,
          message: check.code,
          field: 'stake',
          issues: [{ field: 'stake', code: check.code, message: check.code }],
        });
      }
      // A virtual stake is a wager like any bet: the player's wager and loss limits count it.
      const breach = new LimitRooms(await measureLimits(tx.query, [accountId], now)).take('stake', [
        { accountId, amount: request.stake },
      ]);
      if (breach) {
        throw new HttpError(422, {
          code: PRODUCT_LINE_ERROR_CODE.stakeRefused,
          message: `error.virtual.limit_${breach.limit.kind}`,
          field: 'stake',
          issues: [{ field: 'stake', code: 'limit', message: breach.limit.kind }],
        });
      }
      const stake = await tx.insertStake({
        roundId,
        playerId,
        accountId,
        requestKey: request.request_key,
        outcomeId: outcome.id,
        oddsScaled: oddsToScaled(outcome.odds),
        stake: BigInt(request.stake),
        createdAt: now,
      });
      await tx.ledger.appendLedger({
        accountId,
        amount: -stake.stake,
        kind: 'wager',
        reference: `game:${roundId}`,
        idempotencyKey: stakeLedgerKey(stake.id),
        createdAt: now,
      });
      return { round, placed: true };
    });
    if (placed.placed) await this.balances.balanceChanged(playerId, session.currency ?? undefined);
    return this.describe(placed.round);
  }

  /** Closes staking and starts the run; a round already running or settled is answered as is. */
  async run(token: string, roundId: number): Promise<GameRound> {
    await this.liveSession(token);
    const round = await this.repository.findRound(token, roundId);
    if (!round) throw roundNotFound(roundId);
    const now = this.clock.now();
    const started = await this.repository.transaction(async (tx) => {
      // Under the round's lock, so a stake being written commits before the run starts.
      await tx.lockRound(token, roundId);
      return tx.transition(roundId, 'open', 'running', {
        startedAt: now,
        finishesAt: new Date(now.getTime() + this.config.roundRunMs),
      });
    });
    return this.describe(started ?? (await this.repository.findRound(token, roundId)) ?? round);
  }

  /** Settles every round whose run is over (the sweeper; also what a read of a round does). */
  async settleDue(limit = 50): Promise<number> {
    const due = await this.repository.dueRounds(this.clock.now(), limit);
    for (const id of due) await this.settleIfDue(id);
    return due.length;
  }

  /**
   * Draws the result from the seed and pays the winning stakes, once: the move to settled is
   * conditional, so of two settlers one writes and the other finds nothing to do.
   */
  async settleIfDue(roundId: number): Promise<GameRoundRow | null> {
    const now = this.clock.now();
    const settled = await this.repository.transaction(async (tx) => {
      const current = await tx.roundById(roundId);
      if (!current || current.status !== 'running') return null;
      const card = virtualRoundCard(current.app as VirtualGameKind, current.seed);
      const result = virtualRoundResult(card, current.seed);
      const round = await tx.transition(
        roundId,
        'running',
        'settled',
        { result, settledAt: now },
        now,
      );
      if (!round) return null;
      const paid: { playerId: number; stake: GameStakeRow }[] = [];
      for (const stake of await tx.stakesOf(roundId)) {
        const payout = virtualPayout(
          minorUnits(Number(stake.stake)),
          oddsFromScaledExact(stake.oddsScaled),
          stake.outcomeId === result[0],
        );
        await tx.setPayout(stake.id, BigInt(payout));
        if (payout > 0) {
          await tx.ledger.appendLedger({
            accountId: stake.accountId,
            amount: BigInt(payout),
            kind: 'win',
            reference: `game:${roundId}`,
            idempotencyKey: winLedgerKey(stake.id),
            createdAt: now,
          });
          paid.push({ playerId: stake.playerId, stake });
        }
      }
      return { round, paid };
    });
    if (!settled) return null;
    const players = new Set(settled.paid.map((entry) => entry.playerId));
    await Promise.all([...players].map((playerId) => this.balances.balanceChanged(playerId)));
    return settled.round;
  }

  /** A running round as it is after settling it if due (another reader may have settled it). */
  private async settledNow(round: GameRoundRow): Promise<GameRoundRow> {
    return (
      (await this.settleIfDue(round.id)) ?? (await this.repository.roundById(round.id)) ?? round
    );
  }

  private async liveSession(token: string): Promise<GameSessionRow> {
    const session = await this.repository.findSession(token);
    if (!session || session.expiresAt.getTime() <= this.clock.now().getTime()) throw sessionGone();
    return session;
  }

  private async subunitsOf(session: GameSessionRow): Promise<number> {
    if (session.currency === null) return 100;
    return (await this.repository.subunitsOf(session.currency)) ?? 100;
  }

  private stakeBounds(subunits: number) {
    return {
      min: majorToMinorUnits(this.config.minStakeMajor, subunits),
      max: majorToMinorUnits(this.config.maxStakeMajor, subunits),
    };
  }

  private async describe(round: GameRoundRow): Promise<GameRound> {
    const card = virtualRoundCard(round.app as VirtualGameKind, round.seed);
    const stakes = await this.repository.stakesOf(round.id);
    const settled = round.status === 'settled';
    return {
      id: round.id,
      app: round.app as ProductLineApp,
      title: card.title,
      status: round.status,
      seed_hash: round.seedHash,
      seed: settled ? round.seed : null,
      outcomes: card.outcomes.map((outcome) => ({
        id: outcome.id,
        name: outcome.name,
        odds: outcome.odds,
      })),
      stakes: stakes.map((stake) => ({
        id: stake.id,
        outcome_id: stake.outcomeId,
        stake: Number(stake.stake),
        odds: oddsFromScaledExact(stake.oddsScaled),
        payout: stake.payout === null ? null : Number(stake.payout),
      })),
      started_at: round.startedAt?.toISOString() ?? null,
      finishes_at: round.finishesAt?.toISOString() ?? null,
      result: settled ? (round.result ?? null) : null,
      paid: settled ? stakes.reduce((sum, stake) => sum + Number(stake.payout ?? 0n), 0) : null,
      run_ms: this.config.roundRunMs,
    };
  }
}
