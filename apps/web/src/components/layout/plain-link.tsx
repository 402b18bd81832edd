import type { AnchorHTMLAttributes } from 'react';

/** `data-spa` value of a link whose navigation keeps the scroll position. */
export const KEEP_SCROLL = 'keep-scroll';

/** The app's base path (next.config.ts `basePath`). */
export const BASE_PATH = '/sports';

/** `/cs2/some-match` → `/sports/cs2/some-match` (and `/` → `/sports`). */
export const withBasePath = (path: string) => (path === '/' ? BASE_PATH : `${BASE_PATH}${path}`);

/**
 * An in-app link as a plain `<a>`: no client component per link (a list page has hundreds).
 * One delegated click handler (`NavigationProgress`) turns a plain left click into a client-side
 * navigation, like `next/link` without prefetching; without JavaScript it is an ordinary link.
 * `href` is an app path without the base path, as `next/link` takes it.
 */
export function PlainLink({
  href,
  keepScroll = false,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** The page keeps its scroll position (tabs within a page), as `scroll={false}` does. */
  keepScroll?: boolean;
}) {
  return <a href={withBasePath(href)} data-spa={keepScroll ? KEEP_SCROLL : ''} {...rest} />;
}
