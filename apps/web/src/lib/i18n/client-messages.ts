import type messages from '../../../messages/en.json';

type Messages = typeof messages;

/**
 * The few messages client islands format themselves (odds labels change with every price, the
 * error boundary cannot call the server). Everything else is translated on the server, so the
 * browser bundle carries neither the message catalogue nor an ICU runtime. The document carries
 * what the first paint and the first tap need (`DocumentMessages`); the islands' own namespaces
 * (`IslandNamespace`) travel with the islands that show them (decision 0072).
 */
export interface ClientMessages {
  odds: Messages['odds'];
  error: Messages['page']['error'];
  catalog: Pick<Messages['catalog'], 'live' | 'finished' | 'interrupted' | 'names'>;
  progress: Messages['progress'];
  /** The header's texts and alerts in the document; the dialogs' and forms' with them. */
  account: Messages['account'];
  /** The slip's shell (title, count, tabs, empty state) and the bet builder's toggle in the
   * document; the slip's own texts with the slip, the bet builder and the bet history. */
  betSlip: Messages['bet-slip'];
  connectionError: Messages['connection-error'];
  /** Protection notices, the panic button and the allowance lines (the area's own texts come
   * with its page). */
  protection: Messages['protection'];
  /** Promotions, bonus dialogs, toasts and the loyalty lines (islands of the bonus feature:
   * with them, not in the document). */
  bonuses: Messages['bonuses'];
  /** The jackpot widget and the jackpot-hit popup (loaded on demand). */
  jackpots: Messages['jackpots'];
  /** VIP bets on the slip and in My bets (loaded on demand). */
  vipBets: Messages['vip-bets'];
  /** The favourite stars on every list (their labels and the error alert). */
  favourites: Pick<Messages['favourites'], 'error-title' | 'error-message'>;
  /** The bell, the notifications panel and page (islands of the notifications feature: with
   * them, not in the document). */
  notifications: Messages['notifications'];
  /** Odds format, odds-change acceptance, stake presets (the header picker, the slip, the menu). */
  settings: Messages['settings'];
  /** Half-time and breaks instead of a stopped clock (rows and scoreboard, decision 0047). */
  matchCentre: Pick<Messages['match-centre'], 'pause' | 'pause-short'>;
}

/**
 * Namespaces an island loads with its code (`IslandMessages`), or a page that renders it on the
 * server hands down (`PageMessages`): a player sees them only after a press, a session check or
 * on their own page, so they are not in every document. `account` and `betSlip` are in the
 * document in part (the header's texts and alerts; the slip's shell), their island form is the
 * whole namespace. The slip's loads with the slip's chunk, at the first idle moment after load
 * or at a first tap before it (decision 0077).
 */
export const ISLAND_NAMESPACES = ['account', 'betSlip', 'bonuses', 'notifications'] as const;
export type IslandNamespace = (typeof ISLAND_NAMESPACES)[number];
export type IslandMessages = Pick<ClientMessages, IslandNamespace>;

/** What every document carries: the first paint's and the first tap's texts. */
export type DocumentMessages = Omit<ClientMessages, IslandNamespace> & {
  account: Pick<Messages['account'], 'header' | 'alerts'>;
  betSlip: ShellMessages;
};

type SlipMessages = Messages['bet-slip'];
/** What the slip's shell shows before the slip has loaded, and the bet builder's toggle. */
export type ShellMessages = Pick<
  SlipMessages,
  'title' | 'count' | 'tabs' | 'empty-title' | 'empty-hint' | 'loading'
> & { builder: Pick<SlipMessages['builder'], 'title' | 'tagline'> };

function pickShellMessages(slip: SlipMessages): ShellMessages {
  return {
    title: slip.title,
    count: slip.count,
    tabs: slip.tabs,
    'empty-title': slip['empty-title'],
    'empty-hint': slip['empty-hint'],
    loading: slip.loading,
    builder: { title: slip.builder.title, tagline: slip.builder.tagline },
  };
}

export function isIslandNamespace(name: string): name is IslandNamespace {
  return (ISLAND_NAMESPACES as readonly string[]).includes(name);
}

export function pickDocumentMessages(all: Messages): DocumentMessages {
  return {
    odds: all.odds,
    error: all.page.error,
    catalog: {
      live: all.catalog.live,
      finished: all.catalog.finished,
      interrupted: all.catalog.interrupted,
      names: all.catalog.names,
    },
    progress: all.progress,
    account: { header: all.account.header, alerts: all.account.alerts },
    betSlip: pickShellMessages(all['bet-slip']),
    connectionError: all['connection-error'],
    protection: all.protection,
    jackpots: all.jackpots,
    vipBets: all['vip-bets'],
    favourites: {
      'error-title': all.favourites['error-title'],
      'error-message': all.favourites['error-message'],
    },
    settings: all.settings,
    matchCentre: {
      pause: all['match-centre'].pause,
      'pause-short': all['match-centre']['pause-short'],
    },
  };
}

export function pickIslandMessages<N extends IslandNamespace>(
  all: Messages,
  namespaces: readonly N[],
): Pick<IslandMessages, N> {
  const picked: Partial<IslandMessages> = {};
  for (const namespace of namespaces) {
    if (namespace === 'account') picked.account = all.account;
    else if (namespace === 'betSlip') picked.betSlip = all['bet-slip'];
    else if (namespace === 'bonuses') picked.bonuses = all.bonuses;
    else picked.notifications = all.notifications;
  }
  return picked as Pick<IslandMessages, N>;
}
