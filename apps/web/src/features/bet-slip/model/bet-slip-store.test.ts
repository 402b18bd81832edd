import {
  type MinorUnits,
  type TicketBet,
  NO_AVAILABLE_BONUSES,
  TICKET_STATE,
  betPotentialWin,
  minorUnits,
  oddsFromWire,
  ticketTotalStake,
} from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import type { OutcomePick } from '../../catalog/selection';
import { type BetSlipDeps, DEFAULT_SLIP_SETTINGS, createBetSlipStore } from './bet-slip-store';
import { selectionFromPick, wireIdsOf } from './slip-selection';
import { STORAGE_KEYS, memoryStorage } from './slip-storage';

const event = (id: number) => ({
  id,
  urnId: `sr:match:${id}`,
  slug: `home-${id}-away-${id}`,
  type: 'match' as const,
  sportKey: 'football',
  nameA: `Home ${id}`,
  nameB: `Away ${id}`,
  categoryName: 'England',
  leagueName: 'Premier League',
  status: 0 as const,
  provider: 'betradar' as const,
  startTime: '2026-11-22T18:00:00Z',
});

const pick = (matchId: number, odds: number, outcome = '1'): OutcomePick => ({
  key: `${matchId}:1::${outcome}`,
  odds,
  active: true,
  suspended: false,
  name: `Home ${matchId}`,
  market: '1x2',
  event: event(matchId),
});

const selection = (matchId: number, odds: number, outcome = '1') => {
  const made = selectionFromPick(pick(matchId, odds, outcome));
  if (!made) throw new Error('bad pick');
  return made;
};

function setup(overrides: Partial<BetSlipDeps> = {}) {
  const storage = memoryStorage();
  const deps: BetSlipDeps = {
    storage,
    isLoggedIn: () => true,
    placeBets: vi.fn(async (bets: readonly TicketBet[]) => ({
      ok: true as const,
      bets: bets.map((_, index) => ({
        id: `bet-${index}`,
        status: 'submitted',
        ref: `B-${index}`,
      })),
    })),
    onSelectedKeys: vi.fn(),
    onCountChange: vi.fn(),
    onSignInNeeded: vi.fn(),
    onErrorAlert: vi.fn(),
    ...overrides,
  };
  const store = createBetSlipStore(deps);
  return { store, deps, storage };
}

