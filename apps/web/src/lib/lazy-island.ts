'use client';

import { type ComponentType, type ReactNode, Suspense, createElement, lazy } from 'react';

/**
 * What the document holds where the island goes until the server has the island (decision
 * 0079): an island whose props come from an awaited call may be streamed after the content below
 * it, so one that takes room in the page is given its placeholder by the server component that
 * renders it, and nothing below moves when the island arrives. Rendered on the server, it adds
 * nothing to the page's JavaScript.
 */
export interface IslandPlaceholder {
  placeholder?: ReactNode;
}

/**
 * A client island that the server renders in full and the browser hydrates once the island's own
 * chunk has arrived, beside the page's first-load JavaScript rather than in it (decision 0069).
 * The chunk is asked for while the page hydrates, so it comes right after; until then the
 * server's HTML is on screen (links work as plain links, nothing else answers yet: React does
 * not replay a press on a part still waiting for its code). For parts a player does not press
 * on arriving: hosts that wait for a sign-in, panels that load after the page.
 *
 * `load` must call `import()` itself, so the bundler makes the chunk:
 * `lazyIsland(() => import('./alerts').then((module) => module.Alerts))`.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & IslandPlaceholder> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland({ placeholder = null, ...props }: Props & IslandPlaceholder) {
    return createElement(
      Suspense,
      { fallback: placeholder },
      createElement(Island, props as Props),
    );
  }
  return LazyIsland;
}
