'use client';

import dynamic from 'next/dynamic';
import type messages from '../../../messages/en.json';
import { useAfterLoadIdle } from '../../lib/after-load-idle';
import { VideoPlaceholder } from './components/video-placeholder';

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

// The panel loads after the page (it depends on the player), and hls.js only when the player
// opens: the match page's first load stays as it was (decision 0048). It starts once the page
// has loaded and the browser is idle (decision 0065).
const VideoPanel = dynamic(() => import('./components/video-panel'), {
  ssr: false,
  loading: VideoPlaceholder,
});

export function VideoLoader(props: VideoPanelProps) {
  const ready = useAfterLoadIdle();
  return ready ? <VideoPanel {...props} /> : <VideoPlaceholder />;
}
