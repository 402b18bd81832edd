import { describe, expect, it } from 'vitest';
import {
  makeBetLimits,
  makeQuickBet,
  makeSelection,
  makeTicketBet,
  minor,
  odds,
} from '../../testing';
import {
  applyBalanceToQuickBet,
  approveQuickBet,
  placeQuickBet,
  setQuickBetCurrency,
  setQuickBetStake,
  setQuickBetState,
  toggleQuickBet,
} from './quick-bet';

const player = { isLoggedIn: true, isPve: false };
const single = makeTicketBet({ selections: [makeSelection({ odds: odds(2.5) })] });

describe('quick bet', () => {
  it('flips enabled and clears approval when toggled', () => {
    const toggled = toggleQuickBet(makeQuickBet());
    expect(toggled).toMatchObject({ isEnabled: false, isApproved: false });
    expect(toggleQuickBet(toggled).isEnabled).toBe(true);
  });

  it('clears approval when the stake or currency changes', () => {
    expect(setQuickBetStake(makeQuickBet(), 200)).toMatchObject({ stake: 200, isApproved: false });
    expect(setQuickBetStake(makeQuickBet(), -1).stake).toBe(0);
    expect(setQuickBetCurrency(makeQuickBet(), 'USD')).toMatchObject({
      currency: 'USD',
      isApproved: false,
    });
  });

  it('approves only a stake above zero', () => {
    expect(approveQuickBet(makeQuickBet({ isApproved: false })).isApproved).toBe(true);
    expect(approveQuickBet(makeQuickBet({ isApproved: false, stake: minor(0) })).isApproved).toBe(
      false,
    );
  });

  it('clears selected outcomes in any state but PROCESSING', () => {
    const selected = makeQuickBet({ selectedOutcomeIds: [single.selections[0]!.outcomeId] });
    expect(setQuickBetState(selected, 'PROCESSING').selectedOutcomeIds).toHaveLength(1);
    expect(setQuickBetState(selected, 'SUCCESS').selectedOutcomeIds).toEqual([]);
    expect(setQuickBetState(selected, 'ERROR').selectedOutcomeIds).toEqual([]);
  });

  it('turns off when the balance is below the stake or zero', () => {
    expect(applyBalanceToQuickBet(makeQuickBet(), minor(99)).isEnabled).toBe(false);
    expect(applyBalanceToQuickBet(makeQuickBet({ stake: minor(0) }), minor(0)).isEnabled).toBe(
      false,
    );
    expect(applyBalanceToQuickBet(makeQuickBet(), minor(100)).isEnabled).toBe(true);
  });

  describe('placing', () => {
    it('goes to PROCESSING with the bet at the quick stake', () => {
      const result = placeQuickBet(makeQuickBet(), single, player, null);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.bet).toMatchObject({ stake: 100, currency: 'EUR' });
      expect(result.quickBet).toMatchObject({
        state: 'PROCESSING',
        bet: result.bet,
        selectedOutcomeIds: [single.selections[0]?.outcomeId],
      });
    });

    it.each([
      ['disabled', { isEnabled: false }],
      ['processing', { state: 'PROCESSING' as const }],
      [
        'warning',
        {
          error: {
            code: 'warning.validation.bet_limits.odds_limit_exceeded',
            severity: 'warning' as const,
          },
        },
      ],
      ['not_approved', { isApproved: false }],
    ])('does nothing while %s', (reason, overrides) => {
      expect(placeQuickBet(makeQuickBet(overrides), single, player, null)).toMatchObject({
        ok: false,
        code: 'quick_bet.ignored',
        reason,
      });
    });

    it('asks for sign-in when not logged in', () => {
      const result = placeQuickBet(
        makeQuickBet({ state: 'ERROR' }),
        single,
        { ...player, isLoggedIn: false },
        null,
      );
      expect(result).toMatchObject({
        ok: false,
        effect: 'open_sign_in',
        quickBet: { state: 'INITIAL' },
      });
    });

    it('refuses a pve player', () => {
      expect(placeQuickBet(makeQuickBet(), single, { ...player, isPve: true }, null)).toMatchObject(
        {
          ok: false,
          code: 'error.platform.pve_player_bet_forbidden',
          quickBet: { error: { code: 'error.platform.pve_player_bet_forbidden' } },
        },
      );
    });

    it('is blocked by a bet limit error or warning', () => {
      const reject = makeBetLimits({ oddsLimit: { value: odds(2.5), action: 'reject' } });
      const accept = makeBetLimits({ oddsLimit: { value: odds(2.5), action: 'accept' } });
      expect(placeQuickBet(makeQuickBet(), single, player, reject)).toMatchObject({
        code: 'error.validation.bet_limits.odds_limit_exceeded',
        severity: 'error',
      });
      const warned = placeQuickBet(makeQuickBet(), single, player, accept);
      expect(warned).toMatchObject({
        code: 'warning.validation.bet_limits.odds_limit_exceeded',
        severity: 'warning',
      });
      // The warning now shown blocks the next tap until the stake changes.
      expect(placeQuickBet(warned.quickBet, single, player, null)).toMatchObject({
        reason: 'warning',
      });
      const restaked = approveQuickBet(setQuickBetStake(warned.quickBet, 200));
      expect(placeQuickBet(restaked, single, player, null).ok).toBe(true);
    });

    it('refuses a potential win equal to or less than the stake', () => {
      const shortest = makeTicketBet({ selections: [makeSelection({ odds: odds(1) })] });
      expect(placeQuickBet(makeQuickBet(), shortest, player, null)).toMatchObject({
        code: 'error.potential_win.equal_or_less',
      });
    });
  });
});
