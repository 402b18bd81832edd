// Realtime events by type: publications are checked against the contract's event schemas
// (spec section 4), camelized and handed to the handlers of their type. A handler that throws
// is isolated (the `centrifuge` client has no try/catch around listeners, pitfall 2).
//
// What runs when (decision 0062): price changes, most of the traffic, take a hand-written check
// of the same shape (markets-changed.ts) and are handed on at once. Every other event is checked
// by the contract's zod schemas, which are a chunk of their own (event-schemas.ts) loaded on the
// first such publication: building zod and the schemas was the largest piece of script a
// browsing page ran after load, and a page whose matches do not change never needs them. Until
// they are in, publications wait in arrival order, so a handler never sees a later event before
// an earlier one, whatever their types.
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

/** Checks one publication against the event schemas: its client form, or null. */
export type ReadEvent = (channel: string, data: unknown) => RealtimeMessage | null;

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
  /** Loads the schema check (event-schemas.ts by default, a chunk of its own). */
  loadReader?: () => Promise<ReadEvent>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const loadSchemas = () => import('./event-schemas').then((module) => module.readEvent);

interface Waiting {
  channel: string;
  data: unknown;
}

export function createEventBus(
  onHandlerError: (error: unknown) => void = () => {},
  options: EventBusOptions = {},
): EventBus {
  const handlers = new Map<RealtimeEventType, Set<AnyHandler>>();
  const loadReader = options.loadReader ?? loadSchemas;
  let reader: ReadEvent | null = null;
  let loading: Promise<void> | null = null;
  /** Publications that arrived while the schemas were on their way, in arrival order. */
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

  /** Checks and dispatches one publication now; false when it is refused. */
  function dispatch(channel: string, data: unknown): boolean {
    if (!isObject(data)) return false;
    // Price changes, most of the traffic, take the hand-written check (markets-changed.ts).
    if (data.type === 'markets_changed') {
      const changed = readMarketsChanged(data.data);
      if (!changed) return false;
      emit({ type: 'markets_changed', data: changed, channel });
      return true;
    }
    const message = reader!(channel, data);
    if (!message) return false;
    emit(message);
    return true;
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

  function drain() {
    drained = load().then(
      () => {
        for (const { channel, data } of waiting.splice(0)) dispatch(channel, data);
      },
      (error: unknown) => {
        // The waiting events are lost: recovery or the next snapshot brings the state back.
        waiting.length = 0;
        onHandlerError(error);
      },
    );
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
      if (waiting.length === 0 && (reader || data.type === 'markets_changed')) {
        return dispatch(channel, data);
      }
      waiting.push({ channel, data });
      if (waiting.length === 1) drain();
      return true;
    },
    emit,
    settled: () => drained,
  };
}
