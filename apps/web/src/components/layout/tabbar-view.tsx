import type { ReactNode, Ref } from 'react';
import { GamepadIcon, HomeIcon, LiveIcon, MenuIcon, TicketIcon } from '../ui/icons';
import { isActivePath } from './nav-items';
import type { PanelName } from './panel-store';
import { PlainLink } from './plain-link';

export interface TabbarLabels {
  label: string;
  home: string;
  live: string;
  esports: string;
  betSlip: string;
  menu: string;
}

/** The tab bar's links in the page's locale (`/de/live`), worked out on the server. */
export interface TabbarHrefs {
  home: string;
  live: string;
  esports: string;
}

const itemClass =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-white/65 aria-[current=page]:text-accent aria-expanded:text-accent';

/**
 * The tab bar's markup, drawn by the island (`Tabbar`, with its store and handlers) and, until
 * that island has hydrated, by the layout in its place (decision 0084): the same markup, so the
 * phone's tab bar is there from the first paint. No hooks: it renders on the server and in the
 * island alike. The toggles carry their `early-press` names, so a press on either is replayed.
 */
export function TabbarView({
  labels,
  hrefs,
  pathname,
  open,
  menuId,
  betSlipId,
  betSlipBadge,
  onToggle,
  navRef,
}: {
  labels: TabbarLabels;
  hrefs: TabbarHrefs;
  /** The page's path (`/de/live`), or null where it is not known: no tab is the current one. */
  pathname: string | null;
  /** The panel open over the page. */
  open: PanelName | null;
  menuId: string;
  betSlipId: string;
  /** The selection count, rendered by the bet slip feature. */
  betSlipBadge?: ReactNode;
  onToggle?: (panel: PanelName) => void;
  navRef?: Ref<HTMLElement>;
}) {
  const link = (target: string, label: string, icon: ReactNode) => {
    // While a panel covers the page, the panel's tab is the current one.
    const active = open === null && pathname !== null && isActivePath(pathname, target, hrefs.home);
    return (
      <li className="flex min-w-0">
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
    <li className="flex min-w-0">
      <button
        type="button"
        aria-expanded={open === panel}
        aria-controls={controls}
        onClick={onToggle && (() => onToggle(panel))}
        data-early-press={`tabbar-${panel}`}
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
      ref={navRef}
      aria-label={labels.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink pb-[env(safe-area-inset-bottom)] desk:hidden"
    >
      {/* Five columns from the first tab on: a paint while the document is still being parsed
        (a phone at 4× CPU, one load in a dozen) draws the tabs at their places, not the first
        ones spread over the whole bar. */}
      <ul className="grid h-14 grid-cols-5">
        {link(hrefs.home, labels.home, <HomeIcon />)}
        {link(hrefs.live, labels.live, <LiveIcon />)}
        {link(hrefs.esports, labels.esports, <GamepadIcon />)}
        {toggle('bet-slip', betSlipId, labels.betSlip, <TicketIcon />, betSlipBadge)}
        {toggle('menu', menuId, labels.menu, <MenuIcon />)}
      </ul>
    </nav>
  );
}
