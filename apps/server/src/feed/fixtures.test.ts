import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { DAY, fixturesForWeek, weekOf, weekStart } from './fixtures';

const week = weekOf(Date.UTC(2026, 2, 14));
const league = (slug: string) => {
  const found = catalog().leagues.find((l) => `${l.sport.key}/${l.tournament.slug}` === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('fixture schedules', () => {
  it('generates the same week for the same seed and another one for another seed', () => {
    const pl = league('football/england-premier-league');
    const ids = (seed: number) =>
      fixturesForWeek(seed, pl, week).map((f) => `${f.home.name}-${f.away.name}-${f.start}`);
    expect(ids(1)).toEqual(ids(1));
    expect(ids(2)).not.toEqual(ids(1));
  });

  it('plays a football round with every club once, on the weekend of its week', () => {
    const pl = league('football/england-premier-league');
    const fixtures = fixturesForWeek(1, pl, week);
    expect(fixtures).toHaveLength(10);
    const clubs = fixtures.flatMap((f) => [f.home.name, f.away.name]);
    expect(new Set(clubs).size).toBe(20);
    for (const f of fixtures) {
      const day = Math.floor((f.start - weekStart(week)) / DAY);
      expect([4, 5, 6]).toContain(day);
      expect(f.stadium).toBe(f.home.stadium);
      expect(f.urnId).toMatch(/^sr:match:\d+$/);
    }
  });

  it('keeps match URNs unique across leagues and weeks', () => {
    const urns = new Set<string>();
    let count = 0;
    for (const w of [week, week + 1]) {
      for (const l of catalog().leagues) {
        for (const f of fixturesForWeek(3, l, w)) {
          urns.add(f.urnId);
          count += 1;
        }
      }
    }
    expect(urns.size).toBe(count);
  });

  it('pairs a tennis draw round by round, publishing each match once its feeders are over', () => {
    const events = catalog().leagues.filter((l) => l.def.schedule.kind === 'bracket');
    const event = events.find((l) => fixturesForWeek(4, l, week).length > 0);
    expect(event).toBeDefined();
    const draw = fixturesForWeek(4, event as (typeof events)[number], week);
    expect(draw).toHaveLength(15);
    expect(draw.map((f) => f.stage)).toEqual([
      ...Array(8).fill('Round of 16'),
      ...Array(4).fill('Quarter-final'),
      ...Array(2).fill('Semi-final'),
      'Final',
    ]);
    const winnerOf = (i: number) => {
      const f = draw[i];
      const plan = f?.engine().plan();
      return {
        name: plan?.winner === 'home' ? f?.home.name : f?.away.name,
        at: plan?.finishedAt ?? 0,
      };
    };
    for (let m = 8; m < 15; m += 1) {
      const feeders =
        m < 12
          ? [2 * (m - 8), 2 * (m - 8) + 1]
          : m < 14
            ? [8 + 2 * (m - 12), 9 + 2 * (m - 12)]
            : [12, 13];
      const [a, b] = feeders.map(winnerOf) as [
        ReturnType<typeof winnerOf>,
        ReturnType<typeof winnerOf>,
      ];
      const f = draw[m];
      expect([f?.home.name, f?.away.name]).toEqual([a.name, b.name]);
      expect(f?.publishAt).toBeGreaterThanOrEqual(Math.max(a.at, b.at));
      expect(f?.start).toBeGreaterThan(Math.max(a.at, b.at));
    }
  });

  it('gives every competitor a stable URN and logo path, whatever the seed', () => {
    const arsenal = catalog().competitorOf('football', 'Arsenal');
    expect(arsenal.competitor.urnId).toMatch(/^sr:competitor:\d+$/);
    expect(catalog().competitorOf('football', 'Coventry City').competitor.urnId).toMatch(
      /^bc:competitor:/,
    );
    expect(catalog().competitorOf('cs2', 'Team Vitality').competitor.urnId).toMatch(
      /^od:competitor:/,
    );
    expect(arsenal.competitor.abbreviation).toBe('ARS');
  });
});
