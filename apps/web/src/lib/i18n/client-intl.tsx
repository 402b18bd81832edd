'use client';

import { type ReactNode, createContext, useContext } from 'react';
import type { OddsFormat } from '@sportsbook/domain';
import { seedDecimalSeparator } from '../format/odds';
import type { ClientMessages } from './client-messages';

export interface ClientIntl {
  locale: string;
  localeInUrl: boolean;
  /** The locale's home (`/de`), worked out on the server: the error page links to it without
   * the locale routing tables (decision 0069). */
  homePath: string;
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
  value: ClientIntl;
  children: ReactNode;
}) {
  // Before any price below formats (idempotent: a module-level cache per locale).
  seedDecimalSeparator(value.locale, value.decimalSeparator);
  return <ClientIntlContext.Provider value={value}>{children}</ClientIntlContext.Provider>;
}

export function useClientIntl(): ClientIntl {
  const value = useContext(ClientIntlContext);
  if (!value)
    throw new Error('useClientIntl needs <ClientIntlProvider> (set by the locale layout)');
  return value;
}
