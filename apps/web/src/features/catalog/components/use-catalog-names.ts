import { useMemo } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { type CatalogNames, catalogNames } from '../model/catalog-names';

/** The page's catalog names (client islands). */
export function useCatalogNames(): CatalogNames {
  const { locale, messages } = useClientIntl();
  return useMemo(() => catalogNames(messages.catalog.names, locale), [locale, messages]);
}
