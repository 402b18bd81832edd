// The embedded mode's wire protocol (spec section 2): every message between the sportsbook in a
// frame and the page that hosts it. One module for both sides: the sportsbook's frame imports it
// from the web app, hosts get it with the SDK. It imports nothing, so it weighs little in either.
//
// A message is `{ type, version, payload }`. Types carry the `sportsbook.` prefix; a receiver
// ignores a type it does not know and a payload that does not parse (never fatal), so either
// side can be newer than the other.

export const PROTOCOL_VERSION = 1;
export const MESSAGE_PREFIX = 'sportsbook.';

/** Spec section 9: size and layout reports at most once per 100 ms. */
export const SIZE_REPORT_THROTTLE_MS = 100;

/** What a host may ask the frame to hand over to it instead of opening in the frame. */
export const DELEGABLE_ACTIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type DelegableAction = (typeof DELEGABLE_ACTIONS)[number];

/** Theme a host can ask for: the colour scheme, and the accent in `#rrggbb`. */
export interface EmbedTheme {
  scheme?: 'dark' | 'light';
  accent?: string;
}

/** One outcome of a match, as the catalog names it (`GET /matches/{id}/markets`). */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  /** The market line's specifier (`total=2.5`), empty for markets without one. */
  specifier: string;
  outcomeId: string;
}

/** Messages the sportsbook posts to its host (spec section 2), by type without the prefix. */
export interface FrameEvents {
  /** The frame's protocol side is up; the host answers with `handshake`. */
  initialized: { version: number; locale: string; path: string };
  /** A page was shown (first load and every route change). */
  'page-loaded': { path: string; title: string };
  /** The document's size in CSS pixels; the host sizes the frame to it. */
  'page-size-changed': { height: number; width: number };
  /** The active account's balance in minor units, or null when nobody is signed in. */
  'balance-changed': { balance: number; currency: string } | { balance: null; currency: null };
  /** What is on the bet slip now. */
  'bet-slip-state-changed': { count: number; selections: SelectionRef[] };
  /** The player opened a match from a list. */
  'top-event-clicked': { matchId: number | null; path: string };
  /** A dialog opened or closed (the host may dim or scroll its own page). */
  'notify-modal-triggered': { modal: string; open: boolean };
  /** The player's active currency changed. */
  'notify-currency-changed': { currency: string };
  /** The player asks to sign in, sign up or deposit, and the host listens for it. */
  'sign-in': Record<string, never>;
  'sign-up': Record<string, never>;
  deposit: Record<string, never>;
  /** Outcome of a `hand-over` or `sign-out` command. */
  'session-changed': { signedIn: boolean; error: string | null };
  /** A command the frame could not carry out (unknown outcome, bad path). */
  'command-failed': { command: string; code: string };
}

/** Commands a host sends to the sportsbook frame, by type without the prefix. */
export interface HostCommands {
  /** The answer to `initialized`: which actions the host takes over (spec: "listeners"). */
  handshake: { version: number; listeners: DelegableAction[] };
  /** Show a page of the sportsbook: a path under its base, such as `/live` or `/football`. */
  navigate: { path: string };
  'add-selection': SelectionRef;
  'set-locale': { locale: string };
  'set-odds-format': { format: string };
  'set-theme': EmbedTheme;
  'sign-out': Record<string, never>;
  /** A one-time code from the operator API that signs the player in (decision 0042). */
  'hand-over': { code: string };
}

export type FrameEventType = keyof FrameEvents;
export type HostCommandType = keyof HostCommands;

export type Envelope<T extends string, P> = {
  type: `sportsbook.${T}`;
  version: number;
  payload: P;
};
export type FrameMessage = { [K in FrameEventType]: Envelope<K, FrameEvents[K]> }[FrameEventType];
export type HostMessage = {
  [K in HostCommandType]: Envelope<K, HostCommands[K]>;
}[HostCommandType];

export function envelope<T extends string, P>(type: T, payload: P): Envelope<T, P> {
  return {
    type: `${MESSAGE_PREFIX}${type}` as `sportsbook.${T}`,
    version: PROTOCOL_VERSION,
    payload,
  };
}

// ---------------------------------------------------------------------------------------------
// Parsing: hand-written checks (no validation library: the SDK stays a few kB with no
// dependencies). Each returns the typed payload or null.

type Checker<P> = (payload: Record<string, unknown>) => P | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length <= max;
const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1_000_000;

/** A path inside the sportsbook: starts with one `/`, no scheme, no `..`, printable. */
export function isSportsbookPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 500 &&
    /^\/(?!\/)[^\s\\]*$/.test(value) &&
    !value.split(/[/?#]/).includes('..')
  );
}

const LOCALE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function selectionRef(payload: Record<string, unknown>): SelectionRef | null {
  const { matchId, marketId, specifier, outcomeId } = payload;
  if (!isInt(matchId) || matchId <= 0 || !isInt(marketId) || marketId < 0) return null;
  if (!isText(specifier, 200) || !isText(outcomeId, 100) || outcomeId === '') return null;
  return { matchId, marketId, specifier, outcomeId };
}

const empty: Checker<Record<string, never>> = () => ({});

