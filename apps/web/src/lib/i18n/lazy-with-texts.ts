import { type ComponentType, createElement, lazy } from 'react';
import type { IslandNamespace } from './client-messages';

// An island that reads island namespaces' texts loads them with its code (decision 0072). The
// loader (`island-messages.tsx`) is a chunk of its own, so a first-load module that declares
// such an island (the header's account area) carries only these few lines.

const texts = () => import('./island-messages');

/** Starts loading an island's texts, in the page's language, e.g. beside a chunk preload. */
export function preloadTexts(namespaces: readonly IslandNamespace[]): void {
  void texts()
    .then((module) => module.preloadIslandMessages(namespaces))
    .catch(() => {});
}

/**
 * `load()`, resolved once `namespaces`' texts (in the page's language) have arrived too: a module
 * whose component renders below an `IslandMessages` of the same namespaces then renders at once,
 * never suspending for its texts (the slip's body, decision 0077).
 */
export function loadWithTexts<T>(
  namespaces: readonly IslandNamespace[],
  load: () => Promise<T>,
): Promise<T> {
  return Promise.all([
    load(),
    texts().then((module) => module.loadIslandMessages(document.documentElement.lang, namespaces)),
  ]).then(([loaded]) => loaded);
}

/**
 * `lazy(load)` whose component renders with `namespaces`' texts: the chunk and the texts are
 * fetched together and the component shows (under its `<Suspense>`) once both have arrived.
 */
export function lazyWithTexts<P extends object>(
  namespaces: readonly IslandNamespace[],
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(async () => {
    const [Component, { IslandMessages }] = await Promise.all([
      loadWithTexts(namespaces, load),
      texts(),
    ]);
    function WithTexts(props: P) {
      return createElement(IslandMessages, {
        namespaces,
        children: createElement(Component, props),
      });
    }
    return { default: WithTexts };
  });
}
