// `bonus_issued` on the player's `$user:<id>` channel (spec section 4): the web app refetches
// the bonus lists and shows the unseen-bonus popup. Call it after the issuing transaction has
// committed, never inside it, so a rolled-back issue is never announced. Never throws.
import { type BonusTypeWire, realtimeEvent, userChannel } from '@sportsbook/contract';
import type { RealtimePublisher } from '../../realtime/publisher';

export interface IssuedBonusNotice {
  /** The freebet's id for a freebet, else the campaign's. */
  id: number;
  type: BonusTypeWire;
  name?: string;
}

export type AnnounceBonusIssued = (playerId: number, bonus: IssuedBonusNotice) => Promise<void>;

/** The announcer every issuer calls: operator issues, segments, promo codes, farmed freebets. */
export function bonusIssuedAnnouncer(
  publisher: RealtimePublisher,
  logger?: { error(details: object, message: string): void },
): AnnounceBonusIssued {
  return async (playerId, bonus) => {
    try {
      await publisher.publish(userChannel(playerId), realtimeEvent('bonus_issued', { ...bonus }));
    } catch (error) {
      logger?.error({ err: error, playerId }, 'realtime: bonus_issued not published');
    }
  };
}

/** Publishes `bonus_issued` to the player with the given publisher (one-off callers). */
export async function announceBonusIssued(
  publisher: RealtimePublisher,
  playerId: number,
  bonus: IssuedBonusNotice,
): Promise<void> {
  await bonusIssuedAnnouncer(publisher)(playerId, bonus);
}
