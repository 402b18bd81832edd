// Time-out, self-exclusion and the panic button (decision 0023). A restriction starts at once,
// signs the player out everywhere and ends only at its `disable_at`: there is no call to lift
// it. Until then the player cannot sign in, start a betting session, bet, deposit or be given a
// bonus; open bets still settle and pay out.
import {
  type PlayerAction,
  PANIC_PERIOD,
  type RestrictionPeriod,
  bindingRestriction,
  isRestrictionActive,
  restrictionAllows,
  restrictionEnd,
  restrictionKindOf,
} from '@sportsbook/domain';
import {
  type AccountRestrictedRefusal,
  PROTECTION_ERROR_CODES,
  type RestrictionRecord,
} from '@sportsbook/contract';
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { RestrictionRow, RestrictionsRepository } from './restrictions-repository';

/** 403 `account_restricted`, with the restriction's type and end. */
export function accountRestricted(row: Pick<RestrictionRow, 'type' | 'disableAt'>): HttpError {
  const body: AccountRestrictedRefusal = {
    code: PROTECTION_ERROR_CODES.accountRestricted,
    message:
      row.type === 'selfexclusion'
        ? `The account is self-excluded until ${row.disableAt.toISOString()}`
        : `The account is in a time-out until ${row.disableAt.toISOString()}`,
    restriction_type: row.type,
    disable_at: row.disableAt.toISOString(),
  };
  return new HttpError(403, body);
}

export function toRestrictionWire(row: RestrictionRow, now: Date): RestrictionRecord {
  return {
    id: row.id,
    type: row.type,
    strategy: row.strategy,
    status: isRestrictionActive({ disableAt: row.disableAt.getTime() }, now.getTime())
      ? 'active'
      : 'disabled',
    period: row.period as RestrictionRecord['period'],
    parent_type: null,
    disable_at: row.disableAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    confirm_until: null,
  };
}

/** Signs a player out of the in-process session cache (the database rows are revoked already). */
export type ForgetSessions = (playerId: number) => void;

export class RestrictionsService {
  constructor(
    private readonly repository: RestrictionsRepository,
    private readonly clock: Clock,
    private readonly forgetSessions: ForgetSessions = () => {},
  ) {}

  /**
   * Starts a restriction now: signs the player out everywhere (so a placement batch either
   * commits before or sees the revoked sessions after), records it and ends the betting
   * session.
   */
  async start(
    playerId: number,
    period: RestrictionPeriod,
    strategy: RestrictionRow['strategy'],
  ): Promise<RestrictionRow> {
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      // Revoking first takes the session rows the placement writer reads `for share`: a batch
      // that read them commits before this; one that comes later sees them revoked.
      await tx.revokeSessions(playerId, now);
      const inserted = await tx.insert({
        playerId,
        type: restrictionKindOf(period),
        strategy,
        period,
        createdAt: now,
        disableAt: new Date(restrictionEnd(period, now.getTime())),
      });
      await tx.endBettingSessions(playerId, now);
      return inserted;
    });
    this.forgetSessions(playerId);
    return row;
  }

  /** The panic button: a 24-hour time-out at once, never a confirmation step. */
  panic(playerId: number): Promise<RestrictionRow> {
    return this.start(playerId, PANIC_PERIOD, 'panic');
  }

  list(playerId: number): Promise<RestrictionRow[]> {
    return this.repository.list(playerId);
  }

  /** The restriction that binds the player now, or null. */
  async binding(playerId: number): Promise<RestrictionRow | null> {
    const now = this.clock.now();
    const rows = await this.repository.active(playerId, now);
    const spans = rows.map((row) => ({ row, kind: row.type, disableAt: row.disableAt.getTime() }));
    return bindingRestriction(spans, now.getTime())?.row ?? null;
  }

  /** Refuses (403 `account_restricted`) what a restricted player may not do. */
  async assertAllowed(playerId: number, action: PlayerAction): Promise<void> {
    const binding = await this.binding(playerId);
    if (binding && !restrictionAllows({ kind: binding.type, disableAt: 0 }, action)) {
      throw accountRestricted(binding);
    }
  }
}
