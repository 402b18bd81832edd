import type messages from '../../../messages/en.json';

type Messages = typeof messages;

/**
 * The few messages client islands format themselves (odds labels change with every price, the
 * error boundary cannot call the server). Everything else is translated on the server, so the
 * browser bundle carries neither the message catalogue nor an ICU runtime.
 */
export interface ClientMessages {
  odds: Messages['odds'];
  error: Messages['page']['error'];
  catalog: Pick<Messages['catalog'], 'live' | 'finished' | 'interrupted' | 'names'>;
  progress: Messages['progress'];
  account: Messages['account'];
  betSlip: Messages['bet-slip'];
  connectionError: Messages['connection-error'];
  /** Protection notices, the panic button and the allowance lines (the area's own texts come
   * with its page). */
  protection: Messages['protection'];
  /** Promotions, bonus dialogs, toasts and the loyalty lines (islands of the bonus feature). */
  bonuses: Messages['bonuses'];
  /** The jackpot widget and the jackpot-hit popup (loaded on demand). */
  jackpots: Messages['jackpots'];
  /** VIP bets on the slip and in My bets (loaded on demand). */
  vipBets: Messages['vip-bets'];
  /** The favourite stars on every list (their labels and the error alert). */
  favourites: Pick<Messages['favourites'], 'error-title' | 'error-message'>;
  /** The bell, the notifications panel and page (islands of the notifications feature). */
  notifications: Messages['notifications'];
  /** Odds format, odds-change acceptance, stake presets (the header picker, the slip, the menu). */
  settings: Messages['settings'];
  /** Half-time and breaks instead of a stopped clock (rows and scoreboard, decision 0047). */
  matchCentre: Pick<Messages['match-centre'], 'pause' | 'pause-short'>;
}

export function pickClientMessages(all: Messages): ClientMessages {
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
    account: all.account,
    betSlip: all['bet-slip'],
    connectionError: all['connection-error'],
    protection: all.protection,
    bonuses: all.bonuses,
    jackpots: all.jackpots,
    vipBets: all['vip-bets'],
    favourites: {
      'error-title': all.favourites['error-title'],
      'error-message': all.favourites['error-message'],
    },
    notifications: all.notifications,
    settings: all.settings,
    matchCentre: {
      pause: all['match-centre'].pause,
      'pause-short': all['match-centre']['pause-short'],
    },
  };
}
