import { describe, expect, it } from 'vitest';
import {
  aComboboost,
  aFreebet,
  aFreebetCampaign,
  aHunting,
  issued,
} from '../testing/bonus-factories';
import {
  bannerSrc,
  kindOf,
  mergeCards,
  statusOf,
  toCard,
  toCards,
  unseenRefs,
} from './bonus-cards';

const emptyLists = { comboboost: [], freebet: [], hunting: [], tournament: [], lootbox: [] };

describe('bonus cards', () => {
  it('groups every freebet variant under the freebet kind', () => {
    expect(kindOf('freebet_no_risk')).toBe('freebet');
    expect(kindOf('freebet')).toBe('freebet');
    expect(kindOf('tournament')).toBe('tournament');
  });

  it("takes a campaign's status from the player's record when there is one", () => {
    expect(statusOf(aHunting({ issued: issued({ computedStatus: 'active' }) }))).toBe('active');
    expect(statusOf(aHunting())).toBe('available');
    expect(statusOf(aHunting({ status: 'inactive' }))).toBe('deactivated');
    expect(statusOf(aHunting({ userStatus: 'not_available' }))).toBe('not_available');
  });

  it('offers activation only for a campaign open to the player, never for a freebet', () => {
    expect(toCard(aComboboost()).canActivate).toBe(true);
    expect(toCard(aComboboost({ issued: issued({ computedStatus: 'active' }) })).canActivate).toBe(
      false,
    );
    expect(toCard(aComboboost({ userStatus: 'not_available' })).canActivate).toBe(false);
    expect(toCard(aFreebet()).canActivate).toBe(false);
    // A freebet campaign is claimed with its code or issued, never activated.
    expect(toCard(aFreebetCampaign()).canActivate).toBe(false);
    expect(toCard(aFreebetCampaign()).kind).toBe('freebet');
  });

  it("draws the kind's own banners unless the operator gave some", () => {
    expect(toCard(aHunting()).banners).toEqual({
      desktop: '/banners/hunting-desktop.svg',
      mobile: '/banners/hunting-mobile.svg',
    });
    const own = toCard(aHunting({ banners: { desktop: 'https://cdn.test/d.png', mobile: null } }));
    expect(own.banners.desktop).toBe('https://cdn.test/d.png');
    expect(own.banners.mobile).toBe('/banners/hunting-mobile.svg');
  });

  it('puts site banners under the base path and leaves absolute ones alone', () => {
    expect(bannerSrc('/banners/freebet-mobile.svg', '/sports')).toBe(
      '/sports/banners/freebet-mobile.svg',
    );
    expect(bannerSrc('https://cdn.test/a.png', '/sports')).toBe('https://cdn.test/a.png');
    expect(bannerSrc('/sports/banners/hunting-mobile.svg', '/sports')).toBe(
      '/sports/banners/hunting-mobile.svg',
    );
  });

  it('lists the cards kind by kind in the page order', () => {
    const cards = toCards({ ...emptyLists, freebet: [aFreebet()], comboboost: [aComboboost()] });
    expect(cards.map((card) => card.kind)).toEqual(['comboboost', 'freebet']);
  });

  it('marks as seen only the bonuses the player holds and has not seen', () => {
    const cards = [
      toCard(aFreebet()),
      toCard(aFreebet({ id: '43', issued: { ...aFreebet().issued, seen: true } })),
      toCard(aComboboost()),
      toCard(aHunting({ issued: issued({ seen: false }) })),
    ];
    expect(unseenRefs(cards)).toEqual([
      { id: '42', type: 'freebet_only_win' },
      { id: '7', type: 'hunting' },
    ]);
  });

  it("shows the player's record of a public campaign in its place and adds the player's own", () => {
    const publicCards = [toCard(aComboboost()), toCard(aHunting())];
    const mine = [
      toCard(aHunting({ issued: issued({ computedStatus: 'active' }) })),
      toCard(aFreebet()),
    ];
    const merged = mergeCards(publicCards, mine);
    expect(merged.map((card) => [card.ref.id, card.status])).toEqual([
      ['1', 'available'],
      ['7', 'active'],
      ['42', 'active'],
    ]);
  });

  it('shows a claimed promo-code freebet as the freebet it issued, not as the offer', () => {
    const offer = toCard(aFreebetCampaign({ id: '3' }));
    const other = toCard(aFreebetCampaign({ id: '4', promoCodeOnly: false }));
    const issuedFreebet = toCard(aFreebet({ id: '42', campaignId: '3', name: 'Welcome freebet' }));
    const progressFreebet = toCard(aFreebet({ id: '43', campaignId: '4' }));
    const merged = mergeCards([offer, other], [issuedFreebet, progressFreebet]);
    expect(merged.map((card) => card.ref.id)).toEqual(['4', '42', '43']);
  });
});
