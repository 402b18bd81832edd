import 'server-only';
import { getLocale } from 'next-intl/server';
import { env } from '../../config/env';
import type { RequestContext } from './api-client';

/** Server components call the API directly on its origin, in the request's locale. */
export async function serverRequestContext(): Promise<RequestContext> {
  return { origin: env.API_ORIGIN, locale: await getLocale() };
}
