'use client';

import { usePathname } from 'next/navigation';
import { type ComponentProps, useEffect, useRef } from 'react';
import { earlyPressReady } from '../../lib/early-press';
import { togglePanel, useOpenPanel } from './panel-store';
import { TabbarView } from './tabbar-view';

/**
 * Bottom navigation on phones (below the 780 px mobile breakpoint). Hydrated on its own
 * (`layout-islands.ts`) in the place of the layout's same markup (`TabbarView`, decision 0084):
 * its links are plain links until then, and a press on the slip's or the menu's toggle is kept
 * and replayed (decision 0081). Its links come from the server, so the locale routing tables are
 * not in every page's first load.
 */
export function Tabbar(
  props: Omit<ComponentProps<typeof TabbarView>, 'pathname' | 'open' | 'onToggle' | 'navRef'>,
) {
  const pathname = usePathname();
  const open = useOpenPanel();
  const nav = useRef<HTMLElement>(null);

  // The toggles' handlers are attached: a press kept before this is replayed now.
  useEffect(() => {
    nav.current?.querySelectorAll<HTMLElement>('[data-early-press]').forEach(earlyPressReady);
  }, []);

  return (
    <TabbarView {...props} pathname={pathname} open={open} onToggle={togglePanel} navRef={nav} />
  );
}