describe('bet slip store', () => {
  it('makes a single from the first selection and a combo from the second', () => {
    const { store } = setup();
    store.toggle(selection(1, 2.1));
    expect(store.getState().ticket.bets.map((bet) => bet.betType)).toEqual(['single']);
    store.toggle(selection(2, 1.8));
    const bets = store.getState().ticket.bets;
    expect(bets.map((bet) => bet.betType)).toEqual(['combo']);
    expect(bets[0]?.selections).toHaveLength(2);
  });

  it('takes an outcome off the slip on a second tap and reports the selected keys', () => {
    const { store, deps } = setup();
    store.toggle(selection(1, 2.1));
    expect(deps.onSelectedKeys).toHaveBeenLastCalledWith(['1:1::1']);
    store.toggle(selection(1, 2.1));
    expect(store.getState().ticket.bets).toEqual([]);
    expect(deps.onSelectedKeys).toHaveBeenLastCalledWith([]);
    expect(deps.onCountChange).toHaveBeenNthCalledWith(1, 0, 1);
    expect(deps.onCountChange).toHaveBeenNthCalledWith(2, 1, 0);
  });

  it('survives a reload through local storage', () => {
    const { store, storage } = setup();
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 500 as MinorUnits);
    expect(storage.getItem(STORAGE_KEYS.bets)).toContain('1:1::1');
    const reloaded = createBetSlipStore({
      storage,
      isLoggedIn: () => true,
      placeBets: vi.fn(),
    });
    const bets = reloaded.getState().ticket.bets;
    expect(bets).toHaveLength(1);
    expect(bets[0]?.stake).toBe(500);
    expect(reloaded.getState().ticket.isRestoring).toBe(false);
  });

  it('flags a price drop for acceptance with accept mode none, then accepts it', () => {
    const { store } = setup();
    store.toggle(selection(1, 2.1));
    store.quote('1:1::1', { odds: 1.95, active: true, suspended: false });
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.oddsChanged);
    expect(store.getState().ticket.bets[0]?.selections[0]?.isChanged).toBe(true);
    store.acceptOdds();
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.initial);
    expect(store.getState().ticket.bets[0]?.selections[0]?.acceptedOdds).toBe(1.95);
  });

  it('takes a rise silently when the player accepts higher odds', () => {
    const { store } = setup();
    store.setSettings({ ...DEFAULT_SLIP_SETTINGS, oddsAcceptMode: 'higher' });
    store.toggle(selection(1, 2.1));
    store.quote('1:1::1', { odds: 2.3, active: true, suspended: false });
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.initial);
    expect(store.getState().ticket.bets[0]?.selections[0]?.acceptedOdds).toBe(2.3);
  });

  it('marks a selection suspended when its market is suspended, and leaves the others alone', () => {
    const { store } = setup();
    store.toggle(selection(1, 2.1, '1'));
    store.toggle(selection(2, 1.5, '1'));
    store.quote('1:1::1', { odds: 2.1, active: true, suspended: true });
    const legs = store.getState().ticket.bets[0]?.selections ?? [];
    expect(legs.map((leg) => leg.isSuspended)).toEqual([true, false]);
  });

  it('keeps a potential win typed by the player when the odds change', () => {
    const { store } = setup();
    store.setSettings({ ...DEFAULT_SLIP_SETTINGS, oddsAcceptMode: 'any' });
    store.setStakeMode('potential_win');
    store.toggle(selection(1, 2));
    store.setAmount(0, 10_000 as MinorUnits);
    expect(store.getState().ticket.bets[0]?.stake).toBe(5000);
    store.quote('1:1::1', { odds: 2.5, active: true, suspended: false });
    const bet = store.getState().ticket.bets[0];
    expect(bet?.stake).toBe(4000);
    expect(bet && betPotentialWin(bet)).toBe(10_000);
  });

  it('asks a visitor to sign in and keeps the slip', async () => {
    const { store, deps } = setup({ isLoggedIn: () => false });
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 500 as MinorUnits);
    await store.place();
    expect(deps.onSignInNeeded).toHaveBeenCalled();
    expect(deps.placeBets).not.toHaveBeenCalled();
    expect(store.getState().ticket.bets).toHaveLength(1);
  });

  it('marks two selections of one match in a combo and refuses to send it, naming them', async () => {
    const { store, deps } = setup();
    store.toggle(selection(1, 2.1, '1'));
    store.toggle(selection(2, 1.8));
    store.toggle(selection(1, 3.4, 'X'));
    const bets = store.getState().ticket.bets;
    expect(bets.map((bet) => bet.betType)).toEqual(['combo']);
    const onMatchOne = bets[0]?.selections.filter((s) => s.matchId === '1').map((s) => s.id);
    expect(store.sameMatchConflict()).toEqual({ betIndex: 0, selectionIds: onMatchOne });
    store.setAmount(0, 500 as MinorUnits);
    await store.place();
    expect(deps.placeBets).not.toHaveBeenCalled();
    expect(store.getState().notice).toEqual({
      code: 'error.validation.same_match_selections',
      values: { selections: 'Home 1, Home 1' },
    });
    // Removing one of them lets the combo go.
    store.remove(bets[0]!.selections[2]!.outcomeId);
    expect(store.sameMatchConflict()).toBeNull();
    await store.place();
    expect(deps.placeBets).toHaveBeenCalledTimes(1);
  });

  it('refuses a stake below the minimum before sending', async () => {
    const { store, deps } = setup();
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 5 as MinorUnits);
    await store.place();
    expect(deps.placeBets).not.toHaveBeenCalled();
    expect(store.getState().notice?.code).toBe('error.place_bets.min_stake_fiat');
  });

  it('refuses a stake at the max stake limit with the limit in the notice', async () => {
    const { store, deps } = setup();
    store.setSettings({
      ...DEFAULT_SLIP_SETTINGS,
      limits: {
        selectionLimit: null,
        oddsLimit: null,
        maxStakeLimit: {
          fiat: { EUR: { amount: 10_000 as MinorUnits, action: 'reject' } },
          crypto: {},
        },
        payoutLimit: null,
      },
    });
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 10_000 as MinorUnits);
    await store.place();
    expect(deps.placeBets).not.toHaveBeenCalled();
    expect(store.getState().notice).toEqual({
      code: 'error.validation.bet_limits.max_stake_limit_exceeded',
      values: { amount: 10_000, currency: 'EUR' },
    });
  });

  it('places the bets with a stake, shows SUCCESS and empties the stored slip', async () => {
    const { store, deps, storage } = setup();
    store.toggle(selection(1, 2.1));
    store.toggle(selection(2, 1.8));
    store.setAmount(0, 1000 as MinorUnits);
    await store.place();
    expect(deps.placeBets).toHaveBeenCalledTimes(1);
    const ticket = store.getState().ticket;
    expect(ticket.ticketState).toBe(TICKET_STATE.success);
    expect(ticket.processingBets[0]?.betId).toBe('bet-0');
    expect(store.getState().receipts['bet-0']).toBe('B-0');
    expect(ticket.selectedOutcomeIds).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.bets)).toBe('[]');
  });

  it('shows the mapped error when the server refuses with a code', async () => {
    const { store } = setup({
      placeBets: async () => ({ ok: false, response: { code: 101 } }),
    });
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 1000 as MinorUnits);
    await store.place();
    const ticket = store.getState().ticket;
    expect(ticket.ticketState).toBe(TICKET_STATE.error);
    expect(ticket.error?.message).toBe('error.place_bets.invalid_odds');
  });

  it('raises the generic alert when placing fails without a code', async () => {
    const { store, deps } = setup({
      placeBets: async () => {
        throw new Error('offline');
      },
    });
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 1000 as MinorUnits);
    await store.place();
    expect(deps.onErrorAlert).toHaveBeenCalled();
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.initial);
  });

  it('sends the wire ids of the outcome, colons and all', () => {
    const made = selectionFromPick({ ...pick(5, 3.2), key: '5:14:hcp=0:1:1711' });
    expect(made && wireIdsOf(made)).toEqual({
      match_id: 5,
      market_id: 14,
      specifier: 'hcp=0:1',
      outcome_id: '1711',
    });
  });
});

