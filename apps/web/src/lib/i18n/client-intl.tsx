'use client';

import { type ReactNode, createContext, useContext } from 'react';
import type { OddsFormat } from '@sportsbook/domain';
import { seedDecimalSeparator } from '../format/odds';
import type { ClientMessages, DocumentMessages } from './client-messages';

export interface ClientIntl {
  locale: string;
  localeInUrl: boolean;
  /** The locale's home (`/de`), worked out on the server: the error page links to it without
   * the locale routing tables (decision 0069). */
  homePath: string;
  /**
   * The document's messages (`DocumentMessages`) and, below an `IslandMessages`, the island's
   * namespaces (decision 0072): an island namespace is read only by components rendered there.
   */
  messages: ClientMessages;
  /** The odds format the server rendered prices in (the `odds_type` cookie, decision 0038). */
  oddsFormat?: OddsFormat;
  /** The locale's decimal separator, from the server, so prices format without Intl here. */
  decimalSeparator?: string;
}

const ClientIntlContext = createContext<ClientIntl | null>(null);

export function ClientIntlProvider({
  value,
  children,
}: {
  value: Omit<ClientIntl, 'messages'> & { messages: DocumentMessages };
  children: ReactNode;
}) {
  // Before any price below formats (idempotent: a module-level cache per locale).
  seedDecimalSeparator(value.locale, value.decimalSeparator);
  // The island namespaces are added where islands render (`IslandMessages`).
  return (
    <ClientIntlContext.Provider value={value as ClientIntl}>{children}</ClientIntlContext.Provider>
  );
}

/** The page's intl with an island's messages added (`IslandMessages`). */
export function ClientIntlExtension({
  value,
  children,
}: {
  value: ClientIntl;
  children: ReactNode;
}) {
  return <ClientIntlContext.Provider value={value}>{children}</ClientIntlContext.Provider>;
}

export function useClientIntl(): ClientIntl {
  const value = useContext(ClientIntlContext);
  if (!value)
    throw new Error('useClientIntl needs <ClientIntlProvider> (set by the locale layout)');
  return value;
}
