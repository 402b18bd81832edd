// Realtime events by type: publications are checked against the contract's event schemas
// (spec section 4), camelized and handed to the handlers of their type; price changes, most of
// the traffic, take a hand-written check of the same shape (markets-changed.ts). A handler that throws
// is isolated (the `centrifuge` client has no try/catch around listeners, pitfall 2).
import {
  type Camelize,
  type RealtimeEvent,
  type RealtimeEventType,
  camelize,
  realtimeEventSchema,
} from '@sportsbook/contract';
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

type Handler<T extends RealtimeEventType> = (message: RealtimeMessage<T>) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (message: any) => void;

export interface EventBus {
  on<T extends RealtimeEventType>(type: T, handler: Handler<T>): () => void;
  /** Parses and dispatches one publication; returns false when it is not a known event. */
  publish(channel: string, data: unknown): boolean;
  /** Dispatches an already parsed event (tests, benchmarks). */
  emit<T extends RealtimeEventType>(message: RealtimeMessage<T>): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function createEventBus(onHandlerError: (error: unknown) => void = () => {}): EventBus {
  const handlers = new Map<RealtimeEventType, Set<AnyHandler>>();

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
      // Price changes, most of the traffic, take the hand-written check (markets-changed.ts).
      if (isObject(data) && data.type === 'markets_changed') {
        const changed = readMarketsChanged(data.data);
        if (!changed) return false;
        emit({ type: 'markets_changed', data: changed, channel });
        return true;
      }
      const parsed = realtimeEventSchema.safeParse(data);
      if (!parsed.success) return false;
      emit({
        type: parsed.data.type,
        data: camelize(parsed.data.data) as RealtimeEventOf<typeof parsed.data.type>,
        channel,
      });
      return true;
    },
    emit,
  };
}
