'use client';

import type { ProductLineApp } from '@sportsbook/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openModal } from '../../account/modal-store';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { ApiRequestError } from '../../../lib/api/api-client';
import { launchGame } from '../api/launch-game';
import type { GameFrameTexts } from '../game-frame-loader';

type Launch =
  | { state: 'loading' }
  | { state: 'ready'; url: string; realMoney: boolean }
  | { state: 'failed'; restricted: boolean };

/**
 * Launches the product line's game and shows it in a frame. Launched again when the player
 * signs in or out, so a visitor who signs in stakes from their balance at once.
 */
export default function GameFrame({ app, t }: { app: ProductLineApp; t: GameFrameTexts }) {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const known = auth.status === 'logged_in' || auth.status === 'not_logged_in';
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the launch it belongs to: a new launch (sign-in, sign-out, retry)
  // shows loading until its own answer arrives.
  const key = `${app}|${auth.status}|${locale}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; launch: Launch } | null>(null);
  const launch: Launch = answer?.key === key ? answer.launch : { state: 'loading' };

  useEffect(() => {
    if (!known) return;
    const controller = new AbortController();
    launchGame(app, locale, controller.signal).then(
      (result) =>
        setAnswer({
          key,
          launch: { state: 'ready', url: result.url, realMoney: result.realMoney },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const restricted = error instanceof ApiRequestError && error.status === 403;
        setAnswer({ key, launch: { state: 'failed', restricted } });
      },
    );
    return () => controller.abort();
  }, [app, locale, known, key]);

  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    // The game reports its height, so the frame shows all of it without a second scrollbar;
    // only messages from this frame and this origin (where the launch URL points) count.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== 'game-frame-size' || typeof data.height !== 'number') return;
      setHeight(Math.min(4000, Math.max(200, Math.ceil(data.height))));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="flex flex-col gap-2">
      {launch.state === 'ready' && !launch.realMoney ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2 text-sm shadow-[inset_0_0_0_1px_var(--color-line)]">
          <p>{t.watching}</p>
          <button
            type="button"
            onClick={() => openModal('signIn')}
            className="h-8 rounded-md bg-accent px-3 text-sm font-semibold text-ink"
          >
            {t.signIn}
          </button>
        </div>
      ) : null}
      {launch.state === 'ready' && launch.realMoney ? (
        <p className="px-1 text-xs text-muted">{t.realMoney}</p>
      ) : null}
      <div className="overflow-hidden rounded-lg bg-ink shadow-[inset_0_0_0_1px_var(--color-line)]">
        {launch.state === 'ready' ? (
          <iframe
            key={launch.url}
            ref={frame}
            src={launch.url}
            style={height === null ? undefined : { height }}
            title={t.frame}
            className="block h-[44rem] w-full border-0 transition-[height] sm:h-[36rem] md:h-[30rem]"
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="no-referrer"
          />
        ) : launch.state === 'failed' ? (
          <div
            role="alert"
            className="flex h-48 flex-col items-center justify-center gap-3 text-sm text-white"
          >
            <p>{launch.restricted ? t.restricted : t.error}</p>
            {launch.restricted ? null : (
              <button
                type="button"
                onClick={() => setAttempt((n) => n + 1)}
                className="h-8 rounded-md bg-accent px-3 font-semibold text-ink"
              >
                {t.retry}
              </button>
            )}
          </div>
        ) : (
          <p className="flex h-48 items-center justify-center text-sm text-white/80" role="status">
            {t.loading}
          </p>
        )}
      </div>
      <p className="px-1 text-xs text-muted">{t.providerNote}</p>
    </div>
  );
}
