// VIP bets end to end (decision 0039): the player's request (validated like a placement, then
// the domain's VIP rule instead of the max stake refusal), the held stake, the trader's accept,
// reject and counter-offer, the player's confirm or decline, and the sweep that releases what
// lapsed. Each step is one transaction; the news goes out after it commits.
import {
  BET_ERROR_CODE,
  type OperatorVipBetWire,
  type PlacedBetWire,
  type SettingsWire,
  type VipBetWire,
  type vipBetRequest,
} from '@sportsbook/contract';
import {
  MARKET_STATUS,
  betOdds,
  type DecimalOdds,
  isBettableMatchStatus,
  minorUnits,
  oddsFromScaledExact,
  oddsToNumber,
  oddsToScaled,
  stakeTimesOdds,
  tightest,
  vipBetEligibility,
  vipCounterOfferRefusal,
  vipDeadline,
} from '@sportsbook/domain';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { VipBetRowState } from '../../db/schema';
import { HttpError, NotFoundError, badInput } from '../../http/http-errors';
import { hasMoneyLimits, measureLimits, stakeLimitBreach } from '../../protection/limits-service';
import type { Clock } from '../../shared/clock';
import { BetRefusal } from '../betting-errors';
import type { BettingRepository } from '../betting-repository';
import { lineKey } from '../betting-repository';
import {
  type PricingSources,
  betLimitsOf,
  checkRules,
  priceBets,
  shapeBet,
} from '../validate-bets';
import type { VipBetAnnouncer } from './vip-bet-announcer';
import { VipBetRepository, type VipBetRow } from './vip-bet-repository';

type VipBetBody = z.output<typeof vipBetRequest>;

export interface VipBetDeps extends PricingSources {
  settings: (playerId: number) => Promise<SettingsWire>;
  clock: Clock;
  announcer: VipBetAnnouncer;
  /** The placed bet as every betting answer shows it. */
  describeBet: (playerId: number, betId: number) => Promise<PlacedBetWire>;
}

/** 409: the request is not in a state for this step (decided, lapsed, or not countered). */
function wrongState(row: VipBetRow, action: string): HttpError {
  return new HttpError(409, {
    code: 'vip_bet_state',
    message: `VIP bet ${row.id} is ${row.status}: it cannot be ${action}`,
  });
}

const scaledOdds = (text: string) => oddsFromScaledExact(oddsToScaled(Number(text)));
const potentialWin = (stake: bigint, odds: string) =>
  Number(stakeTimesOdds(minorUnits(Number(stake)), scaledOdds(odds)));

export class VipBetService {
  private readonly repository: BettingRepository;
  /** Subunits per currency code (currencies are seeded and never change while running). */
  private readonly subunits = new Map<string, number>();

  constructor(private readonly deps: VipBetDeps) {
    this.repository = deps.repository;
  }

  // ---- the player ----------------------------------------------------------------------------

