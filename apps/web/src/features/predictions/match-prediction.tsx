import { API_BASES, type Match, predictionEndpoints } from '@sportsbook/contract';
import { getMessages } from 'next-intl/server';
import { callEndpointAt } from '../../lib/api/api-client';
import { serverRequestContext } from '../../lib/api/request-context.server';
import { PredictionPlaceholder } from './components/prediction-skeleton';
import { PredictionLoader } from './prediction-loader';

/** A draw or not: what most matches on the site offer, when the server cannot say. */
const FALLBACK_CHOICES = 3;

/** The match page's "Who wins?" vote (decision 0040); a match of two sides only. */
export async function MatchPrediction({ match }: { match: Match }) {
  const home = match.competitors?.home;
  const away = match.competitors?.away;
  if (match.type !== 'match' || !home || !away) return null;
  const context = await serverRequestContext();
  const [messages, choices] = await Promise.all([
    getMessages(),
    // The visitor's answer (no session here) says how many choices the vote has, so the
    // placeholder reserves the vote's height (decision 0056); the player's own vote loads later.
    callEndpointAt(
      API_BASES.sportsbook,
      predictionEndpoints.getPrediction,
      { query: { prediction_id: `match:${match.id}` } },
      context,
    ).then(
      (answer) => answer.data.choices.length,
      () => FALLBACK_CHOICES,
    ),
  ]);
  return (
    <PredictionLoader
      matchId={match.id}
      home={home.name}
      away={away.name}
      choices={choices}
      t={messages.predictions}
      placeholder={<PredictionPlaceholder choices={choices} t={messages.predictions} />}
    />
  );
}
