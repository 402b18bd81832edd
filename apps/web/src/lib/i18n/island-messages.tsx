'use client';

import { type ReactNode, use, useMemo } from 'react';
import { withBasePath } from '../../components/layout/plain-link';
import { ClientIntlExtension, useClientIntl } from './client-intl';
import type { IslandMessages as IslandTexts, IslandNamespace } from './client-messages';

// The island namespaces' texts (decision 0072): fetched once per locale and namespace from the
// static `/messages/<locale>/<namespace>.json` route when an island that shows them loads, so
// the document carries only what the first paint and the first tap need.

const byNamespace = new Map<string, Promise<unknown>>();
const byIsland = new Map<string, Promise<Partial<IslandTexts>>>();

/** The URL of a namespace's texts (the route `app/messages/[locale]/[file]/route.ts`). */
export const islandMessagesPath = (locale: string, namespace: IslandNamespace) =>
  `/messages/${locale}/${namespace}.json`;

function loadNamespace(locale: string, namespace: IslandNamespace): Promise<unknown> {
  const key = `${locale}/${namespace}`;
  let loading = byNamespace.get(key);
  if (!loading) {
    loading = fetch(withBasePath(islandMessagesPath(locale, namespace))).then((response) => {
      if (!response.ok) throw new Error(`messages ${key}: ${response.status}`);
      return response.json();
    });
    // A failed load is tried again the next time an island asks (a dropped connection).
    loading.catch(() => byNamespace.delete(key));
    byNamespace.set(key, loading);
  }
  return loading;
}

/**
 * The texts of `namespaces` in `locale`, one promise per island's set (stable across renders, as
 * React's `use` needs).
 */
export function loadIslandMessages(
  locale: string,
  namespaces: readonly IslandNamespace[],
): Promise<Partial<IslandTexts>> {
  const key = `${locale}:${namespaces.join(',')}`;
  let loading = byIsland.get(key);
  if (!loading) {
    loading = Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace))).then(
      (texts) =>
        Object.fromEntries(namespaces.map((namespace, index) => [namespace, texts[index]])),
    );
    // Marked as React's `use` reads a settled promise, so an island whose texts have arrived
    // renders at once instead of suspending for a turn (the slip on a first tap, decision 0077).
    const settled = loading as Promise<Partial<IslandTexts>> & {
      status?: 'fulfilled';
      value?: Partial<IslandTexts>;
    };
    loading.then(
      (value) => Object.assign(settled, { status: 'fulfilled', value }),
      () => byIsland.delete(key),
    );
    byIsland.set(key, loading);
  }
  return loading;
}

/**
 * Starts loading an island's texts beside its code (call it in the island's `lazy` loader), in
 * the page's language (`<html lang>`), so the two arrive together instead of one after the other.
 */
export function preloadIslandMessages(namespaces: readonly IslandNamespace[]): void {
  if (typeof document === 'undefined') return;
  void loadIslandMessages(document.documentElement.lang, namespaces).catch(() => {});
}

/**
 * Gives `children` the island namespaces they read, under a `<Suspense>`: `messages` when a page
 * rendered on the server hands them down (`PageMessages`), else loaded in the browser (the island
 * suspends until they arrive; on the server it renders nothing, as islands that load on a press
 * or a session check render nothing there either).
 */
export function IslandMessages({
  namespaces,
  messages,
  children,
}: {
  namespaces: readonly IslandNamespace[];
  messages?: Partial<IslandTexts>;
  children: ReactNode;
}) {
  const intl = useClientIntl();
  const missing = !messages && typeof window === 'undefined';
  const texts = messages ?? (missing ? null : use(loadIslandMessages(intl.locale, namespaces)));
  const value = useMemo(
    () => (texts ? { ...intl, messages: { ...intl.messages, ...texts } } : intl),
    [intl, texts],
  );
  if (missing) return null;
  return <ClientIntlExtension value={value}>{children}</ClientIntlExtension>;
}
