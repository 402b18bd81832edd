import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_PATH_HEADER } from './request-path';

/** The page's path as the proxy saw it (`/de/live`), or null outside a page request. */
export async function requestPath(): Promise<string | null> {
  return (await headers()).get(REQUEST_PATH_HEADER);
}
