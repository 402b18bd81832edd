'use client';

import type messages from '../../../messages/en.json';
import { lazyIsland } from '../../lib/lazy-island';

export type StreamMessages = (typeof messages)['streams'];

export interface VideoPanelProps {
  matchId: number;
  /** The match status the page was rendered with: the panel asks again when it changes. */
  status: number;
  /** "Arsenal – Chelsea", naming the player for screen readers. */
  title: string;
  /** Kick-off in the page's language and time zone. */
  kickoffText: string;
  t: StreamMessages;
}

/** The live-stream card: its placeholder, hydrated on its own (decision 0069), then the panel. */
export const VideoLoader = lazyIsland(() =>
  import('./video-after-idle').then((module) => module.VideoAfterIdle),
);
