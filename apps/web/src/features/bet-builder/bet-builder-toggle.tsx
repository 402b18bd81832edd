'use client';

import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { earlyPressReady } from '../../lib/early-press';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import type { BetEvent } from '../catalog/outcomes';
import { BetBuilderToggleView } from './bet-builder-toggle-view';

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
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const sync = () => setOpen(window.location.hash === BET_BUILDER_HASH);
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  // After the hash has been read: a press kept before hydration (on this button or on its
  // placeholder, `BetBuilderEntry`) toggles from it.
  useEffect(() => earlyPressReady(button.current), []);

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
    <BetBuilderToggleView
      title={t.title}
      tagline={t.tagline}
      open={open}
      panelId={panelId}
      onToggle={toggle}
      buttonRef={button}
    >
      {open ? (
        <Suspense fallback={null}>
          <BetBuilderPanel event={event} />
        </Suspense>
      ) : null}
    </BetBuilderToggleView>
  );
}
