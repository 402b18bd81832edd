'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { openModal } from '../../account/modal-store';
import {
  type PredictionChoice,
  type PredictionView,
  getPrediction,
  votePrediction,
} from '../api/vote';
import type { PredictionProps } from '../prediction-loader';
import {
  PREDICTION_FOOTER_CLASS,
  PREDICTION_PANEL_CLASS,
  PredictionSkeleton,
  choicesGridClass,
} from './prediction-skeleton';

/**
 * "Who wins?": a signed-in player votes, then sees how everyone voted (and may change the vote
 * until kick-off); a visitor sees the split and is asked to sign in; after kick-off the split
 * stays, closed.
 */
export default function PredictionPanel({ matchId, home, away, choices, t }: PredictionProps) {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const signedIn = auth.status === 'logged_in';
  const [loaded, setLoaded] = useState<{
    key: string;
    view: PredictionView | null;
    failed: boolean;
  }>({ key: '', view: null, failed: false });
  const [busy, setBusy] = useState(false);
  const [voteFailed, setVoteFailed] = useState(false);
  const heading = useId();
  // Read again on sign-in and sign-out: the answer holds the player's own vote.
  const key = `${matchId}|${auth.status}|${locale}`;

  useEffect(() => {
    if (auth.status === 'unknown' || auth.status === 'pending') return;
    const controller = new AbortController();
    getPrediction(matchId, locale, controller.signal).then(
      (answer) => setLoaded({ key, view: answer.data, failed: false }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, view: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [matchId, locale, auth.status, key]);

  const view = loaded.key === key ? loaded.view : null;
  const failed = loaded.key === key && loaded.failed;
  const nameOf = (choice: PredictionChoice) =>
    formatTemplate(t.choice[choice], { name: choice === 'home' ? home : away });

  const vote = async (choice: PredictionChoice) => {
    setBusy(true);
    setVoteFailed(false);
    try {
      const answer = await votePrediction(matchId, choice, locale);
      setLoaded({ key, view: answer.data, failed: false });
    } catch {
      setVoteFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const mine = view?.vote?.data.choice ?? null;
  // The split shows once the player has voted, to visitors, and when voting has closed.
  const showSplit = view !== null && (!signedIn || mine !== null || !view.open);
  const canVote = view !== null && signedIn && view.open;

  return (
    <section aria-labelledby={heading} className={PREDICTION_PANEL_CLASS} data-testid="prediction">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h2 id={heading} className="text-[15px] font-bold">
          {t.title}
        </h2>
        {view ? (
          <p className="text-xs text-muted tabular-nums" aria-live="polite">
            {formatTemplate(t.votes, { count: view.total })}
          </p>
        ) : null}
      </div>
      {view === null ? (
        // The same shape as the vote, so the page does not move when it arrives or fails.
        <PredictionSkeleton choices={choices} t={t} failed={failed} />
      ) : (
        <>
          {showSplit ? <p className="sr-only">{t.split}</p> : null}
          <ul className={choicesGridClass(view.choices.length)}>
            {view.choices.map(({ choice, percent }) => {
              const chosen = mine === choice;
              const label = nameOf(choice);
              const content = (
                <>
                  {showSplit ? (
                    <span
                      aria-hidden="true"
                      className={`absolute inset-y-0 start-0 rounded-[5px] ${chosen ? 'bg-brand/15' : 'bg-subtle'}`}
                      style={{ width: `${percent}%` }}
                    />
                  ) : null}
                  <span className="relative min-w-0 flex-1 truncate text-start font-semibold">
                    {label}
                  </span>
                  {showSplit ? (
                    <span className="relative shrink-0 font-bold tabular-nums">{percent}%</span>
                  ) : null}
                </>
              );
              const box = `relative flex h-10 w-full items-center gap-2 overflow-hidden rounded-md border px-3 text-sm ${
                chosen ? 'border-brand' : 'border-line'
              }`;
              return (
                <li key={choice}>
                  {canVote ? (
                    <button
                      type="button"
                      disabled={busy}
                      aria-pressed={chosen}
                      aria-label={
                        showSplit
                          ? `${formatTemplate(t['vote-label'], { name: label })}, ${percent}%`
                          : formatTemplate(t['vote-label'], { name: label })
                      }
                      onClick={() => void vote(choice)}
                      className={`${box} hover:border-ink-3 disabled:opacity-70`}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className={box}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
          {voteFailed ? (
            <p role="alert" className="text-xs text-down">
              {t['vote-failed']}
            </p>
          ) : null}
          {/* One line under the choices, as tall in every state as the placeholder's. */}
          {!view.open ? (
            <p className={`${PREDICTION_FOOTER_CLASS} text-muted`}>{t.closed}</p>
          ) : !signedIn ? (
            <div className={`${PREDICTION_FOOTER_CLASS} text-muted`}>
              <span>{t['sign-in']}</span>
              <button
                type="button"
                onClick={() => openModal('signIn')}
                className="h-8 rounded-md bg-accent px-3 text-xs font-bold text-ink hover:bg-accent-strong"
              >
                {t['sign-in-button']}
              </button>
            </div>
          ) : mine !== null ? (
            <p className={`${PREDICTION_FOOTER_CLASS} text-muted`}>
              <span className="font-semibold text-ink">
                {t['your-vote']}: {nameOf(mine)}
              </span>{' '}
              · {t.change}
            </p>
          ) : (
            // Signed in, not voted yet: the invitation takes the line under the choices.
            <p className={`${PREDICTION_FOOTER_CLASS} text-muted`}>{t.intro}</p>
          )}
        </>
      )}
    </section>
  );
}
