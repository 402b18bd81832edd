// The operator's side of campaigns (decision 0026): create, list, switch, end, issue to players
// or a segment, promo codes. Issuing skips restricted players (counted), never fails the batch
// for one player, and announces `bonus_issued` to each player once their issue has committed.
import {
  BONUS_ERROR_CODES,
  type PlayerSegment,
  type createCampaignRequest,
  type createPromoCodeRequest,
  type issueCampaignRequest,
  type listCampaignsQuery,
  type listPromoCodesQuery,
} from '@sportsbook/contract';
import type { z } from 'zod';
import { HttpError, NotFoundError, badInput } from '../../http/http-errors';
import type { Clock } from '../../shared/clock';
import type { AnnounceBonusIssued } from './bonus-issued';
import { issueCampaign } from './campaign-issuer';
import type { CampaignRepository, CampaignRow, PromoCodeRow } from './campaign-repository';
import type { IsRestricted } from './campaign-service';
import { parsedConfig, toOperatorCampaignWire } from './campaign-wire';

type CreateBody = z.output<typeof createCampaignRequest>;
type IssueBody = z.output<typeof issueCampaignRequest>;

/** Called with a campaign the operator ended (a tournament pays its prizes). */
export type CampaignEndedHook = (campaign: CampaignRow) => Promise<void>;

const toPromoCodeWire = (row: PromoCodeRow) => ({
  id: row.id,
  code: row.code,
  campaign_id: row.campaignId,
  max_claims: row.maxClaims,
  claims: row.claims,
  valid_to: row.validTo?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const page = <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
  data: rows,
  pagination: {
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  },
});

export class OperatorCampaignService {
  private readonly endedHooks: CampaignEndedHook[] = [];
  private readonly changedHooks: (() => void)[] = [];

  constructor(
    private readonly repository: CampaignRepository,
    private readonly clock: Clock,
    private readonly isRestricted: IsRestricted,
    private readonly announce: AnnounceBonusIssued,
    private readonly logger?: { error(details: object, message: string): void },
  ) {}

  /** Registers a hook run after a campaign is ended (e.g. the tournament payout). */
  onCampaignEnded(hook: CampaignEndedHook): void {
    this.endedHooks.push(hook);
  }

  /** Registers a hook run after a campaign is created, switched or ended (caches drop it). */
  onCampaignChanged(hook: () => void): void {
    this.changedHooks.push(hook);
  }

  private changed(): void {
    for (const hook of this.changedHooks) hook();
  }

  /** Creates a campaign; the config is stored as its kind's schema parsed it (defaults filled). */
  async create(body: CreateBody) {
    return { data: toOperatorCampaignWire(await this.createRow(body)) };
  }

  async createRow(body: CreateBody): Promise<CampaignRow> {
    const now = this.clock.now();
    const row = await this.repository.insertCampaign({
      type: body.type,
      name: body.name,
      description: body.description,
      terms: body.terms,
      translations: body.translations,
      status: body.status,
      validFrom: body.valid_from === null ? now : new Date(body.valid_from),
      validTo: body.valid_to === null ? null : new Date(body.valid_to),
      onlyVerified: body.only_verified,
      countryCodes: body.country_codes,
      eventConditions: body.event_conditions,
      triggerKey: body.trigger_key,
      usesCount: body.uses_count,
      requiresActivation: body.requires_activation,
      config: parsedConfig(body.type, body.config),
      // A tournament's pool starts at its initial pool; the farming stakes add to it.
      poolAmount:
        body.type === 'tournament'
          ? BigInt(Number((body.config as { initial_pool?: number }).initial_pool ?? 0))
          : 0n,
      bannerDesktop: body.banners.desktop,
      bannerMobile: body.banners.mobile,
      createdAt: now,
    });
    this.changed();
    return row;
  }

  async list(query: z.output<typeof listCampaignsQuery>) {
    const { rows, total } = await this.repository.listCampaigns(
      query.type,
      query.page,
      query.limit,
    );
    return page(rows.map(toOperatorCampaignWire), total, query);
  }

  private async campaignOr404(id: number): Promise<CampaignRow> {
    const row = await this.repository.campaign(id);
    if (row === null) throw new NotFoundError('Campaign', id);
    return row;
  }

  async get(id: number) {
    return { data: toOperatorCampaignWire(await this.campaignOr404(id)) };
  }

  async setStatus(id: number, status: 'active' | 'inactive') {
    const row = await this.repository.setStatus(id, status);
    if (row === null) throw new NotFoundError('Campaign', id);
    this.changed();
    return { data: toOperatorCampaignWire(row) };
  }

