import type { Match } from '@sportsbook/contract';
import { getMessages } from 'next-intl/server';
import { PredictionLoader } from './prediction-loader';

/** The match page's "Who wins?" vote (decision 0040); a match of two sides only. */
export async function MatchPrediction({ match }: { match: Match }) {
  const home = match.competitors?.home;
  const away = match.competitors?.away;
  if (match.type !== 'match' || !home || !away) return null;
  const messages = await getMessages();
  return (
    <PredictionLoader
      matchId={match.id}
      home={home.name}
      away={away.name}
      t={messages.predictions}
    />
  );
}
