import type messages from '../../../messages/en.json';

export type MatchCentreMessages = (typeof messages)['match-centre'];

export interface MatchCentreProps {
  matchId: number;
  sportKey: string;
  home: string;
  away: string;
  /** In play when the page was rendered (a finished match needs no realtime channel). */
  live: boolean;
  t: MatchCentreMessages;
}
