'use client';

import { useEffect, useRef } from 'react';

export type PlayerState = 'loading' | 'playing' | 'buffering' | 'failed';

interface StreamPlayerProps {
  /** The HLS playlist (a same-origin path with the player's token). */
  src: string;
  label: string;
  onState(state: PlayerState): void;
}

/**
 * Safari (macOS and iOS) plays HLS itself; everywhere else hls.js plays it through Media Source
 * Extensions, loaded only now. Chromium has begun to answer `canPlayType` for HLS too, but its
 * own player is new: browsers that carry `navigator.userAgentData` (Chromium) keep hls.js.
 */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return (
    video.canPlayType('application/vnd.apple.mpegurl') !== '' && !('userAgentData' in navigator)
  );
}

/** A muted live `<video>` with the browser's own controls (keyboard included). */
export function StreamPlayer({ src, label, onState: report }: StreamPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    let destroy = () => {};
    const onPlaying = () => report('playing');
    const onWaiting = () => report('buffering');
    const onError = () => report('failed');
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    report('loading');
    const play = () => {
      // Muted autoplay is allowed everywhere; a refusal leaves the controls to start it.
      video.play().catch(() => {});
    };
    if (playsHlsNatively(video)) {
      video.addEventListener('error', onError);
      video.src = src;
      play();
      destroy = () => {
        video.removeAttribute('src');
        video.load();
      };
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          report('failed');
          return;
        }
        // A live stream has no end: the browser's controls show it as live, not as a clip.
        const hls = new Hls({ liveDurationInfinity: true, backBufferLength: 30 });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) report('failed');
        });
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      }, onError);
    }
    return () => {
      disposed = true;
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('error', onError);
      destroy();
    };
  }, [src, report]);

  return (
    <video
      ref={videoRef}
      aria-label={label}
      className="aspect-video w-full bg-black"
      controls
      muted
      playsInline
      autoPlay
      data-testid="stream-video"
    />
  );
}
