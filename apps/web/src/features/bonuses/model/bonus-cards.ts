// What a promotion card, a toast and the popup show of a bonus, from the lists of every kind
// (GET /bonuses, the public promotions): one shape whatever the kind, so the views never branch
// on the wire's variants. Rules of status and activation live here, not in the components.
import type { BonusStatus } from '@sportsbook/contract';
import type { AnyBonus, BonusRef } from '../api/bonuses-api';

/** The five kinds the promotions page and the toasts group by (freebet variants are one). */
export const BONUS_KINDS = ['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export interface BonusCard {
  /** The wire's id and type (a freebet keeps its variant), as details and mark-as-seen name it. */
  ref: BonusRef;
  kind: BonusKind;
  name: string | null;
  description: string | null;
  status: BonusStatus;
  validTo: string | null;
  banners: { desktop: string; mobile: string };
  /** The player may switch it on (spec section 4: `available` → `active` on activation). */
  canActivate: boolean;
  /** Null for a bonus the player has no record of (a public campaign). */
  seen: boolean | null;
  bonus: AnyBonus;
}

/** Freebet variants count as the freebet kind; everything else is its own kind. */
export function kindOf(type: string): BonusKind {
  return type.startsWith('freebet')
    ? 'freebet'
    : (BONUS_KINDS.find((kind) => kind === type) ?? 'freebet');
}

export function bannerPaths(kind: BonusKind): { desktop: string; mobile: string } {
  return { desktop: `/banners/${kind}-desktop.svg`, mobile: `/banners/${kind}-mobile.svg` };
}

/**
 * A campaign's status for this player: the issued record's computed status when there is one;
 * otherwise switched off (`deactivated`), not for this player (`not_available`), or open to
 * take (`available`).
 */
export function statusOf(bonus: AnyBonus): BonusStatus {
  if ('userStatus' in bonus) {
    if (bonus.issued) return bonus.issued.computedStatus;
    if (bonus.status === 'inactive') return 'deactivated';
    return bonus.userStatus === 'not_available' ? 'not_available' : bonus.userStatus;
  }
  return bonus.issued.computedStatus;
}

export function toCard(bonus: AnyBonus): BonusCard {
  const kind = kindOf(bonus.type);
  const status = statusOf(bonus);
  const own = 'banners' in bonus && bonus.banners ? bonus.banners : null;
  const fallback = bannerPaths(kind);
  const campaign = 'userStatus' in bonus;
  return {
    ref: { id: bonus.id, type: bonus.type },
    kind,
    name: 'name' in bonus && bonus.name ? bonus.name : null,
    description: campaign ? bonus.description || null : null,
    status,
    validTo: campaign ? bonus.validTo : bonus.issued.expiredAt,
    banners: { desktop: own?.desktop ?? fallback.desktop, mobile: own?.mobile ?? fallback.mobile },
    // Freebets are active once issued (a freebet campaign is claimed with a code or issued by
    // the operator); any other campaign is activated when it is open to this player.
    canActivate: campaign && kind !== 'freebet' && status === 'available',
    seen: campaign ? (bonus.issued?.seen ?? null) : bonus.issued.seen,
    bonus,
  };
}

/** Every bonus of the lists as cards, kind by kind in the page's order. */
export function toCards(lists: { [K in BonusKind]: readonly AnyBonus[] }): BonusCard[] {
  return BONUS_KINDS.flatMap((kind) => lists[kind].map(toCard));
}

/** Spec section 4: mark-as-seen sends only the bonuses not yet seen (a record and unseen). */
export function unseenRefs(cards: readonly BonusCard[]): BonusRef[] {
  return cards.filter((card) => card.seen === false).map((card) => card.ref);
}

/**
 * The signed-in player's view merged over the public one: the player's record of a campaign
 * replaces the public card of it; a promo-code freebet campaign the player has claimed gives
 * way to the freebet it issued; bonuses only the player holds (freebets) are added.
 */
export function mergeCards(
  publicCards: readonly BonusCard[],
  playerCards: readonly BonusCard[],
): BonusCard[] {
  const key = (card: BonusCard) => `${card.ref.type}:${card.ref.id}`;
  const own = new Map(playerCards.map((card) => [key(card), card]));
  const claimed = new Set(
    playerCards.flatMap((card) =>
      'campaignId' in card.bonus && card.bonus.campaignId ? [card.bonus.campaignId] : [],
    ),
  );
  const merged = publicCards
    .filter(
      (card) =>
        !('promoCodeOnly' in card.bonus && card.bonus.promoCodeOnly && claimed.has(card.ref.id)),
    )
    .map((card) => own.get(key(card)) ?? card);
  const shown = new Set(merged.map(key));
  return [...merged, ...playerCards.filter((card) => !shown.has(key(card)))];
}

/** A banner's address for <img>: an operator's absolute URL as is, a site path under the base. */
export function bannerSrc(path: string, basePath: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (path.startsWith(`${basePath}/`)) return path;
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
