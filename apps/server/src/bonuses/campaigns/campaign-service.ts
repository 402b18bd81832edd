// The player's campaign bonuses (spec section 7 "Bonuses"): the lists by kind, GET /bonuses,
// details, terms, activation, mark-as-seen, and the visitors' promotions list. Statuses come
// from the domain's eligibility rules (packages/domain/src/bonus/eligibility.ts).
import {
  BONUS_ERROR_CODES,
  type BonusListKind,
  type BonusesByKind,
  type CampaignBonusWire,
  type LootboxWire,
  type bonusDetailParams,
  type bonusRefSchema,
  type bonusesQuery,
  type campaignListQuery,
} from '@sportsbook/contract';
import { activationRefusal } from '@sportsbook/domain';
import type { z } from 'zod';
import { HttpError, NotFoundError } from '../../http/http-errors';
import type { Clock } from '../../shared/clock';
import { freebetStatus } from '../freebet-rules';
import type { FreebetRepository } from '../freebet-repository';
import { freebetFacts, toFreebetWire } from '../freebet-service';
import type { CampaignRepository, CampaignRow, PlayerBonusRow } from './campaign-repository';
import { textsIn } from './campaign-texts';
import {
  FREEBET_CAMPAIGN_TYPES,
  type Viewer,
  isFreebetCampaign,
  statusFor,
  toCampaignBonusWire,
  toFreebetCampaignWire,
} from './campaign-wire';

type ListQuery = z.output<typeof campaignListQuery>;
type BonusesQuery = z.output<typeof bonusesQuery>;
type DetailParams = z.output<typeof bonusDetailParams>;
type BonusRef = z.output<typeof bonusRefSchema>;

/** The list kinds a campaign answers (freebets are issued rows, listed by FreebetService). */
export type CampaignListKind = Exclude<BonusListKind, 'freebet'>;
const CAMPAIGN_LIST_KINDS: readonly CampaignListKind[] = [
  'comboboost',
  'hunting',
  'tournament',
  'lootbox',
];

/** The signed-in player and where the request comes from. */
export interface PlayerContext {
  playerId: number;
  /** The request's country (geo), null when unknown. */
  country: string | null;
}

/** Whether a player is under a time-out or self-exclusion (no offers, no bonus). */
export type IsRestricted = (playerId: number) => Promise<boolean>;

const DEFAULT_LIST: ListQuery = { page: 1, limit: 4, active: true };

const pageOf = <T>(items: readonly T[], page: number, limit: number) => ({
  data: items.slice((page - 1) * limit, page * limit),
  pagination: {
    total: items.length,
    page,
    limit,
    last_page: Math.max(1, Math.ceil(items.length / limit)),
  },
});

/** Ids of the wire (`"12"`) that can name a row; anything else names nothing. */
const rowId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** A lootbox's player fields farming keeps (bets that counted, freebets a booster can boost). */
export type LootboxFieldsSource = (
  playerId: number,
  campaignId: number,
) => Promise<Pick<LootboxWire, 'used_in_bets' | 'freebets_to_boost'> | null>;

export class CampaignService {
  private lootboxFields: LootboxFieldsSource | null = null;

  /** Farming answers a lootbox's player fields (decision 0028); without it they are empty. */
  useLootboxFields(source: LootboxFieldsSource): void {
    this.lootboxFields = source;
  }

  /** A lootbox's wire with what farming knows of the player's part in it. */
  private async withPlayerFields<W extends CampaignBonusWire>(
    wire: W,
    player: PlayerContext | null,
  ): Promise<W> {
    if (wire.type !== 'lootbox' || player === null || this.lootboxFields === null) return wire;
    const fields = await this.lootboxFields(player.playerId, Number(wire.id));
    return fields === null
      ? wire
      : { ...wire, used_in_bets: fields.used_in_bets, freebets_to_boost: fields.freebets_to_boost };
  }

