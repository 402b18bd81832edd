import type { IslandNamespace } from './client-messages';

// Its own module, not `lazy-with-texts.ts`: the slip's shell imports it, so it is in every page's
// first load, and it should carry only these lines (decision 0077).

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
    import('./island-messages').then((module) =>
      module.loadIslandMessages(document.documentElement.lang, namespaces),
    ),
  ]).then(([loaded]) => loaded);
}
