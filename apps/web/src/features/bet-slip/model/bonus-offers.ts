// The slip's applicable-bonus answer (POST /v3/bonuses) as the domain's `AvailableBonuses`: the
// domain's auto-selection (hunting, tournament, comboboost) then picks from what this returns.
import {
  type AvailableBonuses,
  type BonusType,
  type DecimalOdds,
  type FreebetKind,
  FREEBET_BONUS_TYPE,
  isFreebetBonusType,
  minorUnits,
  oddsFromWire,
} from '@sportsbook/domain';

const KIND_OF_TYPE = Object.fromEntries(
  Object.entries(FREEBET_BONUS_TYPE).map(([kind, type]) => [type, kind as FreebetKind]),
) as Record<string, FreebetKind>;

/** A comboboost range as the wire carries it (camelized). */
export interface ComboboostRangeOffer {
  readonly minCount: number;
  readonly maxCount: number | null;
  readonly bonusOdds: number;
}

/**
 * One bet's offer as the server answers it (camelized). The campaign kinds are null when the
 * bet takes no part; a comboboost names its ranges, and the server may give the one multiplier
 * that applies to this bet (`bonusOdds`) instead.
 */
export interface BonusOfferWire {
  readonly freebet: readonly {
    readonly id: string;
    readonly type: string;
    readonly issued: { readonly amount: number; readonly currency: string };
  }[];
  readonly comboboost?: {
    readonly id: string;
    readonly bonusOdds?: number | null;
    readonly ranges?: readonly ComboboostRangeOffer[];
  } | null;
  readonly hunting?: { readonly id: string } | null;
  readonly tournament?: { readonly id: string } | null;
  readonly lootbox?: { readonly id: string } | null;
}

/**
 * The multiplier of the range a combo of `count` selections falls in, or null when none does.
 * Ranges do not overlap (the operator API refuses that); the first match wins.
 */
export function comboboostOddsFor(
  ranges: readonly ComboboostRangeOffer[],
  count: number,
): DecimalOdds | null {
  const range = ranges.find(
    (candidate) =>
      count >= candidate.minCount && (candidate.maxCount === null || count <= candidate.maxCount),
  );
  return range && range.bonusOdds > 1 ? oddsFromWire(range.bonusOdds) : null;
}

/** A bet's offers from the wire; `selectionCount` picks a comboboost's range. */
export function availableBonusesOf(
  offer: BonusOfferWire,
  selectionCount: number,
): AvailableBonuses {
  const boost = offer.comboboost ?? null;
  const boostOdds =
    boost === null
      ? null
      : typeof boost.bonusOdds === 'number' && boost.bonusOdds > 1
        ? oddsFromWire(boost.bonusOdds)
        : comboboostOddsFor(boost.ranges ?? [], selectionCount);
  return {
    comboboost:
      boost !== null && boostOdds !== null ? { id: boost.id, bonusOdds: boostOdds } : null,
    hunting: offer.hunting ? { id: offer.hunting.id } : null,
    tournament: offer.tournament ? { id: offer.tournament.id } : null,
    lootbox: offer.lootbox ? { id: offer.lootbox.id } : null,
    freebet: offer.freebet.flatMap((freebet) => {
      const kind = KIND_OF_TYPE[freebet.type];
      return kind
        ? [
            {
              id: freebet.id,
              kind,
              amount: minorUnits(freebet.issued.amount),
              currency: freebet.issued.currency,
            },
          ]
        : [];
    }),
  };
}

/** The campaign bonuses (not freebets) a bet is offered, in the auto-selection's order. */
export type CampaignBonusType = 'hunting' | 'tournament' | 'comboboost' | 'lootbox';
export const CAMPAIGN_BONUS_ORDER: readonly CampaignBonusType[] = [
  'hunting',
  'tournament',
  'comboboost',
  'lootbox',
];

export interface CampaignBonusChoice {
  readonly id: string;
  readonly type: CampaignBonusType;
  /** A comboboost's multiplier, null for the others. */
  readonly odds: DecimalOdds | null;
}

export function campaignBonusChoices(available: AvailableBonuses): CampaignBonusChoice[] {
  return CAMPAIGN_BONUS_ORDER.flatMap((type) => {
    const offered = available[type];
    if (offered === null) return [];
    return [
      {
        id: offered.id,
        type,
        odds: type === 'comboboost' ? (available.comboboost?.bonusOdds ?? null) : null,
      },
    ];
  });
}

export const isCampaignBonusType = (type: BonusType): type is CampaignBonusType =>
  !isFreebetBonusType(type) && type !== 'jackpot';
