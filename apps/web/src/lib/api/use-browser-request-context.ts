'use client';

import { useClientIntl } from '../i18n/client-intl';
import type { RequestContext } from './api-client';

/** In the browser the API is on the page's own origin (Next.js rewrite), in the page's locale. */
export function useBrowserRequestContext(): RequestContext {
  const { locale } = useClientIntl();
  return { origin: '', locale };
}