const FRAME_CHECKERS: { [K in FrameEventType]: Checker<FrameEvents[K]> } = {
  initialized: (p) =>
    isInt(p.version) && isText(p.locale, 20) && isText(p.path, 500)
      ? { version: p.version, locale: p.locale, path: p.path }
      : null,
  'page-loaded': (p) =>
    isText(p.path, 500) && isText(p.title, 500) ? { path: p.path, title: p.title } : null,
  'page-size-changed': (p) =>
    isSize(p.height) && isSize(p.width) ? { height: p.height, width: p.width } : null,
  'balance-changed': (p) => {
    if (p.balance === null && p.currency === null) return { balance: null, currency: null };
    return isInt(p.balance) && isText(p.currency, 10)
      ? { balance: p.balance, currency: p.currency }
      : null;
  },
  'bet-slip-state-changed': (p) => {
    if (!isInt(p.count) || !Array.isArray(p.selections)) return null;
    const selections = p.selections.map((item) => (isRecord(item) ? selectionRef(item) : null));
    return selections.every((item) => item !== null)
      ? { count: p.count, selections: selections as SelectionRef[] }
      : null;
  },
  'top-event-clicked': (p) =>
    (p.matchId === null || isInt(p.matchId)) && isText(p.path, 500)
      ? { matchId: p.matchId as number | null, path: p.path }
      : null,
  'notify-modal-triggered': (p) =>
    isText(p.modal, 50) && typeof p.open === 'boolean' ? { modal: p.modal, open: p.open } : null,
  'notify-currency-changed': (p) => (isText(p.currency, 10) ? { currency: p.currency } : null),
  'sign-in': empty,
  'sign-up': empty,
  deposit: empty,
  'session-changed': (p) =>
    typeof p.signedIn === 'boolean' && (p.error === null || isText(p.error, 100))
      ? { signedIn: p.signedIn, error: p.error as string | null }
      : null,
  'command-failed': (p) =>
    isText(p.command, 50) && isText(p.code, 100) ? { command: p.command, code: p.code } : null,
};

const HOST_CHECKERS: { [K in HostCommandType]: Checker<HostCommands[K]> } = {
  handshake: (p) => {
    if (!isInt(p.version) || !Array.isArray(p.listeners)) return null;
    const listeners = p.listeners.filter((item): item is DelegableAction =>
      (DELEGABLE_ACTIONS as readonly unknown[]).includes(item),
    );
    return { version: p.version, listeners: [...new Set(listeners)] };
  },
  navigate: (p) => (isSportsbookPath(p.path) ? { path: p.path } : null),
  'add-selection': selectionRef,
  'set-locale': (p) =>
    typeof p.locale === 'string' && LOCALE.test(p.locale) ? { locale: p.locale } : null,
  'set-odds-format': (p) =>
    typeof p.format === 'string' && /^[a-z_]{1,30}$/.test(p.format) ? { format: p.format } : null,
  'set-theme': (p) => {
    const scheme = p.scheme === 'dark' || p.scheme === 'light' ? p.scheme : undefined;
    const accent = typeof p.accent === 'string' && HEX_COLOUR.test(p.accent) ? p.accent : undefined;
    if ((p.scheme !== undefined && !scheme) || (p.accent !== undefined && !accent)) return null;
    return { ...(scheme && { scheme }), ...(accent && { accent }) };
  },
  'sign-out': empty,
  'hand-over': (p) =>
    typeof p.code === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(p.code) ? { code: p.code } : null,
};

function parseWith<M>(data: unknown, checkers: Record<string, Checker<unknown>>): M | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !isInt(data.version)) return null;
  if (!data.type.startsWith(MESSAGE_PREFIX)) return null;
  const name = data.type.slice(MESSAGE_PREFIX.length);
  if (!Object.hasOwn(checkers, name)) return null;
  const payload = isRecord(data.payload) ? data.payload : data.payload === undefined ? {} : null;
  if (!payload) return null;
  const parsed = checkers[name]!(payload);
  return parsed === null
    ? null
    : ({ type: data.type, version: data.version, payload: parsed } as M);
}

/** A message from the frame, or null for anything else (unknown type, bad payload). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  return parseWith<FrameMessage>(data, FRAME_CHECKERS);
}

/** A command from a host, or null for anything else (unknown type, bad payload). */
export function parseHostMessage(data: unknown): HostMessage | null {
  return parseWith<HostMessage>(data, HOST_CHECKERS);
}

/** `type` without the prefix: `sportsbook.page-loaded` → `page-loaded`. */
export const messageName = <T extends string>(type: `sportsbook.${T}`): T =>
  type.slice(MESSAGE_PREFIX.length) as T;

// ---------------------------------------------------------------------------------------------
// Origins

/**
 * `https://Example.com:443/path` → `https://example.com`; null for anything that is not an
 * http(s) origin. Allow-lists compare these exactly: no wildcards, no suffix matching.
 */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether a message's origin is one of the allowed ones, exactly. `null` origins never are. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (origin === 'null' || origin === '') return false;
  return allowed.includes(origin);
}

// ---------------------------------------------------------------------------------------------
// Throttling

/**
 * Calls `send` at most once per `intervalMs`, always with the latest value: the first call goes
 * at once, later ones within the interval are folded into one call at its end (so the last size
 * is never lost). `schedule` is injectable for tests.
 */
export function throttleLatest<T>(
  send: (value: T) => void,
  intervalMs: number,
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
  now: () => number = () => Date.now(),
): (value: T) => void {
  let last = -Infinity;
  let waiting = false;
  let latest: T;
  const flush = () => {
    waiting = false;
    last = now();
    send(latest);
  };
  return (value: T) => {
    latest = value;
    if (waiting) return;
    const wait = last + intervalMs - now();
    if (wait <= 0) flush();
    else {
      waiting = true;
      schedule(flush, wait);
    }
  };
}
