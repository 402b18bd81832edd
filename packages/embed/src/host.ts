// The host side: mounts the sportsbook in a frame inside a host element, sizes the frame to the
// page it shows, turns the frame's messages into typed events and sends the host's commands.
// Messages are read only from that frame's window and origin, and sent only to that origin.
import {
  type DelegableAction,
  type EmbedTheme,
  type FrameEvents,
  type HostCommands,
  type HostCommandType,
  type SelectionRef,
  PROTOCOL_VERSION,
  envelope,
  isSportsbookPath,
  messageName,
  normalizeOrigin,
  parseFrameMessage,
} from './protocol.js';

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The frame's events by their SDK names: `page-size-changed` → `pageSizeChanged`. */
export type EmbedEvents = { [K in keyof FrameEvents as CamelCase<K>]: FrameEvents[K] };
export type EmbedEventName = keyof EmbedEvents;

export interface MountOptions {
  /** The sportsbook's address, with its base path: `https://sports.example.com/sports`. */
  url: string;
  /** First page to show, under the base (`/live`); default the home page. */
  path?: string;
  /** Locale segment to start in (`de`); default the sportsbook's default locale. */
  locale?: string;
  /** The frame's accessible name. */
  title?: string;
  /**
   * Sign-in, sign-up and deposit: actions given here go to the host (the frame posts the event
   * and opens nothing); the others open inside the frame.
   */
  onSignIn?: () => void;
  onSignUp?: () => void;
  onDeposit?: () => void;
  /**
   * A signed-in player on the platform: a function answering a one-time code from the
   * operator API (`POST /api/operator/embed/hand-over-codes`, asked by the host's back end), or
   * null for nobody. Called when the frame is ready; `signIn(code)` hands over later.
   */
  handOver?: () => Promise<string | null> | string | null;
  /** Size the frame's height to the page it shows (default true). */
  autoHeight?: boolean;
  /** Sent once the frame is ready. */
  oddsFormat?: string;
  theme?: EmbedTheme;
}

export interface EmbedHandle {
  readonly iframe: HTMLIFrameElement;
  /** Listens to a frame event; returns the function that stops listening. */
  on<K extends EmbedEventName>(name: K, listener: (payload: EmbedEvents[K]) => void): () => void;
  /** Resolves when the frame has said it is ready (its `initialized`). */
  ready(): Promise<EmbedEvents['initialized']>;
  navigate(path: string): void;
  addSelection(selection: SelectionRef): void;
  setLocale(locale: string): void;
  setOddsFormat(format: string): void;
  setTheme(theme: EmbedTheme): void;
  /** Signs the player in with a one-time hand-over code. */
  signIn(code: string): void;
  signOut(): void;
  /** Removes the frame and every listener. */
  destroy(): void;
}

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The frame's first URL: base, optional locale segment, path. */
export function frameUrl(options: Pick<MountOptions, 'url' | 'path' | 'locale'>): URL {
  const base = new URL(options.url);
  const path = options.path ?? '/';
  if (!isSportsbookPath(path)) throw new Error(`mount: path must start with "/": ${path}`);
  if (options.locale !== undefined && !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(options.locale))
    throw new Error(`mount: not a locale: ${options.locale}`);
  const locale = options.locale ? `/${options.locale}` : '';
  const target = new URL(base.href.replace(/\/$/, '') + locale + (path === '/' ? '' : path));
  return target;
}

export function mount(element: HTMLElement, options: MountOptions): EmbedHandle {
  const src = frameUrl(options);
  const origin = normalizeOrigin(src.href);
  if (!origin) throw new Error(`mount: url must be http(s): ${options.url}`);
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const delegated: DelegableAction[] = [
    ...(options.onSignIn ? (['sign-in'] as const) : []),
    ...(options.onSignUp ? (['sign-up'] as const) : []),
    ...(options.onDeposit ? (['deposit'] as const) : []),
  ];

  const iframe = element.ownerDocument.createElement('iframe');
  iframe.src = src.href;
  iframe.title = options.title ?? 'Sportsbook';
  // Streams, picture-in-picture and copying share codes work inside the frame.
  iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write';
  iframe.style.border = '0';
  iframe.style.width = '100%';
  iframe.style.display = 'block';
  if (options.autoHeight !== false) iframe.style.minHeight = '480px';
  element.append(iframe);

  let initialized: EmbedEvents['initialized'] | null = null;
  const waiting: ((value: EmbedEvents['initialized']) => void)[] = [];

  const send = <K extends HostCommandType>(name: K, payload: HostCommands[K]) => {
    // To the sportsbook's origin only: if the frame was navigated elsewhere, nothing is sent.
    iframe.contentWindow?.postMessage(envelope(name, payload), origin);
  };

  const emit = (name: string, payload: unknown) => {
    listeners.get(name)?.forEach((listener) => {
      try {
        (listener as (value: unknown) => void)(payload);
      } catch (error) {
        // A host listener's bug must not stop the others; the host still sees it.
        queueMicrotask(() => {
          throw error;
        });
      }
    });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    const name = messageName(message.type);
    switch (name) {
      case 'initialized': {
        initialized = message.payload as EmbedEvents['initialized'];
        send('handshake', { version: PROTOCOL_VERSION, listeners: delegated });
        if (options.oddsFormat) send('set-odds-format', { format: options.oddsFormat });
        if (options.theme) send('set-theme', options.theme);
        if (options.handOver) {
          void Promise.resolve(options.handOver()).then((code) => {
            if (code) send('hand-over', { code });
          });
        }
        waiting.splice(0).forEach((resolve) => resolve(initialized!));
        break;
      }
      case 'page-size-changed':
        if (options.autoHeight !== false) {
          const { height } = message.payload as FrameEvents['page-size-changed'];
          iframe.style.height = `${Math.ceil(height)}px`;
        }
        break;
      case 'sign-in':
        options.onSignIn?.();
        break;
      case 'sign-up':
        options.onSignUp?.();
        break;
      case 'deposit':
        options.onDeposit?.();
        break;
    }
    emit(camel(name), message.payload);
  };
  const view = element.ownerDocument.defaultView ?? window;
  view.addEventListener('message', onMessage);

  return {
    iframe,
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    ready() {
      return initialized
        ? Promise.resolve(initialized)
        : new Promise((resolve) => waiting.push(resolve));
    },
    navigate(path) {
      if (!isSportsbookPath(path)) throw new Error(`navigate: path must start with "/": ${path}`);
      send('navigate', { path });
    },
    addSelection: (selection) => send('add-selection', selection),
    setLocale: (locale) => send('set-locale', { locale }),
    setOddsFormat: (format) => send('set-odds-format', { format }),
    setTheme: (theme) => send('set-theme', theme),
    signIn: (code) => send('hand-over', { code }),
    signOut: () => send('sign-out', {}),
    destroy() {
      view.removeEventListener('message', onMessage);
      listeners.clear();
      iframe.remove();
    },
  };
}