/** The server's wrong-odds refusal (101) of the first bet, with its selection's current price. */
const wrongOdds = (current: number) => ({
  code: 101,
  message: 'error.place_bets.invalid_odds',
  data: { details: { current_odds: { '0': [current] } }, errors_by_bet: {} },
});

describe('a wrong-odds refusal', () => {
  it('puts the current prices on the slip for the player to accept', async () => {
    const { store } = setup({
      placeBets: async () => ({
        ok: false,
        response: wrongOdds(2.25),
      }),
    });
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 1000 as MinorUnits);
    await store.place();
    const ticket = store.getState().ticket;
    expect(ticket.ticketState).toBe(TICKET_STATE.oddsChanged);
    expect(ticket.bets[0]?.selections[0]?.odds).toBe(2.25);
    expect(ticket.bets[0]?.selections[0]?.isChanged).toBe(true);
    store.acceptOdds();
    expect(store.getState().ticket.bets[0]?.selections[0]?.acceptedOdds).toBe(2.25);
  });

  it('keeps the refused price when the page tells its older price again', async () => {
    const keys: (readonly string[])[] = [];
    const { store } = setup({
      placeBets: async () => ({
        ok: false,
        response: wrongOdds(2.12),
      }),
      onSelectedKeys: (selected) => keys.push(selected),
    });
    store.toggle(selection(1, 2.15));
    store.setAmount(0, 1000 as MinorUnits);
    keys.length = 0;
    await store.place();
    // The buttons stay pressed through the refusal: the page is never told the slip is empty.
    expect(keys.filter((selected) => selected.length === 0)).toEqual([]);
    // The page has not heard of the move: its buttons tell 2.15 again (a move mark expiring).
    store.quote('1:1::1', { odds: 2.15, active: true, suspended: false });
    let [held] = store.getState().ticket.bets[0]?.selections ?? [];
    expect(held).toMatchObject({ odds: 2.12, acceptedOdds: 2.15, isChanged: true });
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.oddsChanged);
    // The page's state still counts: a suspension from it suspends the selection.
    store.quote('1:1::1', { odds: 2.15, active: true, suspended: true });
    [held] = store.getState().ticket.bets[0]?.selections ?? [];
    expect(held).toMatchObject({ odds: 2.12, isSuspended: true });
    // A price the page has not told before is news.
    store.quote('1:1::1', { odds: 2.2, active: true, suspended: false });
    [held] = store.getState().ticket.bets[0]?.selections ?? [];
    expect(held).toMatchObject({ odds: 2.2, isSuspended: false });
  });

  it('from a VIP request takes the current prices the same way, and nothing from another refusal', () => {
    const { store } = setup();
    store.toggle(selection(1, 2.1));
    store.setAmount(0, 1000 as MinorUnits);
    const sent = store.getState().ticket.bets;
    expect(
      store.takeRefusedPrices(sent, { code: 'vip_not_eligible', message: 'no', data: null }),
    ).toBe(false);
    expect(store.takeRefusedPrices(sent, null)).toBe(false);
    expect(store.getState().ticket.ticketState).not.toBe(TICKET_STATE.oddsChanged);
    const moved = wrongOdds(1.95);
    expect(store.takeRefusedPrices(sent, moved)).toBe(true);
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.oddsChanged);
    expect(store.getState().ticket.bets[0]?.selections[0]?.odds).toBe(1.95);
  });

  describe('freebets', () => {
    const offer = {
      ...NO_AVAILABLE_BONUSES,
      freebet: [{ id: '7', kind: 'all_win' as const, amount: minorUnits(500), currency: 'EUR' }],
    };

    it('sets the stake to a chosen freebet and back to 0 when it is removed', () => {
      const { store } = setup();
      store.toggle(selection(1, 3));
      store.setAmount(0, 200 as MinorUnits);
      store.setAvailableBonuses([offer]);
      expect(store.chooseBonus(0, { id: '7', type: 'freebet_all_win' })).toBeNull();
      let [bet] = store.getState().ticket.bets;
      expect(bet?.stake).toBe(500);
      expect(bet?.bonus).toMatchObject({ id: '7', type: 'freebet_all_win' });
      // An all-win freebet is not the player's money and pays stake and winnings, €15 at 3.0.
      expect(ticketTotalStake(store.getState().ticket.bets)).toBe(0);
      expect(betPotentialWin(bet as TicketBet)).toBe(1500);
      store.chooseBonus(0, null);
      [bet] = store.getState().ticket.bets;
      expect(bet?.stake).toBe(0);
      expect(bet?.bonus).toBeNull();
    });

    it('drops a freebet the server no longer offers and resets its stake', () => {
      const { store } = setup();
      store.toggle(selection(1, 3));
      store.setAvailableBonuses([offer]);
      store.chooseBonus(0, { id: '7', type: 'freebet_all_win' });
      store.setAvailableBonuses([NO_AVAILABLE_BONUSES]);
      const [bet] = store.getState().ticket.bets;
      expect(bet?.bonus).toBeNull();
      expect(bet?.stake).toBe(0);
    });

    it('keeps the receipt after placing when offers arrive', async () => {
      const { store } = setup();
      store.toggle(selection(1, 3));
      store.setAmount(0, 200 as MinorUnits);
      await store.place();
      expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.success);
      store.setAvailableBonuses([offer]);
      expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.success);
    });

    it('a freebet bet refused for its price shows the new price to accept', async () => {
      const placeBets = vi.fn<BetSlipDeps['placeBets']>().mockResolvedValue({
        ok: false,
        response: wrongOdds(2.12),
      });
      const { store } = setup({ placeBets });
      store.toggle(selection(1, 2.15));
      store.setAvailableBonuses([offer]);
      store.chooseBonus(0, { id: '7', type: 'freebet_all_win' });
      await store.place();
      const ticket = store.getState().ticket;
      expect(ticket.ticketState).toBe(TICKET_STATE.oddsChanged);
      expect(ticket.bets[0]?.selections[0]?.odds).toBe(2.12);
      expect(ticket.bets[0]?.bonus).toMatchObject({ id: '7' });
    });

    it('refuses a freebet the bet is not offered', () => {
      const { store } = setup();
      store.toggle(selection(1, 3));
      expect(store.chooseBonus(0, { id: '8', type: 'freebet_all_win' })).not.toBeNull();
    });
  });
});

