'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { type Jackpot, getJackpots } from '../api/get-jackpots';
import { orderedLevels } from '../model/jackpot-levels';
import { JACKPOTS_REFETCH_MS } from '../model/jackpot-timing';
import { JACKPOT_PLACEHOLDER_CLASS } from '../jackpot-placeholder';
import { jackpotMoney } from './jackpot-money';

type Load = { state: 'loading' } | { state: 'ready'; jackpots: readonly Jackpot[] };

/**
 * The jackpots with their live pools (spec sections 3 and 9): read at once and every 15 s while
 * the tab is visible. Nothing shows when there is no jackpot or the pools cannot be read.
 */
export default function JackpotWidget() {
  const { locale, messages } = useClientIntl();
  const t = messages.jackpots;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let abort = new AbortController();
    const read = () => {
      abort.abort();
      abort = new AbortController();
      getJackpots(locale, abort.signal)
        .then((jackpots) => setLoad({ state: 'ready', jackpots }))
        .catch(() => {
          // Keep the pools already shown; a first failure shows nothing.
          if (!abort.signal.aborted)
            setLoad((was) => (was.state === 'loading' ? READY_EMPTY : was));
        });
    };
    read();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') read();
    }, JACKPOTS_REFETCH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      abort.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [locale]);

  if (load.state === 'loading') return <JackpotWidgetPlaceholder />;
  if (load.jackpots.length === 0) return null;
  return (
    <div className="grid gap-3 xl:grid-cols-[repeat(auto-fit,minmax(26rem,1fr))]">
      {load.jackpots.map((jackpot) => (
        <section
          key={jackpot.id}
          aria-label={`${t.title}: ${jackpot.name}`}
          className="overflow-hidden rounded-lg bg-ink text-white"
          data-testid="jackpot-widget"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-[radial-gradient(circle_at_0%_0%,#2a3846,transparent_70%)] px-4 pt-3 pb-2">
            <JackpotIcon />
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-[15px] font-bold">{jackpot.name}</h2>
              <p className="flex items-center gap-1.5 text-[11px] text-white/70">
                <span
                  className="size-1.5 rounded-full bg-live motion-safe:animate-pulse"
                  aria-hidden="true"
                />
                {t.live}
              </p>
            </div>
            <p className="text-end">
              <span className="block text-[11px] text-white/70">{t.pool}</span>
              <span
                className="block text-xl font-extrabold text-accent tabular-nums"
                data-testid="jackpot-pool"
              >
                {jackpotMoney(jackpot.poolAmount, jackpot.currency, locale)}
              </span>
            </p>
          </div>
          <ul
            aria-label={formatTemplate(t.levels, { name: jackpot.name })}
            className="grid gap-px bg-white/10"
            // One column per level, however many the jackpot has.
            style={{ gridTemplateColumns: `repeat(${jackpot.levels.length}, minmax(0, 1fr))` }}
          >
            {orderedLevels(jackpot.levels).map((level) => (
              <li
                key={level.code}
                className="flex min-w-0 flex-col gap-0.5 bg-ink-2 px-2 py-2 text-center desk:px-3"
                data-testid="jackpot-level"
              >
                <span className="truncate text-[11px] font-semibold tracking-wide text-white/75 uppercase">
                  {level.name}
                </span>
                <span className="truncate text-sm font-bold tabular-nums desk:text-base">
                  {jackpotMoney(level.poolAmount, jackpot.currency, locale)}
                </span>
                {level.state !== 'active' ? (
                  <span className="text-[10px] text-accent">{t.state[level.state]}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const READY_EMPTY: Load = { state: 'ready', jackpots: [] };

function JackpotWidgetPlaceholder() {
  return <div className={JACKPOT_PLACEHOLDER_CLASS} aria-hidden="true" />;
}

function JackpotIcon() {
  return (
    <span
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-ink"
      aria-hidden="true"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1 6.1 20.3l1.3-6.5L2.5 9.3l6.6-.8L12 2.5Z" />
      </svg>
    </span>
  );
}
