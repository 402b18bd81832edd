/** Until realtime arrives, live lists poll every 5 s and the match page every 3 s. */
export const LIVE_LIST_POLL_MS = 5000;
export const MATCH_POLL_MS = 3000;
