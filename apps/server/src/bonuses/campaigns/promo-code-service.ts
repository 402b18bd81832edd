// Promo codes (decision 0026): the player's claim issues the campaign the code stands for, once
// per player. The claim is one transaction: the (code, player) claim row first, so of concurrent
// claims of one player exactly one inserts it and the rest find it; then one claim of the code's
// cap under its row lock; then the bonus itself. Any refusal rolls the whole claim back.
import { BONUS_ERROR_CODES, type ClaimPromoCodeResponse } from '@sportsbook/contract';
import { ineligibility } from '@sportsbook/domain';
import { HttpError } from '../../http/http-errors';
import type { Clock } from '../../shared/clock';
import type { AnnounceBonusIssued } from './bonus-issued';
import { issueCampaign } from './campaign-issuer';
import type { CampaignRepository } from './campaign-repository';
import { campaignFacts, campaignStatusNow } from './campaign-status';

const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message });

export class PromoCodeService {
  constructor(
    private readonly repository: CampaignRepository,
    private readonly clock: Clock,
    private readonly assertMayReceive: (playerId: number) => Promise<void>,
    private readonly announce: AnnounceBonusIssued,
  ) {}

  async claim(
    player: { playerId: number; country: string | null },
    code: string,
  ): Promise<ClaimPromoCodeResponse> {
    await this.assertMayReceive(player.playerId);
    const now = this.clock.now();
    const promo = await this.repository.promoCodeByText(code);
    if (promo === null) {
      throw refusal(404, BONUS_ERROR_CODES.unknownPromoCode, `No promo code ${code}`);
    }
    const campaign = await this.repository.campaign(promo.campaignId);
    const expired = () =>
      refusal(400, BONUS_ERROR_CODES.expiredPromoCode, `The promo code ${code} has expired`);
    if (campaign === null || (promo.validTo !== null && promo.validTo <= now)) throw expired();
    if (campaignStatusNow(campaign, now) !== 'available') throw expired();
    const facts = await this.repository.playerFacts(player.playerId);
    const reason = ineligibility(campaignFacts(campaign), {
      verified: facts?.verified ?? false,
      country: player.country,
      restricted: false,
    });
    if (reason !== null) {
      throw refusal(
        400,
        BONUS_ERROR_CODES.notAvailable,
        reason === 'not_verified'
          ? 'This promo code is for verified players: confirm your e-mail or phone first'
          : 'This promo code is not offered in your country',
      );
    }
    const claimed = () =>
      refusal(409, BONUS_ERROR_CODES.promoCodeClaimed, `You have claimed ${code} before`);
    const outcome = await this.repository.transaction(async (campaigns, freebets) => {
      if (!(await campaigns.insertClaim(promo.id, player.playerId, now))) throw claimed();
      if (!(await campaigns.takeClaim(promo.id))) {
        throw refusal(409, BONUS_ERROR_CODES.promoCodeUsedUp, `Every claim of ${code} is taken`);
      }
      const issued = await issueCampaign(
        campaigns,
        freebets,
        campaign,
        player.playerId,
        facts?.currency ?? null,
        `promo_code:${code}`,
        now,
      );
      if (issued.kind === 'already_issued') throw claimed();
      if (issued.kind === 'no_currency') {
        throw refusal(
          400,
          BONUS_ERROR_CODES.notAvailable,
          'This promo code is not offered in your currency',
        );
      }
      if (issued.freebetId !== null) {
        await campaigns.setClaimFreebet(promo.id, player.playerId, issued.freebetId);
      }
      return issued;
    });
    await this.announce(player.playerId, {
      id: outcome.freebetId ?? campaign.id,
      type: campaign.type,
      name: campaign.name,
    });
    return {
      data: {
        campaign_id: String(campaign.id),
        type: campaign.type,
        name: campaign.name,
        freebet_id: outcome.freebetId === null ? null : String(outcome.freebetId),
      },
    };
  }
}
