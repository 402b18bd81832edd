import type { TicketBet } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { type QuickBetDeps, createQuickBetStore } from './quick-bet-store';
import { selectionFromPick } from './slip-selection';
import { STORAGE_KEYS, memoryStorage } from './slip-storage';

const selection = (odds = 2) => {
  const made = selectionFromPick({
    key: '7:1::1',
    odds,
    active: true,
    suspended: false,
    name: 'Home',
    market: '1x2',
    event: null,
  });
  if (!made) throw new Error('bad pick');
  return made;
};

function setup(overrides: Partial<QuickBetDeps> = {}) {
  const storage = memoryStorage();
  const deps: QuickBetDeps = {
    storage,
    player: () => ({ isLoggedIn: true, isPve: false }),
    limits: () => null,
    context: () => ({
      multiSingleAvailableByProvider: {},
      currency: { code: 'EUR', subunits: 100 },
    }),
    placeBets: vi.fn(async (bets: readonly TicketBet[]) => ({
      ok: true as const,
      bets: bets.map((_, i) => ({ id: `q${i}`, status: 'submitted', ref: `Q${i}` })),
    })),
    onSignInNeeded: vi.fn(),
    onPlaced: vi.fn(),
    onFailed: vi.fn(),
    ...overrides,
  };
  return { store: createQuickBetStore(deps), deps, storage };
}

describe('quick bet store', () => {
  it('off: a tap is not taken (it goes to the slip)', async () => {
    const { store, deps } = setup();
    expect(await store.tap(selection())).toBe(false);
    expect(deps.placeBets).not.toHaveBeenCalled();
  });

  it('on but not approved: the tap is taken and nothing is placed', async () => {
    const { store, deps } = setup();
    store.toggle();
    store.setStake(500);
    expect(await store.tap(selection())).toBe(true);
    expect(deps.placeBets).not.toHaveBeenCalled();
  });

  it('approved: one tap places a single at the quick stake, PROCESSING then SUCCESS', async () => {
    let resolve: (value: { ok: true; bets: [] }) => void = () => {};
    const placeBets = vi.fn(() => new Promise<{ ok: true; bets: [] }>((r) => (resolve = r)));
    const { store, deps } = setup({ placeBets });
    store.toggle();
    store.setStake(500);
    store.approve();
    const tapped = store.tap(selection());
    expect(store.getState().state).toBe('PROCESSING');
    expect(store.getState().selectedOutcomeIds).toEqual(['7:1::1']);
    // A second tap while processing is ignored.
    expect(await store.tap(selection())).toBe(true);
    expect(placeBets).toHaveBeenCalledTimes(1);
    const [bets, quick] = placeBets.mock.calls[0] as unknown as [TicketBet[], boolean];
    expect(bets[0]!.stake).toBe(500);
    expect(bets[0]!.betType).toBe('single');
    expect(quick).toBe(true);
    resolve({ ok: true, bets: [] });
    await tapped;
    expect(store.getState().state).toBe('SUCCESS');
    expect(store.getState().selectedOutcomeIds).toEqual([]);
    expect(deps.onPlaced).toHaveBeenCalled();
  });

  it('a refusal from the server ends in ERROR with its message', async () => {
    const { store, deps } = setup({
      placeBets: async () => ({
        ok: false,
        response: { code: 422, message: 'error.risk_validation.odds_too_low' },
      }),
    });
    store.toggle();
    store.setStake(500);
    store.approve();
    await store.tap(selection());
    expect(store.getState().state).toBe('ERROR');
    expect(store.getState().error?.code).toBe('error.risk_validation.odds_too_low');
    expect(deps.onFailed).toHaveBeenCalledWith('error.risk_validation.odds_too_low');
  });

  it('is refused for a pve player', async () => {
    const { store, deps } = setup({ player: () => ({ isLoggedIn: true, isPve: true }) });
    store.toggle();
    store.setStake(500);
    store.approve();
    expect(await store.tap(selection())).toBe(true);
    expect(deps.placeBets).not.toHaveBeenCalled();
    expect(store.getState().error?.code).toMatch(/pve/);
  });

  it('signed out: sign-in opens', async () => {
    const { store, deps } = setup({ player: () => ({ isLoggedIn: false, isPve: false }) });
    store.toggle();
    store.setStake(500);
    store.approve();
    await store.tap(selection());
    expect(deps.onSignInNeeded).toHaveBeenCalled();
    expect(deps.placeBets).not.toHaveBeenCalled();
  });

  it('a balance below the stake turns it off', () => {
    const { store } = setup();
    store.toggle();
    store.setStake(500);
    store.applyBalance(499);
    expect(store.getState().isEnabled).toBe(false);
  });

  it('persists the choice under quick_bet, and reset (sign-out) clears it', () => {
    const { store, storage, deps } = setup();
    store.toggle();
    store.setStake(700);
    store.approve();
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.quickBet) ?? 'null');
    expect(saved).toEqual({ isEnabled: true, stake: 700, currency: 'EUR', isApproved: true });
    expect(createQuickBetStore({ ...deps, storage }).getState().isApproved).toBe(true);
    store.reset();
    expect(storage.getItem(STORAGE_KEYS.quickBet)).toBeNull();
    expect(store.getState().isEnabled).toBe(false);
  });

  it('a new stake asks for approval again', () => {
    const { store } = setup();
    store.toggle();
    store.setStake(500);
    store.approve();
    store.setStake(600);
    expect(store.getState().isApproved).toBe(false);
  });
});
