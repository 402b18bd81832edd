'use client';

import { lazyIsland } from '../../lib/lazy-island';

/** The header's section links (Home, Live, E-sports), the current one marked. */
export const HeaderNav = lazyIsland(() =>
  import('./header-nav-links').then((module) => module.HeaderNavLinks),
);
