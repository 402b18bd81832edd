import { describe, expect, it } from 'vitest';
import {
  makeContext,
  makeSelection,
  makeSelections,
  makeTicketBet,
  makeTicketState,
  minor,
  odds,
} from '../../testing';
import { systemTypesFor } from '../system/system';
import type { StoredTicketBet } from './ticket-state';
import {
  acceptTicketOddsChanges,
  addSelectionToTicket,
  changeTicketBetType,
  clearTicket,
  placeBetsFailed,
  placeBetsSucceeded,
  removeSelectionFromTicket,
  restoreStoredBets,
  setTicketBets,
  setTicketState,
  startPlacingBets,
  toggleOutcome,
} from './ticket-state';
import type { TicketState } from './types';

const context = makeContext();

function slipWith(prices: readonly number[]): TicketState {
  return makeSelections(prices).reduce(
    (state, selection) => addSelectionToTicket(state, selection, context),
    makeTicketState(),
  );
}

describe('ticket state', () => {
  describe('state rules', () => {
    it('empties processing bets on ERROR and INITIAL', () => {
      const processing = makeTicketState({
        processingBets: [makeTicketBet()],
        ticketState: 'PROCESSING',
      });
      expect(setTicketState(processing, 'ERROR').processingBets).toEqual([]);
      expect(setTicketState(processing, 'INITIAL').processingBets).toEqual([]);
      expect(setTicketState(processing, 'SUCCESS').processingBets).toHaveLength(1);
    });

    it('clears selected outcomes in the finished states', () => {
      const slip = slipWith([1.5, 2]);
      expect(setTicketState(slip, 'SUCCESS').selectedOutcomeIds).toEqual([]);
      expect(setTicketState(slip, 'ERROR').selectedOutcomeIds).toEqual([]);
      expect(setTicketState(slip, 'ODDS_CHANGED').selectedOutcomeIds).toHaveLength(2);
    });
  });

  describe('adding and removing', () => {
    it('selects the outcomes on the slip and offers systems for their count', () => {
      const slip = slipWith([1.5, 2, 2.5]);
      expect(slip.selectedOutcomeIds).toEqual(slip.bets[0]?.selections.map((s) => s.outcomeId));
      expect(slip.systemTypes).toEqual(systemTypesFor(3));
      expect(slip.ticketState).toBe('INITIAL');
    });

    it('gives ODDS_CHANGED when a bet has changed odds, else INITIAL', () => {
      const changed = makeSelection({ odds: odds(2.2), acceptedOdds: odds(2), isChanged: true });
      const state = addSelectionToTicket(slipWith([1.5]), changed, context);
      expect(state.ticketState).toBe('ODDS_CHANGED');
      expect(setTicketBets(state, [makeTicketBet()]).ticketState).toBe('INITIAL');
    });

    it('keeps ODDS_CHANGED only while some bet still has changed odds', () => {
      const changed = makeSelection({ odds: odds(2.2), acceptedOdds: odds(2), isChanged: true });
      const otherChanged = makeSelection({
        odds: odds(1.4),
        acceptedOdds: odds(1.5),
        isChanged: true,
      });
      let state = addSelectionToTicket(slipWith([1.5]), changed, context);
      state = addSelectionToTicket(state, otherChanged, context);
      state = removeSelectionFromTicket(state, changed.outcomeId);
      expect(state.ticketState).toBe('ODDS_CHANGED');
      state = removeSelectionFromTicket(state, otherChanged.outcomeId);
      expect(state.ticketState).toBe('INITIAL');
    });

    it('does not move a state other than ODDS_CHANGED on removal', () => {
      const slip = setTicketState(slipWith([1.5, 2]), 'ERROR');
      const outcome = slip.bets[0]!.selections[0]!.outcomeId;
      expect(removeSelectionFromTicket(slip, outcome).ticketState).toBe('ERROR');
    });

    it('returns to INITIAL when the player accepts the odds changes', () => {
      const changed = makeSelection({ odds: odds(2.2), acceptedOdds: odds(2), isChanged: true });
      const state = acceptTicketOddsChanges(
        addSelectionToTicket(makeTicketState(), changed, context),
      );
      expect(state.ticketState).toBe('INITIAL');
      expect(state.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 2.2, isChanged: false });
    });

    it('leaves the state alone while a placement is in progress', () => {
      const changed = makeTicketBet({
        selections: [makeSelection({ odds: odds(2.2), acceptedOdds: odds(2), isChanged: true })],
      });
      const processing = makeTicketState({ ticketState: 'PROCESSING', inProgress: true });
      expect(setTicketBets(processing, [changed]).ticketState).toBe('PROCESSING');
    });
  });

  describe('toggling an outcome', () => {
    it('adds an outcome that is not selected and removes one that is', () => {
      const selection = makeSelection();
      const added = toggleOutcome(makeTicketState(), selection, context);
      expect(added.selectedOutcomeIds).toEqual([selection.outcomeId]);
      expect(toggleOutcome(added, selection, context).bets).toEqual([]);
    });

    it('is ignored while the ticket is in progress', () => {
      const state = makeTicketState({ inProgress: true });
      expect(toggleOutcome(state, makeSelection(), context)).toBe(state);
    });

    it('starts a new slip after a successful placement', () => {
      const placed = placeBetsSucceeded(slipWith([1.5, 2]), []);
      const selection = makeSelection();
      const next = toggleOutcome(placed, selection, context);
      expect(next.ticketState).toBe('INITIAL');
      expect(next.bets).toHaveLength(1);
      expect(next.selectedOutcomeIds).toEqual([selection.outcomeId]);
    });
  });

  it('changes the bet type of the slip or refuses with a code', () => {
    const slip = slipWith([1.5, 2, 2.5]);
    const system = changeTicketBetType(slip, 'system', context);
    expect(system.ok && system.state.bets[0]?.betType).toBe('system');
    expect(changeTicketBetType(slip, 'combo', context)).toEqual({
      ok: false,
      code: 'error.bet_slip.bet_type_unchanged',
    });
  });

  it('keeps the system types when the slip is cleared', () => {
    const slip = {
      ...slipWith([1.5, 2, 2.5]),
      upcomingBonuses: [{ id: 'b', type: 'hunting' as const }],
    };
    const cleared = clearTicket(slip);
    expect(cleared).toEqual(makeTicketState({ systemTypes: systemTypesFor(3) }));
  });

  describe('restoring stored bets', () => {
    const stored: StoredTicketBet = {
      ...makeTicketBet(),
      availableBonuses: {
        freebet: { id: 'fb', kind: 'only_win', amount: minor(100), currency: 'EUR' },
      },
    };

    it('restores a non-empty list with freebets as a list', () => {
      const restored = restoreStoredBets(makeTicketState({ isRestoring: true }), [stored]);
      expect(restored.isRestoring).toBe(false);
      expect(restored.bets[0]?.availableBonuses.freebet).toEqual([
        { id: 'fb', kind: 'only_win', amount: 100, currency: 'EUR' },
      ]);
      expect(restored.selectedOutcomeIds).toEqual([stored.selections[0]?.outcomeId]);
    });

    it('keeps the slip when the stored list is empty or missing', () => {
      const slip = { ...slipWith([1.5]), isRestoring: true };
      expect(restoreStoredBets(slip, [])).toEqual({ ...slip, isRestoring: false });
      expect(restoreStoredBets(slip, null).bets).toBe(slip.bets);
    });
  });

  describe('placing bets', () => {
    const staked = (): TicketState => {
      const slip = slipWith([1.5, 2]);
      return { ...slip, error: { message: 'old', details: null, betErrors: [] } };
    };

    it('resets to INITIAL and asks for sign-in when not logged in', () => {
      const result = startPlacingBets(setTicketState(staked(), 'ODDS_CHANGED'), {
        isLoggedIn: false,
      });
      expect(result.effect).toEqual({ type: 'open_sign_in' });
      expect(result.state.ticketState).toBe('INITIAL');
      expect(result.state.inProgress).toBe(false);
    });

    it('sends the bets with a stake above zero', () => {
      const withStake = { ...makeTicketBet(), stake: minor(500) };
      const state = makeTicketState({ bets: [withStake, makeTicketBet()] });
      const result = startPlacingBets(state, { isLoggedIn: true });
      expect(result.effect).toEqual({ type: 'place_bets', bets: [withStake] });
      expect(result.state).toMatchObject({
        ticketState: 'INITIAL',
        inProgress: true,
        error: null,
        processingBets: [withStake],
      });
    });

    it('ignores a second press while placing', () => {
      const state = makeTicketState({ inProgress: true });
      expect(startPlacingBets(state, { isLoggedIn: true })).toEqual({ state, effect: null });
    });

    it('ends in SUCCESS with the placed bets', () => {
      const started = startPlacingBets(staked(), { isLoggedIn: true }).state;
      const placed = [{ ...makeTicketBet(), betId: 'bet-1', status: 'submitted' }];
      const done = placeBetsSucceeded(started, placed);
      expect(done).toMatchObject({
        ticketState: 'SUCCESS',
        inProgress: false,
        processingBets: placed,
      });
      expect(done.selectedOutcomeIds).toEqual([]);
    });

    it('ends in ERROR with the mapped message when the error carries a code', () => {
      const started = startPlacingBets(staked(), { isLoggedIn: true }).state;
      const result = placeBetsFailed(started, {
        code: 101,
        data: {
          details: 'odds moved',
          errors_by_bet: { 0: { localized_message: 'Odds changed' } },
        },
      });
      expect(result.effect).toBeNull();
      expect(result.state).toMatchObject({
        ticketState: 'ERROR',
        inProgress: false,
        processingBets: [],
        selectedOutcomeIds: [],
        error: {
          message: 'error.place_bets.invalid_odds',
          details: 'odds moved',
          betErrors: [{ bet: '0', localizedMessage: 'Odds changed', messageKey: null }],
        },
      });
    });

    it('ends in ERROR with the default message for a text code', () => {
      const started = startPlacingBets(staked(), { isLoggedIn: true }).state;
      const result = placeBetsFailed(started, { code: 'validation_failed', message: 'Bad body' });
      expect(result.state.ticketState).toBe('ERROR');
      expect(result.state.error?.message).toBe('error.place_bets.default');
    });

    it('resets to INITIAL and shows an error alert on other failures', () => {
      const started = startPlacingBets(staked(), { isLoggedIn: true }).state;
      const result = placeBetsFailed(started, null);
      expect(result.effect).toEqual({ type: 'show_error_alert' });
      expect(placeBetsFailed(started, { message: 'timeout' }).effect).toEqual({
        type: 'show_error_alert',
      });
      expect(result.state).toMatchObject({
        ticketState: 'INITIAL',
        inProgress: false,
        error: null,
      });
      expect(result.state.processingBets).toEqual([]);
    });
  });
});
