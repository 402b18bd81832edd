// Demo votes (README demo data): a few community players vote on the next matches at start, so
// a new visitor sees a split on a match page at once. The voters have no usable password (the
// stored hash matches none), so nobody can sign in as them; the demo player's own vote is left
// to the player. Idempotent: a voter's vote is never overwritten.
import { type PredictionChoice, isPredictionOpen, predictionChoices } from '@sportsbook/domain';
import type { AccountsRepository } from '../accounts/accounts-repository';
import type { PredictionRepository } from './prediction-repository';

const VOTERS = 9;
/** The next matches to kick off that get votes: the whole demo catalog's upcoming matches. */
const MATCHES = 2000;
/** Not an argon2 hash: no password verifies against it. */
const NO_PASSWORD = 'demo-voter:no-sign-in';

const voterEmail = (n: number) => `voter${n}@community.sportsbook.test`;

/**
 * A voter's choice on a match, spread but leaning home (as crowds do): the same on every start.
 */
function choiceOf(voter: number, matchId: number, choices: PredictionChoice[]): PredictionChoice {
  const spin = (matchId * 31 + voter * 17) % 10;
  const lean: PredictionChoice = spin < 5 ? 'home' : spin < 7 ? 'draw' : 'away';
  return choices.includes(lean) ? lean : 'away';
}

export async function seedDemoPredictions(
  accounts: AccountsRepository,
  predictions: PredictionRepository,
  now: Date,
): Promise<number> {
  const voterIds: number[] = [];
  for (let n = 1; n <= VOTERS; n += 1) {
    const email = voterEmail(n);
    const player =
      (await accounts.findPlayerByLogin({ email })) ??
      (await accounts.transaction((tx) =>
        tx.insertPlayer({
          email,
          phone: null,
          passwordHash: NO_PASSWORD,
          language: 'en',
          currency: 'EUR',
          termsAcceptedAt: now,
          confirmedAt: now,
        }),
      )) ??
      (await accounts.findPlayerByLogin({ email }));
    if (player) voterIds.push(player.id);
  }
  const votes = (await predictions.upcomingMatches(now, MATCHES))
    .filter((match) => isPredictionOpen(match, now))
    .flatMap((match) => {
      const choices = predictionChoices(match.canDraw);
      // Not every voter votes on every match: the counts differ from match to match.
      const voting = voterIds.slice(0, 3 + (match.id % (voterIds.length - 2)));
      return voting.map((playerId, index) => ({
        predictionId: `match:${match.id}`,
        matchId: match.id,
        playerId,
        choice: choiceOf(index, match.id, choices),
        at: now,
      }));
    });
  // In slices: one statement per thousand votes keeps the start quick on PGlite too.
  for (let from = 0; from < votes.length; from += 1000) {
    await predictions.addVotesOnce(votes.slice(from, from + 1000));
  }
  return votes.length;
}
