import 'server-only';
import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { type IslandNamespace, pickIslandMessages } from './client-messages';
import { IslandMessages } from './island-messages';

/**
 * A page that renders an island namespace's components on the server hands their texts down
 * (in its own payload, not in every document's: decision 0072).
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly IslandNamespace[];
  children: ReactNode;
}) {
  const messages = pickIslandMessages(await getMessages(), namespaces);
  return (
    <IslandMessages namespaces={namespaces} messages={messages}>
      {children}
    </IslandMessages>
  );
}