  /**
   * Sends one bet for review: priced and checked like a placement; refused by the max stake or
   * payout limit only (else it is placed normally, or refused as it would be); then the domain's
   * VIP rule. The stake is held in the same transaction as the request is written; a retry with
   * the same key answers the same request.
   */
  async request(playerId: number, pve: boolean, key: string, body: VipBetBody) {
    await this.loadSubunits();
    const payloadHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const known = await new VipBetRepository(this.repository.connection()).findByKey(playerId, key);
    if (known) return this.replay(known, payloadHash);
    if (pve) throw new BetRefusal(BET_ERROR_CODE.pvePlayerForbidden, { faults: [{ bet: 0 }] });

    const shaped = shapeBet(body.bet, 0);
    const [settings, accounts, currencies] = await Promise.all([
      this.deps.settings(playerId),
      this.repository.listAccounts(playerId, true),
      this.repository.listCurrencies(),
    ]);
    const [priced] = await priceBets(
      this.deps,
      [shaped],
      accounts,
      settings.auto_accept_odds_change,
    );
    if (!priced) throw new Error('a priced bet is missing');
    try {
      checkRules([priced], settings, currencies);
    } catch (error) {
      // Only a limit refusal may be lifted by a trader; the domain rule says which.
      if (!(error instanceof BetRefusal) || error.code !== BET_ERROR_CODE.betLimit) throw error;
    }
    const account = priced.account;
    // A freebet or bonus named on the bet makes it a bonus bet, which is not for review.
    const named = shaped.freebetId !== null || (body.bet.bonus ?? null) !== null;
    const eligibility = vipBetEligibility(
      {
        ...priced.ticket,
        bonus: named
          ? {
              id: String(shaped.freebetId ?? body.bet.bonus?.id),
              type: body.bet.bonus?.type ?? 'freebet',
              odds: null,
            }
          : null,
      },
      {
        limits: betLimitsOf(settings),
        balance: minorUnits(Number(account.balance)),
        ...(await this.allowance(playerId, account.accountId)),
      },
    );
    if (!eligibility.ok) {
      const reason = eligibility.reason;
      throw new HttpError(422, {
        code: 'vip_not_eligible',
        message: `This bet cannot be sent as a VIP bet: ${reason}`,
        field: 'bet.stake.value',
        issues: [{ field: 'bet.stake.value', code: reason, message: reason }],
      });
    }

    const now = this.deps.clock.now();
    const stake = BigInt(body.bet.stake.value);
    const row = await this.repository.transaction(async (tx) => {
      const vip = new VipBetRepository(tx.connection());
      const locked = await tx.lockAccounts([account.accountId]);
      const taken = await vip.findByKey(playerId, key);
      if (taken) return taken;
      if ((locked.get(account.accountId)?.balance ?? 0n) < stake) {
        throw new BetRefusal(BET_ERROR_CODE.insufficientBalance, { faults: [{ bet: 0 }] });
      }
      const breach = await stakeLimitBreach(
        tx.connection(),
        [{ accountId: account.accountId, amount: Number(stake) }],
        now,
      );
      if (breach) {
        throw new BetRefusal(BET_ERROR_CODE.playerLimitExceeded, {
          details: {
            amount: breach.limit.remaining,
            currency: breach.limit.currency,
            limit_type: breach.limit.kind,
            period: breach.limit.period,
          },
          faults: [{ bet: 0 }],
        });
      }
      const inserted = await vip.insert({
        playerId,
        accountId: account.accountId,
        requestKey: key,
        payloadHash,
        currency: account.currency,
        type: shaped.type as 'single' | 'combo',
        stake,
        odds: oddsToNumber(betOdds(priced.ticket)).toFixed(4),
        selections: priced.lines.map((line, i) => ({
          matchId: line.matchId,
          matchName: line.matchName,
          marketTypeId: line.marketTypeId,
          specifier: line.specifier,
          outcomeId: line.outcomeId,
          marketName: line.marketName,
          outcomeName: line.outcomeName,
          odds: Number(priced.odds[i]).toFixed(3),
        })),
        deviceId: body.meta.device_id,
        quick: body.meta.quick,
        createdAt: now,
        expiresAt: vipDeadline('pending', now, null) as Date,
      });
      if (!inserted) throw new Error('a VIP bet request key was taken under the account lock');
      await vip.hold(inserted, now);
      return inserted;
    });
    if (row.payloadHash !== payloadHash) return this.replay(row, payloadHash);
    const wire = this.toWire(row);
    await this.deps.announcer.announceVipDecision(playerId, wire);
    return wire;
  }

  /** The player's VIP bets a list shows (under review, counter-offered, accepted). */
  async listOfPlayer(playerId: number): Promise<VipBetWire[]> {
    await this.loadSubunits();
    const rows = await new VipBetRepository(this.repository.connection()).listOfPlayer(playerId);
    return rows.map((row) => this.toWire(row));
  }

