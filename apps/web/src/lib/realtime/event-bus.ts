// Realtime events by type: publications are checked against the contract's event schemas
// (spec section 4), camelized and handed to the handlers of their type. A handler that throws
// is isolated (the `centrifuge` client has no try/catch around listeners, pitfall 2).
//
// What runs where (decisions 0062 and 0066): price changes, most of the traffic, take a
// hand-written check of the same shape (markets-changed.ts) and are handed on at once. Every
// other event is checked by the contract's zod schemas in a worker (lib/contract-worker), started on
// the first such publication: building zod and the schemas was the largest piece of script a
// browsing page ran after load, and a page whose matches do not change never needs them. While
// an event is being checked, later publications wait behind it in arrival order, so a handler
// never sees a later event before an earlier one, whatever their types.
import type { Camelize, RealtimeEvent, RealtimeEventType } from '@sportsbook/contract';
import { readMarketsChanged } from './markets-changed';

export type RealtimeEventOf<T extends RealtimeEventType> = Camelize<
  Extract<RealtimeEvent, { type: T }>['data']
>;

export interface RealtimeMessage<T extends RealtimeEventType = RealtimeEventType> {
  type: T;
  data: RealtimeEventOf<T>;
  /** The channel it came on (`match:42`, `public:en`, `$user:7`). */
  channel: string;
}

/** Checks one publication against the event schemas at once: its client form, or null. */
export type CheckEvent = (channel: string, data: unknown) => RealtimeMessage | null;

/** Checks one publication against the event schemas: its client form, or null (now or later). */
export type ReadEvent = (
  channel: string,
  data: unknown,
) => RealtimeMessage | null | Promise<RealtimeMessage | null>;

type Handler<T extends RealtimeEventType> = (message: RealtimeMessage<T>) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (message: any) => void;

export interface EventBus {
  on<T extends RealtimeEventType>(type: T, handler: Handler<T>): () => void;
  /**
   * Checks and dispatches one publication, in arrival order. Returns false when it is refused
   * now (not an event, a malformed price change); an event that waits for the schemas is
   * dispatched or dropped once they are in (`settled()`).
   */
  publish(channel: string, data: unknown): boolean;
  /** Dispatches an already parsed event (tests, benchmarks). */
  emit<T extends RealtimeEventType>(message: RealtimeMessage<T>): void;
  /** Resolves once every publication so far has been dispatched or dropped. */
  settled(): Promise<void>;
}

export interface EventBusOptions {
  /** Loads the schema check (the contract worker by default, lib/contract-worker). */
  loadReader?: () => Promise<ReadEvent>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const loadSchemas = () =>
  import('../contract-worker/client').then((module) => module.loadEventCheck());

/** A publication waiting for its turn: its check, started or not yet. */
interface Waiting {
  channel: string;
  data: unknown;
  checked: ReturnType<ReadEvent> | undefined;
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | null)?.then === 'function';

export function createEventBus(
  onHandlerError: (error: unknown) => void = () => {},
  options: EventBusOptions = {},
): EventBus {
  const handlers = new Map<RealtimeEventType, Set<AnyHandler>>();
  const loadReader = options.loadReader ?? loadSchemas;
  let reader: ReadEvent | null = null;
  let loading: Promise<void> | null = null;
  /** Publications behind one whose check is not back yet, in arrival order. */
  const waiting: Waiting[] = [];
  let drained: Promise<void> = Promise.resolve();

  function emit<T extends RealtimeEventType>(message: RealtimeMessage<T>) {
    const set = handlers.get(message.type);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(message);
      } catch (error) {
        onHandlerError(error);
      }
    }
  }

  /** The hand-written check of a price change: its message, or null. */
  function priceChange(channel: string, data: Record<string, unknown>) {
    const changed = readMarketsChanged(data.data);
    return changed ? ({ type: 'markets_changed', data: changed, channel } as const) : null;
  }

  function load(): Promise<void> {
    loading ??= loadReader().then(
      (read) => {
        reader = read;
      },
      (error: unknown) => {
        // Offline or a failed chunk: try again with the next publication.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** Hands on the waiting publications in order, each once its check is back. */
  function drain() {
    drained = (async () => {
      try {
        await load();
      } catch (error) {
        // The waiting events are lost: recovery or the next snapshot brings the state back.
        waiting.length = 0;
        onHandlerError(error);
        return;
      }
      while (waiting.length > 0) {
        const next = waiting[0]!;
        let message: RealtimeMessage | null = null;
        try {
          const checked = next.checked ?? reader!(next.channel, next.data);
          message = isPromise(checked) ? await checked : checked;
        } catch (error) {
          onHandlerError(error);
        }
        waiting.shift();
        if (message) emit(message);
      }
    })();
  }

  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as AnyHandler);
      return () => {
        set.delete(handler as AnyHandler);
      };
    },
    publish(channel, data) {
      if (!isObject(data)) return false;
      const price = data.type === 'markets_changed';
      let checked: ReturnType<ReadEvent> | undefined;
      if (price) {
        checked = priceChange(channel, data);
        if (!checked) return false;
      } else if (reader) {
        checked = reader(channel, data);
      }
      if (waiting.length === 0 && checked !== undefined && !isPromise(checked)) {
        if (!checked) return false;
        emit(checked);
        return true;
      }
      waiting.push({ channel, data, checked });
      if (waiting.length === 1) drain();
      return true;
    },
    emit,
    settled: () => drained,
  };
}
