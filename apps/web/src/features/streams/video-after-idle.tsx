'use client';

import dynamic from 'next/dynamic';
import { useAfterLoadIdle } from '../../lib/after-load-idle';
import { VideoPlaceholder } from './components/video-placeholder';
import type { VideoPanelProps } from './video-loader';

// The panel loads after the page (it depends on the player), and hls.js only when the player
// opens: the match page's first load stays as it was (decision 0048). It starts once the page
// has loaded and the browser is idle (decision 0065).
const VideoPanel = dynamic(() => import('./components/video-panel'), {
  ssr: false,
  loading: VideoPlaceholder,
});

export function VideoAfterIdle(props: VideoPanelProps) {
  const ready = useAfterLoadIdle();
  return ready ? <VideoPanel {...props} /> : <VideoPlaceholder />;
}