  /** Takes the counter-offer in time: the bet is placed at its stake and odds, the rest released. */
  async confirm(playerId: number, id: number): Promise<VipBetWire> {
    await this.loadSubunits();
    const now = this.deps.clock.now();
    const { row, betId } = await this.repository.transaction(async (tx) => {
      const vip = new VipBetRepository(tx.connection());
      const before = await this.ownRow(vip, playerId, id);
      if (before.status === 'countered') await this.assertLinesOpen(tx, before);
      const after = await vip.transition(
        id,
        ['countered'],
        'accepted',
        { decidedAt: now, expiresAt: null },
        { player: playerId, liveAt: now },
      );
      if (!after) {
        const current = await this.ownRow(vip, playerId, id);
        throw current.status === 'countered'
          ? new HttpError(409, {
              code: 'vip_offer_expired',
              message: `The counter-offer of VIP bet ${id} has expired`,
            })
          : wrongState(current, 'confirmed');
      }
      const stake = after.counterStake ?? after.stake;
      await vip.release(after, after.stake - stake, now);
      const placed = await this.placeBet(tx, after, stake, after.counterOdds ?? after.odds, now);
      return { row: { ...after, betId: placed }, betId: placed };
    });
    return this.announced(row, betId);
  }

  /** Declines the counter-offer: the held stake is released. */
  async decline(playerId: number, id: number): Promise<VipBetWire> {
    await this.loadSubunits();
    const wire = await this.release(id, ['countered'], 'declined', 'declined', {
      player: playerId,
    });
    if (!wire) throw new Error('a decline answered nothing');
    return wire;
  }

  // ---- the trader ----------------------------------------------------------------------------

  async operatorList(filter: { status?: VipBetRowState; player_id?: number }) {
    await this.loadSubunits();
    const rows = await new VipBetRepository(this.repository.connection()).list({
      ...(filter.status && { status: filter.status }),
      ...(filter.player_id !== undefined && { playerId: filter.player_id }),
    });
    return rows.map((row) => this.operatorWire(row));
  }

  /** Accepts a pending request as asked: it becomes an open bet with the held stake. */
  async accept(id: number): Promise<OperatorVipBetWire> {
    await this.loadSubunits();
    const now = this.deps.clock.now();
    const { row, betId } = await this.repository.transaction(async (tx) => {
      const vip = new VipBetRepository(tx.connection());
      const before = await this.found(vip, id);
      if (before.status === 'pending') await this.assertLinesOpen(tx, before);
      const after = await vip.transition(id, ['pending'], 'accepted', {
        decidedAt: now,
        expiresAt: null,
      });
      if (!after) throw wrongState(await this.found(vip, id), 'accepted');
      const placed = await this.placeBet(tx, after, after.stake, after.odds, now);
      return { row: { ...after, betId: placed }, betId: placed };
    });
    await this.announced(row, betId);
    return this.operatorWire(row);
  }

  async reject(id: number, reason: string | undefined): Promise<OperatorVipBetWire> {
    await this.loadSubunits();
    await this.release(id, ['pending', 'countered'], 'rejected', 'rejected', {
      reason: reason ?? null,
    });
    return this.operatorWire(
      await this.found(new VipBetRepository(this.repository.connection()), id),
    );
  }

