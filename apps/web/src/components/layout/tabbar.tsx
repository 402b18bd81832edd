'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { earlyPressReady } from '../../lib/early-press';
import { GamepadIcon, HomeIcon, LiveIcon, MenuIcon, TicketIcon } from '../ui/icons';
import { isActivePath } from './nav-items';
import { type PanelName, togglePanel, useOpenPanel } from './panel-store';
import { PlainLink } from './plain-link';

export interface TabbarLabels {
  label: string;
  home: string;
  live: string;
  esports: string;
  betSlip: string;
  menu: string;
}

const itemClass =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-white/65 aria-[current=page]:text-accent aria-expanded:text-accent';

/** The tab bar's links in the page's locale (`/de/live`), worked out on the server. */
export interface TabbarHrefs {
  home: string;
  live: string;
  esports: string;
}

/**
 * Bottom navigation on phones (below the 780 px mobile breakpoint). Hydrated on its own
 * (`layout-islands.ts`): its links are plain links until then, and a press on the slip's or the
 * menu's toggle is kept and replayed (decision 0081). Its links come from the server, so the
 * locale routing tables are not in every page's first load.
 */
export function Tabbar({
  labels,
  hrefs,
  menuId,
  betSlipId,
  betSlipBadge,
}: {
  labels: TabbarLabels;
  hrefs: TabbarHrefs;
  menuId: string;
  betSlipId: string;
  /** The selection count, rendered by the bet slip feature. */
  betSlipBadge?: ReactNode;
}) {
  const pathname = usePathname();
  const open = useOpenPanel();
  const nav = useRef<HTMLElement>(null);

  // The toggles' handlers are attached: a press kept before this is replayed now.
  useEffect(() => {
    nav.current?.querySelectorAll<HTMLElement>('[data-early-press]').forEach(earlyPressReady);
  }, []);

  const link = (target: string, label: string, icon: ReactNode) => {
    // While a panel covers the page, the panel's tab is the current one.
    const active = open === null && isActivePath(pathname, target, hrefs.home);
    return (
      <li className="flex min-w-0 flex-1">
        <PlainLink href={target} aria-current={active ? 'page' : undefined} className={itemClass}>
          {icon}
          <span className="truncate">{label}</span>
        </PlainLink>
      </li>
    );
  };
  const toggle = (
    panel: PanelName,
    controls: string,
    label: string,
    icon: ReactNode,
    badge?: ReactNode,
  ) => (
    <li className="flex min-w-0 flex-1">
      <button
        type="button"
        aria-expanded={open === panel}
        aria-controls={controls}
        onClick={() => togglePanel(panel)}
        data-early-press=""
        className={`relative ${itemClass} aria-busy:cursor-progress`}
      >
        {icon}
        {badge}
        <span className="truncate">{label}</span>
      </button>
    </li>
  );

  return (
    <nav
      ref={nav}
      aria-label={labels.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink pb-[env(safe-area-inset-bottom)] desk:hidden"
    >
      <ul className="flex h-14 items-stretch">
        {link(hrefs.home, labels.home, <HomeIcon />)}
        {link(hrefs.live, labels.live, <LiveIcon />)}
        {link(hrefs.esports, labels.esports, <GamepadIcon />)}
        {toggle('bet-slip', betSlipId, labels.betSlip, <TicketIcon />, betSlipBadge)}
        {toggle('menu', menuId, labels.menu, <MenuIcon />)}
      </ul>
    </nav>
  );
}
