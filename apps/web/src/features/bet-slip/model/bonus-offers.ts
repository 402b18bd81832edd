// The slip's applicable-bonus answer (POST /v3/bonuses) as the domain's `AvailableBonuses`: the
// domain's auto-selection (hunting, tournament, comboboost) then picks from what this returns.
// No rule is decided here: the server names each bet's offers and a comboboost's multiplier.
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

/**
 * One bet's offer as the server answers it (camelized; the contract's applicable-bonus answer
 * fits it). The campaign kinds are null when the bet takes no part; a comboboost names the
 * multiplier of the range the bet's selection count falls in (`bonusOdds`, the server's rule).
 */
export interface BonusOfferWire {
  readonly freebet: readonly {
    readonly id: string;
    readonly type: string;
    readonly issued: { readonly amount: number; readonly currency: string };
    /** A lootbox booster's multiplier of the winnings; null: none. */
    readonly boostMultiplier?: number | null;
  }[];
  readonly comboboost: { readonly id: string; readonly bonusOdds: number } | null;
  readonly hunting: { readonly id: string } | null;
  readonly tournament: { readonly id: string } | null;
  readonly lootbox: { readonly id: string } | null;
}

/** A bet's offers from the wire, as the domain's auto-selection reads them. */
export function availableBonusesOf(offer: BonusOfferWire): AvailableBonuses {
  const boost = offer.comboboost;
  return {
    // A multiplier of 1 boosts nothing: no chip for it.
    comboboost:
      boost !== null && boost.bonusOdds > 1
        ? { id: boost.id, bonusOdds: oddsFromWire(boost.bonusOdds) }
        : null,
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
              // The potential win shows the boost settlement pays (`betPotentialWin`).
              boostMultiplier: freebet.boostMultiplier ?? null,
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
