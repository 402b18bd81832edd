import type { Match } from '@sportsbook/contract';
import { MATCH_STATUS } from '@sportsbook/domain';
import { getMessages } from 'next-intl/server';
import { MatchCentreLoader } from './match-centre-loader';
import { MatchCentrePlaceholder } from './match-centre-placeholder';

/**
 * The match page's match centre (decision 0047): the live tracker and the statistics of a match
 * in play or over. Server HTML is only a placeholder; the panel loads on demand.
 */
export async function MatchCentre({ match }: { match: Match }) {
  const home = match.competitors?.home;
  const away = match.competitors?.away;
  if (match.type !== 'match' || !home || !away) return null;
  if (match.status === MATCH_STATUS.prematch || !match.isProviderStatsAvailable) return null;
  const messages = await getMessages();
  return (
    <MatchCentreLoader
      matchId={match.id}
      sportKey={match.tournament.sport.key}
      home={home.name}
      away={away.name}
      live={match.status === MATCH_STATUS.live}
      t={messages['match-centre']}
      placeholder={<MatchCentrePlaceholder />}
    />
  );
}
