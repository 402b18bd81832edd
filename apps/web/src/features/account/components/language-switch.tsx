'use client';

import { lazyIsland } from '../../../lib/lazy-island';

/** The header's language switch (the menu and its navigation are in `language-menu.tsx`). */
export const LanguageSwitch = lazyIsland(() =>
  import('./language-menu').then((module) => module.LanguageMenu),
);