  /** Offers a lower stake and/or other odds (a single); the player has the offer's time to confirm. */
  async counterOffer(id: number, offer: { stake?: number; odds?: number }) {
    await this.loadSubunits();
    const now = this.deps.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      const vip = new VipBetRepository(tx.connection());
      const before = await this.found(vip, id);
      if (before.status !== 'pending') throw wrongState(before, 'counter-offered');
      const stake = offer.stake ?? Number(before.stake);
      const odds = offer.odds === undefined ? scaledOdds(before.odds) : (offer.odds as DecimalOdds);
      const refusal = vipCounterOfferRefusal(
        {
          type: before.type,
          stake: minorUnits(Number(before.stake)),
          odds: scaledOdds(before.odds),
        },
        { stake: minorUnits(stake), odds },
      );
      if (refusal === 'unchanged') {
        throw badInput('stake', 'A counter-offer changes the stake, the odds or both', 'unchanged');
      }
      if (refusal !== null) {
        const message =
          refusal === 'stake'
            ? 'must be positive and at most the requested stake'
            : 'other odds are offered on a single only';
        throw badInput(refusal, message, `invalid_${refusal}`);
      }
      await this.assertLinesOpen(tx, before);
      const after = await vip.transition(id, ['pending'], 'countered', {
        counterStake: BigInt(stake),
        counterOdds: Number(odds).toFixed(4),
        counteredAt: now,
        expiresAt: vipDeadline('countered', before.createdAt, now),
      });
      if (!after) throw wrongState(await this.found(vip, id), 'counter-offered');
      return after;
    });
    await this.deps.announcer.announceVipDecision(row.playerId, this.toWire(row));
    return this.operatorWire(row);
  }

  // ---- the sweep -----------------------------------------------------------------------------

  /** Releases every request whose review or counter-offer lapsed by now; answers how many. */
  async sweep(): Promise<number> {
    await this.loadSubunits();
    const now = this.deps.clock.now();
    const ids = await new VipBetRepository(this.repository.connection()).lapsed(now);
    let expired = 0;
    for (const id of ids) {
      const row = await this.release(id, ['pending', 'countered'], 'expired', null, {
        lapsedAt: now,
      });
      if (row) expired += 1;
    }
    return expired;
  }

  // ---- steps ---------------------------------------------------------------------------------

  /**
   * Moves a held request to a final state and gives its whole stake back, in one transaction.
   * `action` names the step for the 409 of a request already decided (null: quietly nothing).
   */
  private async release(
    id: number,
    from: VipBetRowState[],
    to: VipBetRowState,
    action: string | null,
    options: { player?: number; lapsedAt?: Date; reason?: string | null },
  ): Promise<VipBetWire | null> {
    const now = this.deps.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      const vip = new VipBetRepository(tx.connection());
      const after = await vip.transition(
        id,
        from,
        to,
        {
          decidedAt: now,
          expiresAt: null,
          ...(options.reason !== undefined && { reason: options.reason }),
        },
        {
          ...(options.player !== undefined && { player: options.player }),
          ...(options.lapsedAt && { lapsedAt: options.lapsedAt }),
        },
      );
      if (!after) {
        if (action === null) return null;
        const current =
          options.player === undefined
            ? await this.found(vip, id)
            : await this.ownRow(vip, options.player, id);
        throw wrongState(current, action);
      }
      await vip.release(after, after.stake, now);
      return after;
    });
    if (!row) return null;
    const wire = this.toWire(row);
    await this.deps.announcer.announceVipDecision(row.playerId, wire);
    return wire;
  }

  /** Writes the bet an accepted request becomes; its stake was paid by the hold (debit 0). */
  private async placeBet(
    tx: BettingRepository,
    row: VipBetRow,
    stake: bigint,
    odds: string,
    now: Date,
  ): Promise<number> {
    // `~` is outside the players' key alphabet: no client key ever equals it.
    const key = `~vip-${row.id}`;
    const [taken] = await tx.takenKeys([{ playerId: row.playerId, key }]);
    if (taken) throw new Error(`VIP bet ${row.id} was placed already`);
    const single = row.type === 'single';
    const [written] = await tx.insertPlacements([
      {
        playerId: row.playerId,
        key,
        payloadHash: row.payloadHash,
        createdAt: now,
        bets: [
          {
            accountId: row.accountId,
            requestIndex: 0,
            currency: row.currency,
            type: row.type,
            stake,
            totalStake: stake,
            debit: 0n,
            odds: Number(odds).toFixed(4),
            customOdds: null,
            systemWinCount: null,
            systemSize: null,
            quick: row.quick,
            deviceId: row.deviceId,
            selections: row.selections.map((s) => ({
              matchId: s.matchId,
              marketTypeId: s.marketTypeId,
              specifier: s.specifier,
              outcomeId: s.outcomeId,
              marketName: s.marketName,
              outcomeName: s.outcomeName,
              // A single's counter-offered odds are its selection's price.
              odds: single ? Number(odds).toFixed(3) : s.odds,
            })),
          },
        ],
      },
    ]);
    const betId = written?.[0]?.id;
    if (betId === undefined) throw new Error(`VIP bet ${row.id} was not written`);
    await new VipBetRepository(tx.connection()).setBet(row.id, betId);
    return betId;
  }

  /** A trader cannot take a bet on a line that closed meanwhile: they reject it instead. */
  private async assertLinesOpen(tx: BettingRepository, row: VipBetRow): Promise<void> {
    const keys = row.selections.map((s) => ({
      matchId: s.matchId,
      marketTypeId: s.marketTypeId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
    }));
    const lines = await tx.findLines(keys);
    const closed = keys.some((key) => {
      const line = lines.get(lineKey(key));
      return (
        !line ||
        !line.bettable ||
        !isBettableMatchStatus(line.matchStatus) ||
        line.marketStatus !== MARKET_STATUS.allowed ||
        !line.active
      );
    });
    if (closed) {
      throw new HttpError(409, {
        code: 'vip_line_closed',
        message: `A selection of VIP bet ${row.id} can no longer be bet on`,
      });
    }
  }

  private async announced(row: VipBetRow, betId: number): Promise<VipBetWire> {
    const wire = this.toWire(row);
    const placed = await this.deps.describeBet(row.playerId, betId);
    await this.deps.announcer.announceVipDecision(row.playerId, wire, placed);
    return wire;
  }

  private replay(row: VipBetRow, payloadHash: string): VipBetWire {
    if (row.payloadHash !== payloadHash) {
      throw new BetRefusal(BET_ERROR_CODE.idempotencyConflict, { faults: [{ bet: 0 }] });
    }
    return this.toWire(row);
  }

  private async allowance(
    playerId: number,
    accountId: number,
  ): Promise<{ stakeAllowance?: ReturnType<typeof minorUnits> }> {
    const db = this.repository.connection();
    if (!(await hasMoneyLimits(db, playerId))) return {};
    const measured = await measureLimits(db, [accountId], this.deps.clock.now());
    const stake = tightest((measured.get(accountId) ?? []).filter((l) => l.kind !== 'deposit'));
    return stake === null ? {} : { stakeAllowance: minorUnits(stake.remaining) };
  }

  private async loadSubunits(): Promise<void> {
    if (this.subunits.size > 0) return;
    for (const c of await this.repository.listCurrencies()) this.subunits.set(c.code, c.subunits);
  }

  private async found(vip: VipBetRepository, id: number): Promise<VipBetRow> {
    const row = await vip.find(id);
    if (!row) throw new NotFoundError('VIP bet', id);
    return row;
  }

  /** The player's own request; another player's answers 404 like a missing one. */
  private async ownRow(vip: VipBetRepository, playerId: number, id: number): Promise<VipBetRow> {
    const row = await vip.find(id);
    if (!row || row.playerId !== playerId) throw new NotFoundError('VIP bet', id);
    return row;
  }

  private operatorWire(row: VipBetRow): OperatorVipBetWire {
    return { ...this.toWire(row), player_id: row.playerId };
  }

  toWire(row: VipBetRow): VipBetWire {
    const subunits = this.subunits.get(row.currency) ?? 100;
    const counter =
      row.status === 'countered' || (row.counterStake !== null && row.status !== 'pending')
        ? row.counterStake === null
          ? null
          : {
              stake: Number(row.counterStake),
              odds: Number(row.counterOdds ?? row.odds),
              potential_win: potentialWin(row.counterStake, row.counterOdds ?? row.odds),
              expires_at: (
                vipDeadline('countered', row.createdAt, row.counteredAt) ?? row.createdAt
              ).toISOString(),
            }
        : null;
    return {
      id: String(row.id),
      status: row.status,
      type: row.type,
      stake: { value: Number(row.stake), currency: row.currency, subunits },
      currency: row.currency,
      odds: Number(row.odds),
      potential_win: potentialWin(row.stake, row.odds),
      selections: row.selections.map((s) => ({
        match_id: s.matchId,
        match_name: s.matchName,
        market_id: s.marketTypeId,
        specifier: s.specifier,
        outcome_id: s.outcomeId,
        market_name: s.marketName,
        outcome_name: s.outcomeName,
        odds: Number(s.odds),
      })),
      counter_offer: counter,
      expires_at: row.expiresAt?.toISOString() ?? null,
      bet_id: row.betId === null ? null : String(row.betId),
      is_vip: true,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  }
}
