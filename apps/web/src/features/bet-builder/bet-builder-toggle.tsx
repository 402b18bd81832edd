'use client';

import { Suspense, useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import type { BetEvent } from '../catalog/outcomes';

/** The URL fragment that opens the bet builder (spec section 2). */
export const BET_BUILDER_HASH = '#bet-builder';

// Rendered only once opened (after hydration), with the slip's texts it reads (decision 0077).
// React's `lazy` rather than `next/dynamic`, whose loader would be in the match page's first load.
const BetBuilderPanel = lazyWithTexts(['betSlip'], () =>
  import('./components/bet-builder-panel').then((module) => module.default),
);

/**
 * The match page's "Bet builder" toggle. The builder itself (markets, picks, price) loads only
 * when the player opens it, or when the page was opened at `#bet-builder`.
 */
export function BetBuilderToggle({ event }: { event: BetEvent }) {
  const { messages } = useClientIntl();
  const t = messages.betSlip.builder;
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    const sync = () => setOpen(window.location.hash === BET_BUILDER_HASH);
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    const { pathname, search } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}${next ? BET_BUILDER_HASH : ''}`,
    );
  };

  return (
    <section aria-label={t.title} className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="group flex h-11 items-center gap-3 rounded-lg border border-line bg-surface px-3 text-start hover:bg-subtle aria-expanded:border-brand"
      >
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand text-[11px] font-extrabold text-white"
        >
          BB
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[13.5px] font-bold">{t.title}</span>
          <span className="block truncate text-xs text-muted">{t.tagline}</span>
        </span>
        <ChevronDownIcon
          size={16}
          className="shrink-0 text-faint transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <BetBuilderPanel event={event} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
