// The sportsbook's side of embedded mode (spec section 2, decision 0042), loaded only when the
// page runs in a frame: marks the body, speaks the protocol of `@sportsbook/embed` with the host
// page (allowed origins only, both ways), reports pages, size, balance, currency, slip, dialogs
// and match clicks, hands sign-in, sign-up and deposit to a host that listens for them, and
// carries out the host's commands.
import {
  API_BASES,
  MARKET_STATUS,
  catalogEndpoints,
  embedPlatformEndpoints,
} from '@sportsbook/contract';
import { toOddsFormat } from '@sportsbook/domain';
import {
  type FrameEvents,
  type FrameEventType,
  type HostMessage,
  PROTOCOL_VERSION,
  SIZE_REPORT_THROTTLE_MS,
  type SelectionRef,
  envelope,
  isAllowedOrigin,
  parseHostMessage,
  throttleLatest,
} from '@sportsbook/embed/protocol';
import { ApiRequestError, callEndpoint, callEndpointAt } from '../../lib/api/api-client';
import { sessionBearer, setSessionBearer } from '../../lib/api/session-bearer';
import { sessionStore } from '../../lib/browser-storage';
import { setOddsFormat } from '../../lib/format/odds-format-store';
import { LOCALES, localizePath } from '../../i18n/locales';
import {
  activeAccount,
  authSnapshot,
  loadProfile,
  signOut,
  subscribeAuth,
} from '../account/auth-store';
import { currentModal, subscribeModal } from '../account/modal-store';
import { betEventOf, parseOutcomeKey, readBetEvent } from '../catalog/outcomes';
import {
  isSelected,
  selectedKeys,
  subscribeSelection,
  toggleSelection,
} from '../catalog/selection';
import { type HostAction, setHostHandOff } from './delegation';
import { messageTargets } from './model/host-origin';
import { pickOf } from './model/selection-pick';

/** The body attribute of a framed page (spec section 2); styles and tests read it. */
export const EMBEDDED_ATTRIBUTE = 'data-embedded';
/** The handed-over session, kept for reloads of this frame (fail-soft storage, decision 0020). */
const SESSION_KEY = 'embed_session';
const BASE_PATH = '/sports';

export interface EmbeddedFrameOptions {
  hostOrigins: readonly string[];
  locale: string;
  localeInUrl: boolean;
  /** Client-side navigation (the App Router's push) to a path under the base. */
  navigate: (href: string) => void;
}

export interface EmbeddedFrame {
  pageLoaded(): void;
  stop(): void;
}

/** The path under the base path, with query and hash: `/sports/de/live?x` → `/de/live?x`. */
function currentPath(): string {
  const { pathname, search, hash } = window.location;
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return `${path || '/'}${search}${hash}`;
}

