'use client';

// The layout's client islands that a visitor cannot use in the page's first moments: each is
// rendered on the server in full and hydrated once its own chunk arrives, right after the page
// hydrates, instead of riding in the first-load JavaScript of every page (decision 0069). What
// must answer at once stays imported directly by the layout: the cookie banner's buttons, the
// favourite stars' listener, the search field's focus, the side menu's panel, the header's slip
// toggle and the selection badges (React does not replay a press on a part still waiting for its
// code). The phone tab bar, the header's sign-in and sign-up links and the language switch are
// islands too, a press on them kept and replayed until they have hydrated (`withEarlyPresses`,
// decision 0081); they are on screen at the first paint, so the layout gives each a placeholder
// of the same markup, rendered on the server (decision 0084).
import { withEarlyPresses } from '../../lib/early-press';
import { lazyIsland } from '../../lib/lazy-island';

/** The phone's tab bar: plain links, and the slip's and the menu's toggles (early presses); its
 * placeholder is `TabbarView`. */
export const Tabbar = lazyIsland(
  withEarlyPresses(() => import('../../components/layout/tabbar').then((module) => module.Tabbar)),
);

/** Plain links load the page until the navigation handler has hydrated. */
export const NavigationProgress = lazyIsland(() =>
  import('../../components/layout/navigation-progress').then((module) => module.NavigationProgress),
);
export const NotificationBellSlot = lazyIsland(() =>
  import('../../features/notifications/notification-bell-slot').then(
    (module) => module.NotificationBellSlot,
  ),
);
export const AccountModalHost = lazyIsland(() =>
  import('../../features/account/components/account-modal-host').then(
    (module) => module.AccountModalHost,
  ),
);
export const BonusHost = lazyIsland(() =>
  import('../../features/bonuses/bonus-host').then((module) => module.BonusHost),
);
export const JackpotHitHost = lazyIsland(() =>
  import('../../features/jackpots/jackpot-hit-host').then((module) => module.JackpotHitHost),
);
/** An alert raised before the view has hydrated shows once it has (the store keeps it). */
export const Alerts = lazyIsland(() =>
  import('../../components/layout/alerts').then((module) => module.Alerts),
);
export const TimeZoneSync = lazyIsland(() =>
  import('../../lib/time/time-zone-sync').then((module) => module.TimeZoneSync),
);
export const EmbedDetect = lazyIsland(() =>
  import('../../features/embed/embed-detect').then((module) => module.EmbedDetect),
);
