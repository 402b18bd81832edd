'use client';

// The layout's client islands that a visitor cannot use in the page's first moments: each is
// rendered on the server in full and hydrated once its own chunk arrives, right after the page
// hydrates, instead of riding in the first-load JavaScript of every page (decision 0069). What
// must answer at once stays imported directly by the layout: the cookie banner's buttons, the
// favourite stars' listener, the search field's focus, the side menu's panel, the header's slip
// toggle and the selection badges, and what a player presses first on arriving: the header's
// sign-in and sign-up links (rendered for a visitor by the server: a press before hydration
// would load their pages instead of the dialogs), the language switch and the phone tab bar
// (React does not replay a press on a part still waiting for its code).
import { lazyIsland } from '../../lib/lazy-island';

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