  constructor(
    private readonly repository: CampaignRepository,
    private readonly freebets: FreebetRepository,
    private readonly clock: Clock,
    private readonly isRestricted: IsRestricted,
    /** Refuses (403) a restricted player's activation, as freebets are refused. */
    private readonly assertMayReceive: (playerId: number) => Promise<void>,
  ) {}

  private async viewers(player: PlayerContext, campaigns: readonly CampaignRow[]) {
    const [facts, restricted, records] = await Promise.all([
      this.repository.playerFacts(player.playerId),
      this.isRestricted(player.playerId),
      this.repository.recordsOf(
        player.playerId,
        campaigns.map((row) => row.id),
      ),
    ]);
    const playerFacts = { verified: facts?.verified ?? false, country: player.country, restricted };
    return (row: CampaignRow): Viewer | null => {
      const record = records.get(row.id) ?? null;
      // Offers are open campaigns; a promo-code or operator campaign shows once it is the
      // player's. A restricted player gets no offers (decision 0023), only their records.
      if (record === null && (row.triggerKey !== null || restricted)) return null;
      return { kind: 'player', facts: playerFacts, currency: facts?.currency ?? null, record };
    };
  }

  /** Every campaign bonus of these kinds the player sees, with the list filters applied. */
  private async campaignBonuses(
    player: PlayerContext,
    kinds: readonly CampaignListKind[],
    filter: {
      status?: ListQuery['status'];
      available?: boolean;
      active: boolean;
      unseen?: boolean;
    },
  ): Promise<CampaignBonusWire[]> {
    const now = this.clock.now();
    const rows = await this.repository.campaignsOf(kinds, filter.active, now);
    const viewerOf = await this.viewers(player, rows);
    const out: CampaignBonusWire[] = [];
    for (const row of rows) {
      const viewer = viewerOf(row);
      if (viewer === null) continue;
      const wire = toCampaignBonusWire(row, viewer, now);
      if (wire === null) continue;
      const status = wire.issued?.computed_status ?? statusFor(row, viewer, now);
      if (filter.status !== undefined && status !== filter.status) continue;
      if (
        filter.available !== undefined &&
        (wire.user_status !== 'not_available') !== filter.available
      )
        continue;
      if (filter.unseen === true && (wire.issued === null || wire.issued.seen)) continue;
      out.push(await this.withPlayerFields(wire, player));
    }
    return out;
  }

  /**
   * The campaigns of these kinds in force for the player now (status `active`), with the
   * player's record when there is one: what placement and farming apply to a bet (comboboost,
   * hunting, tournament, lootbox). Restricted players get none.
   */
  async applying(
    player: PlayerContext,
    kinds: readonly CampaignListKind[],
  ): Promise<{ campaign: CampaignRow; record: PlayerBonusRow | null }[]> {
    const now = this.clock.now();
    const rows = await this.repository.campaignsOf(kinds, true, now);
    const viewerOf = await this.viewers(player, rows);
    const out: { campaign: CampaignRow; record: PlayerBonusRow | null }[] = [];
    for (const row of rows) {
      const viewer = viewerOf(row);
      if (viewer === null || viewer.kind !== 'player') continue;
      if (statusFor(row, viewer, now) === 'active')
        out.push({ campaign: row, record: viewer.record });
    }
    return out;
  }

  async list<K extends CampaignListKind>(player: PlayerContext, kind: K, query: ListQuery) {
    const items = (await this.campaignBonuses(player, [kind], query)).filter(
      (item): item is Extract<CampaignBonusWire, { type: K }> => item.type === kind,
    );
    return pageOf(items, query.page, query.limit);
  }

