/**
 * The request header that carries the page's path (`/de/live`, without the base path) from the
 * proxy to the server components: a layout is not given its page's path, and the phone tab bar's
 * placeholder marks the current tab from it (decision 0084). Set by the proxy on every page
 * request, over whatever a client sent.
 */
export const REQUEST_PATH_HEADER = 'x-sportsbook-path';
