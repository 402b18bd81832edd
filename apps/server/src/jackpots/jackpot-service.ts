// Jackpots as players and the operator see them (decision 0029): public pools, which jackpots a
// slip's bets qualify for, hits and their seen flags; the operator creates jackpots, switches
// them off, lists hits with their draws and forces a level's next hit (a test tool). The
// placement hook (`placementHook`) runs the engine in the placement's transaction and announces
// hits after it committed.
import { randomBytes, createHash } from 'node:crypto';
import {
  ERROR_CODES,
  type JackpotHitWire,
  type JackpotWire,
  type OperatorJackpot,
  type createOperatorJackpotRequest,
  type jackpotHitsQuery,
  type qualifyingJackpotsRequest,
  operatorJackpotHitSchema,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import {
  type JackpotBet,
  betOdds,
  betTotalStake,
  freebetDebit,
  isFreebet,
  isSystemAvailable,
  oddsFromWire,
  oddsToNumber,
  qualifiesForJackpot,
} from '@sportsbook/domain';
import { pricedSelection, ticketBet } from '../betting/bet-maths';
import type { z } from 'zod';
import type { PreparedPlacement } from '../betting/placement-writer';
import type { DbOrTx } from '../db/client';
import { HttpError, NotFoundError } from '../http/http-errors';
import type { BalanceEvents } from '../realtime/balance-events';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import {
  type JackpotPlacementResult,
  type PlacedBetForJackpots,
  activeJackpots,
  contributeAndDraw,
  type JackpotDrawOptions,
  jackpotRulesOf,
} from './jackpot-engine';
import type { HitView, JackpotRepository, JackpotWithLevels } from './jackpot-repository';

type HitsQuery = z.output<typeof jackpotHitsQuery>;
type QualifyingBody = z.output<typeof qualifyingJackpotsRequest>;
export type CreateJackpotBody = z.output<typeof createOperatorJackpotRequest>;

/** What placement calls: once per batch in its transaction, then per placement after commit. */
export interface JackpotPlacementHook {
  /** The contributions and draws of a batch's bets; answers each placement's share. */
  contribute(
    q: DbOrTx,
    placed: readonly { placement: PreparedPlacement; bets: readonly { id: number }[] }[],
    now: Date,
    /** The active jackpots, when read already in this transaction (`activeJackpots`). */
    listed?: readonly JackpotWithLevels[],
  ): Promise<Map<PreparedPlacement, JackpotPlacementResult>>;
  /** The active jackpots in these currencies, read in the batch's first round trip. */
  activeJackpots(q: DbOrTx, currencies: readonly string[]): Promise<JackpotWithLevels[]>;
  announce(result: JackpotPlacementResult): Promise<void>;
}

const toNumber = (value: bigint) => Number(value);

/** A stable token of the winner: not the player id, and not reversible without the seed. */
function userHash(seed: string, playerId: number): string {
  return createHash('sha256').update(`${seed}:player:${playerId}`).digest('hex').slice(0, 16);
}

function jackpotCodeTaken(code: string): HttpError {
  return new HttpError(409, {
    code: 'jackpot_code_taken',
    message: `A jackpot with code ${code} exists already`,
    field: 'code',
  });
}

export class JackpotService {
  constructor(
    private readonly repository: JackpotRepository,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
    private readonly balances: BalanceEvents,
    private readonly drawOptions: JackpotDrawOptions = {},
  ) {}

  // ---- players --------------------------------------------------------------------------------

  async list(): Promise<JackpotWire[]> {
    return this.toWire(await this.repository.list({ activeOnly: true }));
  }

  async get(id: number): Promise<JackpotWire> {
    const [entry] = await this.repository.list({ ids: [id] });
    if (!entry) throw new NotFoundError('Jackpot', id);
    return (await this.toWire([entry]))[0] as JackpotWire;
  }

  /** Per request bet, the active jackpots it would take part in if placed now. */
  async qualifying(body: QualifyingBody) {
    const active = await this.repository.list({ activeOnly: true });
    return body.bets.map((bet) => {
      const facts = jackpotFactsOf(bet);
      return {
        jackpots: facts
          ? active
              .filter((entry) => qualifiesForJackpot(jackpotRulesOf(entry), facts))
              .map((entry) => ({ id: String(entry.jackpot.id) }))
          : [],
      };
    });
  }

  /** Hits, newest first; `playerId` is the signed-in player (null: a visitor). */
  async hits(query: HitsQuery, playerId: number | null): Promise<JackpotHitWire[]> {
    const own = query.for_user === true || query.unseen === true;
    const rows = await this.repository.hits({
      ...(query.jackpot_id === undefined ? {} : { jackpotId: query.jackpot_id }),
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(own && playerId !== null ? { playerId } : {}),
      unseen: query.unseen === true,
      limit: query.limit,
    });
    return rows.map((hit) => this.hitWire(hit, playerId));
  }

  async markSeen(playerId: number, ids: readonly number[]) {
    const marked = await this.repository.markSeen(playerId, ids);
    return { ids: marked.map(String) };
  }

  /** The engine in placement's transaction and the announcements after its commit. */
  placementHook(): JackpotPlacementHook {
    return {
      activeJackpots: (q, currencies) => activeJackpots(q, currencies),
      contribute: async (q, placed, now, listed) => {
        const bets: PlacedBetForJackpots[] = placed.flatMap(({ placement, bets: written }) =>
          placement.bets.flatMap((bet, i) => {
            const id = written[i]?.id;
            return id === undefined
              ? []
              : [
                  {
                    betId: id,
                    playerId: placement.playerId,
                    accountId: bet.accountId,
                    currency: bet.currency,
                    // What the wallet paid: a freebet's stake is the bonus's, not cash.
                    cashStake: bet.debit,
                    odds: bet.odds,
                    type: bet.type,
                  },
                ];
          }),
        );
        const result = await contributeAndDraw(q, bets, now, this.drawOptions, listed);
        return new Map(
          placed.map(({ placement, bets: written }) => {
            const ids = new Set(written.map((bet) => bet.id));
            return [
              placement,
              {
                betIds: new Set([...result.betIds].filter((id) => ids.has(id))),
                hits: result.hits.filter((hit) => ids.has(hit.betId)),
              },
            ];
          }),
        );
      },
      announce: (result) => this.announce(result),
    };
  }

  /** `bonus_issued` (type jackpot) and the new balance, per hit; never throws. */
  private async announce(result: JackpotPlacementResult): Promise<void> {
    for (const hit of result.hits) {
      try {
        await this.publisher.publish(
          userChannel(hit.playerId),
          realtimeEvent('bonus_issued', {
            id: hit.hitId,
            type: 'jackpot',
            name: `${hit.jackpotName} ${hit.levelName}`,
            jackpot_id: String(hit.jackpotId),
            amount: toNumber(hit.amount),
            currency: hit.currency,
          }),
        );
      } catch {
        // Realtime is best effort: the hit popup also finds the hit through GET /jackpot-hits.
      }
      await this.balances.balanceChanged(hit.playerId, hit.currency);
    }
  }

  // ---- the operator -----------------------------------------------------------------------

  async operatorList(): Promise<OperatorJackpot[]> {
    return (await this.repository.list()).map(operatorWire);
  }

  async operatorGet(id: number): Promise<OperatorJackpot> {
    const [entry] = await this.repository.list({ ids: [id] });
    if (!entry) throw new NotFoundError('Jackpot', id);
    return operatorWire(entry);
  }

  async create(body: CreateJackpotBody): Promise<OperatorJackpot> {
    return this.operatorGet(await createJackpot(this.repository, body, this.clock.now()));
  }

  async switchOff(id: number): Promise<OperatorJackpot> {
    if (!(await this.repository.setStatus(id, 'inactive', this.clock.now()))) {
      throw new NotFoundError('Jackpot', id);
    }
    return this.operatorGet(id);
  }

  async forceHit(id: number, code: string): Promise<OperatorJackpot> {
    await this.operatorGet(id);
    if (!(await this.repository.forceNextHit(id, code))) {
      throw new HttpError(404, {
        code: ERROR_CODES.notFound,
        message: `Jackpot ${id} has no level ${code}`,
        field: 'code',
      });
    }
    return this.operatorGet(id);
  }

  async operatorHits(id: number, limit: number) {
    await this.operatorGet(id);
    const rows = await this.repository.hits({ jackpotId: id, limit });
    return rows.map((hit) =>
      operatorJackpotHitSchema.parse({
        id: hit.id,
        jackpot_id: hit.jackpotId,
        level_code: hit.levelCode,
        player_id: hit.playerId,
        bet_id: hit.betId,
        amount: toNumber(hit.amount),
        currency: hit.currency,
        status: hit.status,
        seen: hit.seen,
        ledger_entry_id: hit.ledgerEntryId,
        draw: {
          id: hit.draw.id,
          number: hit.draw.number,
          seed: hit.draw.seed,
          value: hit.draw.value,
          probability: hit.draw.probability,
          pool_before: toNumber(hit.draw.poolBefore),
          contribution: toNumber(hit.draw.contribution),
          forced: hit.draw.forced,
        },
        created_at: hit.createdAt.toISOString(),
      }),
    );
  }

  // ---- wire -------------------------------------------------------------------------------

  private async toWire(entries: JackpotWithLevels[]): Promise<JackpotWire[]> {
    const [totals, hitLevels] = await Promise.all([
      this.repository.hitTotals(entries.map((e) => e.jackpot.id)),
      this.repository.levelsWithHits(entries.flatMap((e) => e.levels.map((l) => l.id))),
    ]);
    return entries.map(({ jackpot, levels }) => {
      const total = totals.get(jackpot.id);
      return {
        id: String(jackpot.id),
        name: jackpot.name,
        amount: toNumber(total?.max ?? 0n),
        pool_amount: toNumber(levels.reduce((sum, level) => sum + level.poolAmount, 0n)),
        hits_amount: toNumber(total?.sum ?? 0n),
        currency: jackpot.currency,
        levels: levels.map((level) => ({
          code: level.code,
          name: level.name,
          pool_amount: toNumber(level.poolAmount),
          state:
            jackpot.status === 'inactive'
              ? ('inactive' as const)
              : hitLevels.has(level.id) && level.poolAmount === level.seedAmount
                ? ('hit' as const)
                : ('active' as const),
        })),
      };
    });
  }

  private hitWire(hit: HitView, playerId: number | null): JackpotHitWire {
    const mine = playerId !== null && hit.playerId === playerId;
    return {
      id: String(hit.id),
      jackpot_id: String(hit.jackpotId),
      jackpot_name: hit.jackpotName,
      level_code: hit.levelCode,
      level_name: hit.levelName,
      amount: toNumber(hit.amount),
      // No exchange rates are kept: only euro amounts are known in euro.
      amount_eur: hit.currency === 'EUR' ? toNumber(hit.amount) : null,
      currency: hit.currency,
      status: hit.status,
      // The jackpot's seed (the level's without `:<code>`): one token per winner per jackpot.
      user_hash: userHash(hit.draw.seed.slice(0, hit.draw.seed.lastIndexOf(':')), hit.playerId),
      seen: mine ? hit.seen : false,
      created_at: hit.createdAt.toISOString(),
    };
  }
}

/** Stores a new jackpot with its levels at their seed amounts; 409 when its code is taken. */
export async function createJackpot(
  repository: JackpotRepository,
  body: CreateJackpotBody,
  now: Date,
): Promise<number> {
  return repository
    .transaction(async (tx) => {
      if ((await tx.jackpotIdByCode(body.code)) !== null) throw jackpotCodeTaken(body.code);
      return tx.insertJackpot(
        {
          code: body.code,
          name: body.name,
          currency: body.currency,
          status: 'active',
          contributionBps: body.contribution_bps,
          minStake: BigInt(body.min_stake),
          minOdds: body.min_odds === null ? null : body.min_odds.toFixed(3),
          betTypes: body.bet_types,
          // The draws' secret: unknown to players, recorded with every draw for the audit.
          seed: randomBytes(16).toString('hex'),
          createdAt: now,
        },
        body.levels.map((level, position) => ({
          code: level.code,
          name: level.name,
          position,
          seedAmount: BigInt(level.seed_amount),
          poolAmount: BigInt(level.seed_amount),
          contributionWeight: level.contribution_weight,
          mustHitBy: BigInt(level.must_hit_by),
        })),
      );
    })
    .catch((error: unknown) => {
      // Two creations of one code at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw jackpotCodeTaken(body.code);
      throw error;
    });
}

/**
 * A slip's bet as a jackpot sees it, from the odds the slip shows, with the placement's own
 * sums (the domain's `betOdds`, `betTotalStake`, `freebetDebit`); null for a bet placement would
 * refuse (a system whose id does not fit its selections). A freebet named by id is counted as
 * funding the stake: the slip does not say its variant.
 */
function jackpotFactsOf(bet: QualifyingBody['bets'][number]): JackpotBet | null {
  const n = bet.selections.length;
  const type =
    bet.type ??
    (bet.system_id ? 'system' : bet.custom_odds ? 'custom' : n === 1 ? 'single' : 'combo');
  const k = type === 'system' ? Number((bet.system_id ?? '').split('/')[0]) : null;
  if (k !== null && !isSystemAvailable(n, k)) return null;
  const ticket = ticketBet({
    type,
    stake: BigInt(bet.stake.value),
    currency: bet.stake.currency,
    subunits: 100,
    selections: bet.selections.map((s) => pricedSelection(oddsFromWire(s.odds))),
    systemWinCount: k,
    customOdds: bet.custom_odds ? oddsFromWire(bet.custom_odds) : null,
  });
  const total = betTotalStake(ticket);
  const freebetType = bet.freebet_id != null ? 'freebet_all_win' : bet.bonus?.type;
  const cash =
    freebetType !== undefined && isFreebet(freebetType) ? freebetDebit(freebetType, total) : total;
  return {
    currency: bet.stake.currency,
    cashStake: Number(cash),
    odds: oddsToNumber(betOdds(ticket)),
    type,
  };
}

function operatorWire({ jackpot, levels }: JackpotWithLevels): OperatorJackpot {
  return {
    id: jackpot.id,
    code: jackpot.code,
    name: jackpot.name,
    currency: jackpot.currency,
    status: jackpot.status,
    contribution_bps: jackpot.contributionBps,
    min_stake: toNumber(jackpot.minStake),
    min_odds: jackpot.minOdds === null ? null : Number(jackpot.minOdds),
    bet_types: jackpot.betTypes,
    levels: levels.map((level) => ({
      id: level.id,
      code: level.code,
      name: level.name,
      seed_amount: toNumber(level.seedAmount),
      pool_amount: toNumber(level.poolAmount),
      contribution_weight: level.contributionWeight,
      must_hit_by: toNumber(level.mustHitBy),
      draw_count: level.drawCount,
      force_next_hit: level.forceNextHit,
    })),
    created_at: jackpot.createdAt.toISOString(),
    ended_at: jackpot.endedAt?.toISOString() ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