describe('bet slip store: bet builder', () => {
  const legs = () =>
    [selection(9, 2.1, '1'), selection(9, 1.9, '12')].map((leg, i) => ({
      ...leg,
      marketGroup: i === 0 ? 'match_result' : 'total_goals',
    }));
  const builderOn = { ...DEFAULT_SLIP_SETTINGS, customBetEnabled: true };

  it('puts a priced bet builder bet on the slip as one custom bet', () => {
    const { store } = setup();
    store.setSettings(builderOn);
    store.addCustomBet(legs(), oddsFromWire(3.6));
    const [bet] = store.getState().ticket.bets;
    expect(bet?.betType).toBe('custom');
    expect(bet?.customOdds).toBe(oddsFromWire(3.6));
    expect(bet?.selections).toHaveLength(2);
  });

  it('offers nothing while the operator has the bet builder off', () => {
    const { store } = setup();
    store.addCustomBet(legs(), oddsFromWire(3.6));
    expect(store.getState().ticket.bets).toHaveLength(0);
  });

  it('holds a moved custom price (120) until the player accepts it, then places at it', async () => {
    const placeBets = vi
      .fn<BetSlipDeps['placeBets']>()
      .mockResolvedValueOnce({
        ok: false,
        response: { code: 120, data: { details: { custom_odds: 3.4 }, errors_by_bet: {} } },
      })
      .mockResolvedValueOnce({ ok: true, bets: [{ id: 'b1', status: 'submitted', ref: 'R1' }] });
    const { store } = setup({ placeBets });
    store.setSettings(builderOn);
    store.addCustomBet(legs(), oddsFromWire(3.6));
    store.setAmount(0, 500 as MinorUnits);
    await store.place();
    expect(store.getState().customMoves).toEqual({ 0: oddsFromWire(3.6) });
    expect(store.getState().ticket.bets[0]?.customOdds).toBe(oddsFromWire(3.4));
    await store.place();
    expect(placeBets).toHaveBeenCalledTimes(1);
    store.acceptOdds();
    await store.place();
    expect(placeBets).toHaveBeenCalledTimes(2);
    expect(placeBets.mock.calls[1]?.[0][0]?.customOdds).toBe(oddsFromWire(3.4));
    expect(store.getState().ticket.ticketState).toBe(TICKET_STATE.success);
  });

  it('saves edited legs at their new price, keeping the stake', () => {
    const { store } = setup();
    store.setSettings(builderOn);
    store.addCustomBet(legs(), oddsFromWire(3.6));
    store.setAmount(0, 500 as MinorUnits);
    const edited = [...legs(), { ...selection(9, 3.1, '74'), marketGroup: 'both_teams_to_score' }];
    store.replaceCustomBet(0, edited, oddsFromWire(7.25));
    const [bet] = store.getState().ticket.bets;
    expect(bet?.selections).toHaveLength(3);
    expect(bet?.customOdds).toBe(oddsFromWire(7.25));
    expect(bet?.stake).toBe(500);
  });
});