  /** GET /bonuses: every kind, `limit_per_type` each; `type` keeps one kind. */
  async bonuses(player: PlayerContext, query: BonusesQuery): Promise<{ data: BonusesByKind }> {
    const wanted = (kind: BonusListKind) =>
      query.type === undefined ||
      query.type === kind ||
      (kind === 'freebet' && query.type.startsWith('freebet'));
    const kinds = CAMPAIGN_LIST_KINDS.filter(wanted);
    const items =
      kinds.length === 0
        ? []
        : await this.campaignBonuses(player, kinds, {
            status: query.status,
            available: query.available,
            active: true,
            unseen: query.unseen,
          });
    const of = <K extends CampaignListKind>(kind: K) =>
      items
        .filter((item): item is Extract<CampaignBonusWire, { type: K }> => item.type === kind)
        .slice(0, query.limit_per_type);
    return {
      data: {
        comboboost: of('comboboost'),
        freebet: wanted('freebet') ? await this.freebetsOf(player.playerId, query) : [],
        hunting: of('hunting'),
        tournament: of('tournament'),
        lootbox: of('lootbox'),
      },
    };
  }

  private async freebetsOf(playerId: number, query: BonusesQuery) {
    const now = this.clock.now();
    const { rows } = await this.freebets.list(
      playerId,
      { available: query.available },
      now,
      1,
      10_000,
    );
    return (
      rows
        .filter(
          (row) =>
            query.status === undefined || freebetStatus(freebetFacts(row), now) === query.status,
        )
        .filter((row) => query.unseen !== true || !row.seen)
        // `type=freebet` keeps every variant; a variant's name keeps that variant.
        .filter((row) => !query.type?.startsWith('freebet_') || row.type === query.type)
        .slice(0, query.limit_per_type)
        .map((row) => toFreebetWire(row, now))
    );
  }

  /**
   * A campaign the player may look at: an offer, or one of the player's records. A visitor
   * (null) may look at what the promotions page shows: any campaign but operator-only ones.
   */
  private async visibleCampaign(
    player: PlayerContext | null,
    type: DetailParams['type'],
    id: number,
  ): Promise<{ row: CampaignRow; viewer: Viewer }> {
    const row = await this.repository.campaign(id);
    if (row === null || row.type !== type) throw new NotFoundError('Bonus', id);
    if (player === null) {
      if (row.triggerKey === 'operator') throw new NotFoundError('Bonus', id);
      return { row, viewer: { kind: 'visitor' } };
    }
    const viewer = (await this.viewers(player, [row]))(row);
    if (viewer === null) throw new NotFoundError('Bonus', id);
    return { row, viewer };
  }

  private async freebetOf(playerId: number | null, type: DetailParams['type'], id: number) {
    if (playerId === null) return null;
    if (!(FREEBET_CAMPAIGN_TYPES as readonly string[]).includes(type)) return null;
    const [row] = await this.freebets.find(playerId, [id]);
    return row !== undefined && row.type === type ? row : null;
  }

  /**
   * GET /bonuses/{type}/{id}: with a freebet type, the player's issued freebet of that id if
   * there is one, else the freebet campaign of that id; other types name a campaign. Signed
   * out (null), the campaigns of the promotions page only.
   */
  async details(player: PlayerContext | null, params: DetailParams) {
    const now = this.clock.now();
    const freebet = await this.freebetOf(player?.playerId ?? null, params.type, params.id);
    if (freebet !== null) return { data: toFreebetWire(freebet, now) };
    const { row, viewer } = await this.visibleCampaign(player, params.type, params.id);
    const wire = isFreebetCampaign(row)
      ? toFreebetCampaignWire(row, viewer, now)
      : toCampaignBonusWire(row, viewer, now);
    if (wire === null) throw new NotFoundError('Bonus', params.id);
    return {
      data: wire.type === 'lootbox' ? await this.withPlayerFields(wire, player) : wire,
    };
  }

  /** The terms, in the first of `languages` the operator gave them in, else the default. */
  async terms(
    player: PlayerContext | null,
    params: DetailParams,
    languages: readonly string[] = [],
  ) {
    const termsOf = (row: CampaignRow | null) =>
      row === null ? '' : textsIn(row, row.translations, languages).terms;
    const freebet = await this.freebetOf(player?.playerId ?? null, params.type, params.id);
    if (freebet !== null) {
      const campaign =
        freebet.campaignId === null ? null : await this.repository.campaign(freebet.campaignId);
      return { data: { terms: termsOf(campaign) } };
    }
    const { row } = await this.visibleCampaign(player, params.type, params.id);
    return { data: { terms: termsOf(row) } };
  }

