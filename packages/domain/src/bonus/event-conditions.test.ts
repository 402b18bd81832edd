import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EventConditionLists,
  type MatchPlacement,
  allMeetEventConditions,
  meetsEventConditions,
} from './event-conditions';

const NONE: EventConditionLists = {
  sport_type: [],
  sport: [],
  category: [],
  tournament: [],
  event: [],
};
const match: MatchPlacement = {
  sportType: 'sport',
  sportId: '1',
  categoryId: '10',
  tournamentId: '17',
  eventId: '1002',
};
const ref = (id: string) => ({ id, name: id });

describe('event conditions', () => {
  it('lets every match through when no list restricts', () => {
    expect(meetsEventConditions(NONE, match)).toBe(true);
  });

  it('admits a match only when each non-empty level lists its id', () => {
    expect(meetsEventConditions({ ...NONE, tournament: [ref('17'), ref('8')] }, match)).toBe(true);
    expect(meetsEventConditions({ ...NONE, tournament: [ref('8')] }, match)).toBe(false);
    expect(meetsEventConditions({ ...NONE, sport: [ref('1')], event: [ref('9')] }, match)).toBe(
      false,
    );
    expect(meetsEventConditions({ ...NONE, sport_type: [ref('esport')] }, match)).toBe(false);
  });

  it('asks every match of a bet to meet them, and a bet without matches meets none', () => {
    const spanish = { ...match, tournamentId: '8', eventId: '1003' };
    const english = { ...NONE, tournament: [ref('17')] };
    expect(allMeetEventConditions(english, [match])).toBe(true);
    expect(allMeetEventConditions(english, [match, spanish])).toBe(false);
    expect(allMeetEventConditions(NONE, [])).toBe(false);
  });

  it('never admits more when a list gains a condition (property)', () => {
    const id = fc.constantFrom('1', '2', '3');
    fc.assert(
      fc.property(
        fc.record({
          sportType: id,
          sportId: id,
          categoryId: id,
          tournamentId: id,
          eventId: id,
        }),
        fc.array(id, { maxLength: 3 }),
        id,
        (placement, listed, extra) => {
          const before = { ...NONE, sport: listed.map(ref) };
          const narrower = { ...before, category: [ref(extra)] };
          if (meetsEventConditions(narrower, placement)) {
            expect(meetsEventConditions(before, placement)).toBe(true);
          }
        },
      ),
    );
  });
});
