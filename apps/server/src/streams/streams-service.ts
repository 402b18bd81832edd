// What a player can watch of a match (decision 0048): the match's broadcast state, its link
// signed for the player, and how far the picture runs behind the match.
import {
  API_BASES,
  MATCH_STATUS,
  type MatchVideo,
  type MatchWire,
  type VideoState,
  type WidgetLink,
} from '@sportsbook/contract';
import { orNotFound } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { StreamTokens } from './stream-tokens';

/** Where a match's stream is served (the media routes of `streams-routes.ts`). */
export const streamPath = (matchId: number | string): string =>
  `${API_BASES.sportsbook}/streams/${matchId}`;
export const LIVE_PLAYLIST = 'live.m3u8';

/** E-sports tournaments hold their broadcasts back so teams cannot watch their rivals. */
export const ESPORTS_DELAY_SECONDS = 120;
/** The delay of the relayed broadcasts of the other sports that are not shown live. */
export const RELAY_DELAY_SECONDS = 30;

/**
 * How far a match's broadcast runs behind the match: e-sports always by
 * `ESPORTS_DELAY_SECONDS`; one match in four of the other sports, picked by a hash of its
 * feed urn (stable across databases and restarts), comes through a relay `RELAY_DELAY_SECONDS`
 * late; the rest play live.
 */
export function broadcastDelaySeconds(match: Pick<MatchWire, 'urn_id' | 'tournament'>): number {
  if (match.tournament.sport.type === 'cyber') return ESPORTS_DELAY_SECONDS;
  let hash = 0x811c9dc5;
  for (const char of match.urn_id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) % 4 === 0 ? RELAY_DELAY_SECONDS : 0;
}

function videoState(match: MatchWire, videoEnabled: boolean): VideoState {
  if (!videoEnabled) return 'disabled';
  if (!match.has_video || match.status === MATCH_STATUS.notCovered) return 'no_video';
  if (match.status === MATCH_STATUS.prematch) return 'not_started';
  // A stopped match (an interruption) keeps its broadcast running, as television does.
  if (match.status === MATCH_STATUS.live || match.status === MATCH_STATUS.stopped) return 'live';
  return 'ended';
}

export interface StreamsServiceDeps {
  /** The match as the catalog answers it (`has_video` already says whether a stream exists). */
  findMatch(id: number): Promise<MatchWire | null>;
  tokens: StreamTokens;
  clock: Clock;
  /** The operator's video setting (`video_settings.enabled`). */
  videoEnabled: boolean;
}

export class StreamsService {
  constructor(private readonly deps: StreamsServiceDeps) {}

  /** The match's broadcast state and delay, without a link (404 for an unknown match). */
  async broadcast(
    matchId: number,
  ): Promise<{ match: MatchWire; state: VideoState; delay: number }> {
    const match = orNotFound(await this.deps.findMatch(matchId), 'match', matchId);
    const state = videoState(match, this.deps.videoEnabled);
    const delay = state === 'disabled' || state === 'no_video' ? 0 : broadcastDelaySeconds(match);
    return { match, state, delay };
  }

  async video(matchId: number, playerId: number): Promise<MatchVideo> {
    const { match, state, delay } = await this.broadcast(matchId);
    return {
      match_id: match.id,
      state,
      starts_at: match.start_time,
      delayed: delay > 0,
      delay_seconds: delay,
      video: state === 'live' ? this.link(match, playerId, delay) : null,
    };
  }

  async streams(matchId: number, playerId: number): Promise<WidgetLink[]> {
    const { video } = await this.video(matchId, playerId);
    return video ? [video] : [];
  }

  private link(match: MatchWire, playerId: number, delay: number): WidgetLink {
    const { token, expiresAt } = this.deps.tokens.sign(playerId, match.id, this.deps.clock.now());
    return {
      link: `${streamPath(match.id)}/${LIVE_PLAYLIST}?token=${token}`,
      frame: false,
      provider: match.provider,
      // The demo picture has no commentary track.
      language_code: null,
      format: 'hls',
      delay_seconds: delay,
      expires_at: expiresAt.toISOString(),
    };
  }
}
