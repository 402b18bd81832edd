'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { GamepadIcon, HomeIcon, LiveIcon, MenuIcon, TicketIcon } from '../ui/icons';
import { useLocalizedHref } from '../../lib/i18n/use-localized-href';
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

/** Bottom navigation on phones (below the 780 px mobile breakpoint). */
export function Tabbar({
  labels,
  menuId,
  betSlipId,
  betSlipBadge,
}: {
  labels: TabbarLabels;
  menuId: string;
  betSlipId: string;
  /** The selection count, rendered by the bet slip feature. */
  betSlipBadge?: ReactNode;
}) {
  const pathname = usePathname();
  const href = useLocalizedHref();
  const open = useOpenPanel();
  const home = href('/');

  const link = (path: string, label: string, icon: ReactNode) => {
    const target = href(path);
    // While a panel covers the page, the panel's tab is the current one.
    const active = open === null && isActivePath(pathname, target, home);
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
        className={`relative ${itemClass}`}
      >
        {icon}
        {badge}
        <span className="truncate">{label}</span>
      </button>
    </li>
  );

  return (
    <nav
      aria-label={labels.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink pb-[env(safe-area-inset-bottom)] desk:hidden"
    >
      <ul className="flex h-14 items-stretch">
        {link('/', labels.home, <HomeIcon />)}
        {link('/live', labels.live, <LiveIcon />)}
        {link('/cybersport', labels.esports, <GamepadIcon />)}
        {toggle('bet-slip', betSlipId, labels.betSlip, <TicketIcon />, betSlipBadge)}
        {toggle('menu', menuId, labels.menu, <MenuIcon />)}
      </ul>
    </nav>
  );
}
