import { type Match, camelize } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { FakeElement, FakePage } from '../live/fake-page.test-helpers';
import { wireMatch } from '../live/live-fixtures.test-helpers';
import { outcomeKey } from '../live/outcome-store';
import {
  BET_EVENT_ATTRIBUTE,
  BET_LEAGUE_ATTRIBUTE,
  betEventAttributes,
  betEventOf,
  betLeagueAttributes,
  parseOutcomeKey,
  readBetEvent,
  sharedBetEvent,
} from './bet-event';

const match = (overrides = {}): Match => camelize(wireMatch(overrides));

/** The stand-in element where the DOM's type is asked for (it has what `readBetEvent` reads). */
const asElement = (fake: FakeElement) => fake as unknown as Element;

function element(page: FakePage, tag: string, attributes: Record<string, string | undefined>) {
  const made = new FakeElement(page, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) made.setAttribute(name, value);
  }
  return made;
}

/** A league's element holding one row with one price button, as the lists render them. */
function leagueWithRow(rowMatch: Match, leagueMatches: readonly Match[]) {
  const page = new FakePage();
  const shared = sharedBetEvent(leagueMatches);
  const section = element(page, 'section', betLeagueAttributes(shared));
  const row = element(page, 'article', betEventAttributes(rowMatch, shared));
  const button = element(page, 'button', { 'data-outcome-key': '7:1::1' });
  page.documentElement.append(section);
  section.append(row);
  row.append(button);
  return { section, row, button };
}

describe("a row's event in a league's list", () => {
  const first = match({ id: 7, slug: 'a-vs-b-7' });
  const second = match({ id: 8, slug: 'c-vs-d-8', start_time: '2026-11-23T12:00:00.000Z' });

  it('reads the same event as the full attribute, with the league fields written once', () => {
    const { section, row, button } = leagueWithRow(first, [first, second]);
    expect(readBetEvent(asElement(button))).toEqual(betEventOf(first));
    const own = JSON.parse(row.getAttribute(BET_EVENT_ATTRIBUTE) ?? '') as object;
    expect(Object.keys(own)).not.toContain('leagueName');
    expect(JSON.parse(section.getAttribute(BET_LEAGUE_ATTRIBUTE) ?? '')).toEqual({
      type: 'match',
      sportKey: 'football',
      categoryName: 'England',
      leagueName: 'League',
      provider: 'betradar',
    });
  });

  it("keeps a field in each row when the league's rows differ in it", () => {
    const other = match({ id: 9, provider: 'betconstruct' });
    const { section, row, button } = leagueWithRow(other, [first, other]);
    expect(readBetEvent(asElement(button))).toEqual(betEventOf(other));
    expect(JSON.parse(row.getAttribute(BET_EVENT_ATTRIBUTE) ?? '')).toMatchObject({
      provider: 'betconstruct',
    });
    expect(section.getAttribute(BET_LEAGUE_ATTRIBUTE)).not.toContain('provider');
  });

  it('reads a full event where no league element is around it (a match page)', () => {
    const page = new FakePage();
    const holder = element(page, 'div', betEventAttributes(first));
    const button = element(page, 'button', {});
    page.documentElement.append(holder);
    holder.append(button);
    expect(readBetEvent(asElement(button))).toEqual(betEventOf(first));
  });

  it('reads nothing outside an event or from an attribute that does not parse', () => {
    const page = new FakePage();
    const holder = element(page, 'div', { [BET_EVENT_ATTRIBUTE]: '{broken' });
    const button = element(page, 'button', {});
    page.documentElement.append(holder);
    holder.append(button);
    expect(readBetEvent(asElement(button))).toBeNull();
    expect(readBetEvent(holder.parentNode && asElement(holder.parentNode))).toBeNull();
  });
});

describe('outcome keys', () => {
  it('reads back a main market outcome', () => {
    expect(parseOutcomeKey(outcomeKey(7, 1, '', '1'))).toEqual({
      matchId: 7,
      marketId: 1,
      specifier: '',
      outcomeId: '1',
    });
  });

  it('keeps the colons of a European handicap line in the specifier', () => {
    expect(parseOutcomeKey(outcomeKey(7, 14, 'hcp=0:1', '1711'))).toEqual({
      matchId: 7,
      marketId: 14,
      specifier: 'hcp=0:1',
      outcomeId: '1711',
    });
  });

  it('keeps the colons of an outright competitor in the outcome id', () => {
    expect(parseOutcomeKey(outcomeKey(9, 40, '', 'sr:competitor:42'))).toEqual({
      matchId: 9,
      marketId: 40,
      specifier: '',
      outcomeId: 'sr:competitor:42',
    });
  });

  it('refuses what is not a key', () => {
    expect(parseOutcomeKey('nonsense')).toBeNull();
    expect(parseOutcomeKey('1:2:total=2.5:')).toBeNull();
  });
});