  /** Ends the campaign, then runs the end hooks; a failing hook is logged, not undone. */
  async end(id: number) {
    const row = await this.repository.endCampaign(id, this.clock.now());
    if (row === null) {
      await this.campaignOr404(id);
      throw new HttpError(409, {
        code: BONUS_ERROR_CODES.campaignEnded,
        message: `Campaign ${id} has ended before`,
      });
    }
    this.changed();
    for (const hook of this.endedHooks) {
      try {
        await hook(row);
      } catch (error) {
        this.logger?.error({ err: error, campaignId: id }, 'campaign end hook failed');
      }
    }
    return { data: toOperatorCampaignWire(row) };
  }

  /** Issues the campaign to listed players or a segment; each player in their own transaction. */
  async issue(id: number, body: IssueBody) {
    const campaign = await this.campaignOr404(id);
    if (campaign.endedAt !== null) {
      throw new HttpError(409, {
        code: BONUS_ERROR_CODES.campaignEnded,
        message: `Campaign ${id} has ended`,
      });
    }
    const requested = [...new Set(body.player_ids ?? [])];
    const playerIds =
      body.segment !== undefined
        ? await this.repository.segment(segmentCriteria(body.segment))
        : await this.repository.existingPlayers(requested);
    const counts = {
      issued: 0,
      already_issued: 0,
      skipped_restricted: 0,
      unknown_players: body.segment !== undefined ? 0 : requested.length - playerIds.length,
      skipped_no_currency: 0,
    };
    const now = this.clock.now();
    const source = body.segment !== undefined ? 'segment' : 'operator';
    for (const playerId of playerIds) {
      if (await this.isRestricted(playerId)) {
        counts.skipped_restricted += 1;
        continue;
      }
      const facts = await this.repository.playerFacts(playerId);
      const outcome = await this.repository.transaction((campaigns, freebets) =>
        issueCampaign(
          campaigns,
          freebets,
          campaign,
          playerId,
          facts?.currency ?? null,
          source,
          now,
        ),
      );
      if (outcome.kind === 'already_issued') counts.already_issued += 1;
      else if (outcome.kind === 'no_currency') counts.skipped_no_currency += 1;
      else {
        counts.issued += 1;
        await this.announce(playerId, {
          id: outcome.freebetId ?? campaign.id,
          type: campaign.type,
          name: campaign.name,
        });
      }
    }
    return { data: counts };
  }

  async createPromoCode(body: z.output<typeof createPromoCodeRequest>) {
    const campaign = await this.repository.campaign(body.campaign_id);
    if (campaign === null) {
      throw badInput('campaign_id', `No campaign ${body.campaign_id}`, 'not_found');
    }
    const row = await this.repository.insertPromoCode({
      code: body.code,
      campaignId: campaign.id,
      maxClaims: body.max_claims,
      validTo: body.valid_to === null ? null : new Date(body.valid_to),
      createdAt: this.clock.now(),
    });
    if (row === null) {
      throw new HttpError(409, {
        code: BONUS_ERROR_CODES.promoCodeExists,
        message: `The promo code ${body.code} exists`,
        field: 'code',
      });
    }
    return { data: toPromoCodeWire(row) };
  }

  async bonusSettings() {
    return { data: bonusSettingsWire(await this.repository.bonusSettings()) };
  }

  /** Takes effect for freebets issued from now on (the database trigger reads it). */
  async updateBonusSettings(severalActiveFreebets: boolean) {
    const row = await this.repository.saveBonusSettings(severalActiveFreebets, this.clock.now());
    return { data: bonusSettingsWire(row) };
  }

  async listPromoCodes(query: z.output<typeof listPromoCodesQuery>) {
    const { rows, total } = await this.repository.listPromoCodes(
      query.campaign_id,
      query.page,
      query.limit,
    );
    return page(rows.map(toPromoCodeWire), total, query);
  }
}

function bonusSettingsWire(row: { severalActiveFreebets: boolean; updatedAt: Date }) {
  return {
    several_active_freebets: row.severalActiveFreebets,
    updated_at: row.updatedAt.toISOString(),
  };
}

function segmentCriteria(segment: PlayerSegment) {
  return {
    statusIds: segment.status_ids,
    minCompPoints: segment.min_comp_points,
    maxCompPoints: segment.max_comp_points,
    signedUpSince: segment.signed_up_since ? new Date(segment.signed_up_since) : undefined,
    signedUpBefore: segment.signed_up_before ? new Date(segment.signed_up_before) : undefined,
    verified: segment.verified,
  };
}