  /**
   * POST /bonuses/{id}/activate: a campaign bonus `available` to the player becomes `active`.
   * Answers it and the fresh first page of its list (hunting and tournament: both lists).
   */
  async activate(player: PlayerContext, campaignId: number) {
    await this.assertMayReceive(player.playerId);
    const row = await this.repository.campaign(campaignId);
    if (row === null) throw new NotFoundError('Bonus', campaignId);
    const viewer = (await this.viewers(player, [row]))(row);
    const notAvailable = () =>
      new HttpError(400, {
        code: BONUS_ERROR_CODES.notAvailable,
        message: `Bonus ${campaignId} is not available to you`,
      });
    if (viewer === null || viewer.kind !== 'player' || isFreebetCampaign(row)) throw notAvailable();
    const now = this.clock.now();
    const refusal = activationRefusal(statusFor(row, viewer, now));
    if (refusal === 'already_active' || (refusal === null && viewer.record?.state === 'active')) {
      throw new HttpError(409, {
        code: BONUS_ERROR_CODES.alreadyActive,
        message: `Bonus ${campaignId} is already active`,
      });
    }
    if (refusal !== null) throw notAvailable();
    const record = await this.repository.activate(
      campaignId,
      player.playerId,
      viewer.currency,
      now,
    );
    if (record === null) throw notAvailable();
    const activated = toCampaignBonusWire(row, { ...viewer, record }, now);
    if (activated === null) throw notAvailable();
    const kinds: CampaignListKind[] =
      row.type === 'hunting' || row.type === 'tournament'
        ? ['hunting', 'tournament']
        : [row.type as CampaignListKind];
    const lists: Record<string, CampaignBonusWire[]> = {};
    for (const kind of kinds) lists[kind] = (await this.list(player, kind, DEFAULT_LIST)).data;
    return { data: activated, lists };
  }

  /** POST /bonuses/mark-as-seen: only those not seen yet change; answers how many did. */
  async markSeen(playerId: number, refs: readonly BonusRef[]) {
    const freebetIds: number[] = [];
    const campaignIds: number[] = [];
    for (const ref of refs) {
      const id = rowId(ref.id);
      if (id === null || ref.type === 'jackpot') continue;
      if (ref.type.startsWith('freebet')) freebetIds.push(id);
      else campaignIds.push(id);
    }
    const [freebets, campaigns] = await Promise.all([
      this.freebets.markSeen(playerId, freebetIds),
      this.repository.markSeen(playerId, campaignIds),
    ]);
    return { data: { changed: freebets + campaigns } };
  }

  /** GET /bonuses/promotions: live campaigns a visitor may see (never operator-only ones). */
  async promotions() {
    const now = this.clock.now();
    const rows = await this.repository.campaignsOf(
      ['comboboost', 'hunting', 'tournament', 'lootbox', ...FREEBET_CAMPAIGN_TYPES],
      true,
      now,
    );
    const visitor: Viewer = { kind: 'visitor' };
    const data = {
      comboboost: [] as Extract<CampaignBonusWire, { type: 'comboboost' }>[],
      freebet: [] as ReturnType<typeof toFreebetCampaignWire>[],
      hunting: [] as Extract<CampaignBonusWire, { type: 'hunting' }>[],
      tournament: [] as Extract<CampaignBonusWire, { type: 'tournament' }>[],
      lootbox: [] as Extract<CampaignBonusWire, { type: 'lootbox' }>[],
    };
    for (const row of rows) {
      if (row.triggerKey === 'operator' || row.validFrom > now) continue;
      if (isFreebetCampaign(row)) {
        data.freebet.push(toFreebetCampaignWire(row, visitor, now));
        continue;
      }
      const wire = toCampaignBonusWire(row, visitor, now);
      if (wire === null) continue;
      if (wire.type === 'lootbox' && !wire.show_in_promotion) continue;
      (data[wire.type] as CampaignBonusWire[]).push(wire);
    }
    return { data };
  }
}