function parentHint(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

export function startEmbeddedFrame(options: EmbeddedFrameOptions): EmbeddedFrame {
  const { hostOrigins, locale } = options;
  const targets = messageTargets(hostOrigins, parentHint());
  const cleanups: (() => void)[] = [];
  document.body.setAttribute(EMBEDDED_ATTRIBUTE, 'true');
  cleanups.push(() => document.body.removeAttribute(EMBEDDED_ATTRIBUTE));

  const post = <K extends FrameEventType>(name: K, payload: FrameEvents[K]) => {
    const message = envelope(name, payload);
    for (const origin of targets) window.parent.postMessage(message, origin);
  };

  // --- what the host listens for (the handshake) -----------------------------------------------
  let listeners = new Set<HostAction>();
  setHostHandOff((action) => {
    if (!listeners.has(action)) return false;
    post(action, {});
    return true;
  });
  cleanups.push(() => setHostHandOff(null));

  // --- page and size ---------------------------------------------------------------------------
  let lastPath: string | null = null;
  const pageLoaded = () => {
    const path = currentPath();
    if (path === lastPath) return;
    lastPath = path;
    // After the new page's title has been committed.
    requestAnimationFrame(() => post('page-loaded', { path, title: document.title }));
  };
  const reportSize = throttleLatest<{ height: number; width: number }>(
    (size) => post('page-size-changed', size),
    SIZE_REPORT_THROTTLE_MS,
  );
  let lastSize = '';
  const measure = () => {
    const height = Math.ceil(document.body.scrollHeight);
    const width = Math.ceil(document.documentElement.clientWidth);
    const key = `${height}x${width}`;
    if (key === lastSize) return;
    lastSize = key;
    reportSize({ height, width });
  };
  const resizeObserver = new ResizeObserver(measure);
  resizeObserver.observe(document.body);
  resizeObserver.observe(document.documentElement);
  cleanups.push(() => resizeObserver.disconnect());

  // --- balance and currency --------------------------------------------------------------------
  let lastBalance: string | null = null;
  let lastCurrency: string | null = null;
  const reportAccount = () => {
    const auth = authSnapshot();
    if (auth.status === 'unknown' || auth.status === 'pending') return;
    const account = auth.status === 'logged_in' ? activeAccount(auth) : undefined;
    const balance = account
      ? { balance: account.balance.availableToBetWithLockedCents, currency: account.currency }
      : { balance: null, currency: null };
    const key = JSON.stringify(balance);
    if (key !== lastBalance) {
      lastBalance = key;
      post('balance-changed', balance);
    }
    if (account && lastCurrency !== null && account.currency !== lastCurrency)
      post('notify-currency-changed', { currency: account.currency });
    if (account) lastCurrency = account.currency;
  };
  cleanups.push(subscribeAuth(reportAccount));

  // --- the session -------------------------------------------------------------------------------
  // Signed in or out, whichever way (a hand-over, the frame's own forms, a 401, a sign-out): the
  // host hears it, and a session kept for the frame ends with the player's.
  let signedIn: boolean | null = null;
  const reportSession = () => {
    const status = authSnapshot().status;
    if (status === 'unknown' || status === 'pending') return;
    const now = status === 'logged_in';
    if (!now && sessionBearer()) {
      setSessionBearer(null);
      sessionStore().removeItem(SESSION_KEY);
    }
    if (signedIn !== null && now !== signedIn)
      post('session-changed', { signedIn: now, error: null });
    signedIn = now;
  };
  cleanups.push(subscribeAuth(reportSession));

  // --- bet slip --------------------------------------------------------------------------------
  const reportSlip = () => {
    const selections = selectedKeys()
      .map((key) => parseOutcomeKey(key))
      .filter((parts) => parts !== null)
      .map((parts) => ({
        matchId: parts.matchId,
        marketId: parts.marketId,
        specifier: parts.specifier,
        outcomeId: parts.outcomeId,
      }));
    post('bet-slip-state-changed', { count: selections.length, selections });
  };
  cleanups.push(subscribeSelection(reportSlip));

  // --- dialogs ---------------------------------------------------------------------------------
  let openModal: string | null = currentModal();
  cleanups.push(
    subscribeModal(() => {
      const modal = currentModal();
      if (modal === openModal) return;
      if (openModal) post('notify-modal-triggered', { modal: openModal, open: false });
      if (modal) post('notify-modal-triggered', { modal, open: true });
      openModal = modal;
    }),
  );

  // --- a match opened from a list ----------------------------------------------------------------
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const matchEvent = readBetEvent(link);
    if (!matchEvent) return;
    const url = new URL((link as HTMLAnchorElement).href);
    if (url.origin !== window.location.origin) return;
    const path = url.pathname.startsWith(BASE_PATH)
      ? url.pathname.slice(BASE_PATH.length) || '/'
      : url.pathname;
    post('top-event-clicked', { matchId: matchEvent.id, path });
  };
  document.addEventListener('click', onClick, true);
  cleanups.push(() => document.removeEventListener('click', onClick, true));

  // --- the host's commands ---------------------------------------------------------------------
  const failed = (command: string, code: string) => post('command-failed', { command, code });

  async function addSelection(ref: SelectionRef) {
    const context = { origin: '', locale };
    try {
      const [match, markets] = await Promise.all([
        callEndpoint(catalogEndpoints.getMatch, { params: { id: ref.matchId } }, context),
        callEndpoint(
          catalogEndpoints.getMatchMarkets,
          { params: { id: ref.matchId }, query: { market_id: ref.marketId, limit: 500 } },
          context,
        ),
      ]);
      const pick = pickOf(
        ref,
        betEventOf(match.data),
        markets.data,
        (status) => status === MARKET_STATUS.allowed,
      );
      if (!pick) return failed('add-selection', 'outcome_not_found');
      // Add, never remove: the host asked for this outcome to be on the slip.
      if (!isSelected(pick.key)) toggleSelection(pick);
    } catch (error) {
      failed('add-selection', error instanceof ApiRequestError ? error.code : 'request_failed');
    }
  }

  async function handOver(code: string) {
    try {
      const session = await callEndpointAt(
        API_BASES.platform,
        embedPlatformEndpoints.exchangeHandOverCode,
        { body: { code } },
        { origin: '', locale },
      );
      // The cookies the answer set may be refused in a cross-site frame: the page keeps the
      // session and sends it as a bearer token (decision 0042).
      setSessionBearer(session.token);
      sessionStore().setItem(SESSION_KEY, session.token);
      // The auth store's change reports the new session to the host (reportSession).
      await loadProfile(locale);
    } catch (error) {
      post('session-changed', {
        signedIn: authSnapshot().status === 'logged_in',
        error: error instanceof ApiRequestError ? error.code : 'request_failed',
      });
    }
  }

  function handle(message: HostMessage) {
    switch (message.type) {
      case 'sportsbook.handshake':
        listeners = new Set(message.payload.listeners);
        return;
      case 'sportsbook.navigate':
        options.navigate(localizePath(locale, message.payload.path, options));
        return;
      case 'sportsbook.add-selection':
        void addSelection(message.payload);
        return;
      case 'sportsbook.set-locale': {
        const next = message.payload.locale;
        if (!(LOCALES as readonly string[]).includes(next))
          return failed('set-locale', 'unknown_locale');
        if (next !== locale) options.navigate(localizePath(next, currentPath(), options));
        return;
      }
      case 'sportsbook.set-odds-format': {
        const format = toOddsFormat(message.payload.format);
        if (!format) return failed('set-odds-format', 'unknown_odds_format');
        setOddsFormat(format);
        return;
      }
      case 'sportsbook.set-theme': {
        const root = document.documentElement;
        const { scheme, accent } = message.payload;
        if (scheme) root.style.colorScheme = scheme;
        if (accent) {
          root.style.setProperty('--color-accent', accent);
          root.style.setProperty('--color-accent-strong', accent);
        }
        return;
      }
      case 'sportsbook.sign-out':
        // Ends the session on the server (with the bearer still set), then locally; the auth
        // store's change drops the kept session and tells the host.
        void signOut(locale);
        return;
      case 'sportsbook.hand-over':
        void handOver(message.payload.code);
        return;
    }
  }

  const onMessage = (event: MessageEvent) => {
    // Only the page that frames us, from an allowed origin, exactly (spec section 2).
    if (event.source !== window.parent || !isAllowedOrigin(event.origin, hostOrigins)) return;
    const message = parseHostMessage(event.data);
    if (message) handle(message);
  };
  window.addEventListener('message', onMessage);
  cleanups.push(() => window.removeEventListener('message', onMessage));

  // A session handed over earlier in this frame survives a reload of it.
  const kept = sessionStore().getItem(SESSION_KEY);
  if (kept) {
    setSessionBearer(kept);
    void loadProfile(locale);
  }

  post('initialized', { version: PROTOCOL_VERSION, locale, path: currentPath() });
  pageLoaded();
  measure();
  reportSession();
  reportAccount();
  reportSlip();

  return {
    pageLoaded,
    stop: () => cleanups.splice(0).forEach((cleanup) => cleanup()),
  };
}
