'use client';

import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openModal } from '../../account/modal-store';
import { type MatchVideoView, getMatchVideo } from '../api/match-video';
import type { VideoPanelProps } from '../video-loader';
import { type PlayerState, StreamPlayer } from './stream-player';
import { VideoPlaceholder } from './video-placeholder';

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
);

const TvIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="m8 2 4 4 4-4" />
  </svg>
);

/**
 * The live stream of a match: signed-out visitors are asked to sign in; a signed-in player sees
 * when it starts, watches it (on a click, so nothing streams unasked), is told when the picture
 * runs behind the match, and can try again when it fails. Nothing shows where the operator has
 * video off.
 */
export default function VideoPanel({ matchId, status, title, kickoffText, t }: VideoPanelProps) {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const signedIn = auth.status === 'logged_in';
  const [answer, setAnswer] = useState<{
    key: string;
    view: MatchVideoView | null;
    failed: boolean;
  }>({ key: '', view: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const [playerState, setPlayerState] = useState<PlayerState>('loading');
  const heading = useId();
  // Asked again on sign-in, when the match starts or ends, and on "Try again" (a fresh link).
  const key = `${matchId}|${status}|${auth.status}|${attempt}`;

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getMatchVideo(matchId, locale, controller.signal).then(
      (result) => setAnswer({ key, view: result.data, failed: false }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, view: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [matchId, locale, signedIn, key]);

  const onPlayerState = useCallback((state: PlayerState) => setPlayerState(state), []);
  const retry = () => {
    setPlayerState('loading');
    setAttempt((n) => n + 1);
  };

  // Keeps the placeholder's room while the sign-in state is read (nothing below moves).
  if (auth.status === 'unknown' || auth.status === 'pending') return <VideoPlaceholder />;
  const view = signedIn && answer.key === key ? answer.view : null;
  const failed = signedIn && answer.key === key && answer.failed;
  if (view && (view.state === 'disabled' || view.state === 'no_video')) return null;
  const link = view?.state === 'live' ? view.video?.link : undefined;
  const broken = failed || (open && playerState === 'failed');

  return (
    <section
      aria-labelledby={heading}
      className="overflow-hidden rounded-lg border border-line bg-surface"
      data-testid="match-video"
    >
      <div className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:px-4">
        <span className="text-ink-3">
          <TvIcon />
        </span>
        <h2 id={heading} className="text-[15px] font-bold">
          {t.title}
        </h2>
        {view?.state === 'live' ? (
          <span className="rounded bg-down px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
            {t.live}
          </span>
        ) : null}
        <div className="ms-auto flex items-center gap-2">
          {!signedIn ? (
            <button
              type="button"
              onClick={() => openModal('signIn')}
              className="h-8 rounded-md bg-accent px-3 text-xs font-bold text-ink hover:bg-accent-strong"
            >
              {t['sign-in-button']}
            </button>
          ) : link && !broken ? (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => {
                setPlayerState('loading');
                setOpen((was) => !was);
              }}
              className="flex h-8 items-center gap-1.5 rounded-md bg-ink px-3 text-xs font-bold text-white hover:bg-ink-2"
            >
              {open ? null : <PlayIcon />}
              {open ? t.hide : t.watch}
            </button>
          ) : broken ? (
            <button
              type="button"
              onClick={retry}
              className="h-8 rounded-md border border-line px-3 text-xs font-bold hover:bg-subtle"
            >
              {t.retry}
            </button>
          ) : null}
        </div>
      </div>
      <div className="border-t border-line px-3 py-2 text-xs text-muted sm:px-4" aria-live="polite">
        {!signedIn ? (
          <p>{t['sign-in']}</p>
        ) : broken ? (
          <p role="alert" className="text-down">
            {t.unavailable}
          </p>
        ) : view === null ? (
          <p role="status">{t.loading}</p>
        ) : view.state === 'not_started' ? (
          <p>{formatTemplate(t['not-started'], { time: kickoffText })}</p>
        ) : view.state === 'ended' ? (
          <p>{t.ended}</p>
        ) : open && playerState !== 'playing' ? (
          <p role="status">{playerState === 'buffering' ? t.buffering : t.loading}</p>
        ) : (
          <p>{open ? t.playing : t.ready}</p>
        )}
        {view?.delayed ? (
          <p className="mt-1 font-semibold text-ink-2">
            {formatTemplate(t.delayed, { seconds: view.delaySeconds })}
          </p>
        ) : null}
      </div>
      {open && link && !broken ? (
        <div className="bg-black">
          <div className="mx-auto max-w-[760px]">
            <StreamPlayer
              src={link}
              label={formatTemplate(t['player-label'], { match: title })}
              onState={onPlayerState}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
