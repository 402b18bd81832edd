import type { Match } from '@sportsbook/contract';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { formatDateTime } from '../../lib/format/kickoff';
import { VideoPlaceholder } from './components/video-placeholder';
import { VideoLoader } from './video-loader';

/**
 * The match page's live stream (decision 0048): only for a match with a stream (`has_video`);
 * what the player sees (sign in, the player, kick-off, the end) is decided in the browser.
 */
export async function MatchVideo({ match }: { match: Match }) {
  if (!match.hasVideo) return null;
  const [messages, locale, timeZone] = await Promise.all([
    getMessages(),
    getLocale(),
    getTimeZone(),
  ]);
  const home = match.competitors?.home;
  const away = match.competitors?.away;
  return (
    <VideoLoader
      matchId={match.id}
      status={match.status}
      title={home && away ? `${home.name} – ${away.name}` : match.name}
      kickoffText={formatDateTime(match.startTime, locale, timeZone)}
      t={messages.streams}
      placeholder={<VideoPlaceholder />}
    />
  );
}
