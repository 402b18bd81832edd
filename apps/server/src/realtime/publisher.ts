// The one way the backend sends realtime events. Two implementations: the embedded hub
// (in process) and Centrifugo's HTTP server API (`/api/publish`, `/api/broadcast`), chosen by
// configuration. Publishers never throw into the caller's transaction: a failed delivery is
// logged by the implementation, and clients recover from history or refetch a snapshot.

/** One realtime event as it goes on the wire: `{ type, data }` (schemas in the contract). */
export interface RealtimeMessage {
  type: string;
  data: unknown;
}

export interface RealtimePublisher {
  /** Sends one event to one channel. */
  publish(channel: string, message: RealtimeMessage): Promise<void>;
  /** Sends the same event to several channels (serialised once). */
  broadcast(channels: readonly string[], message: RealtimeMessage): Promise<void>;
}

/** A publisher that drops everything: for apps built without realtime (unit tests). */
export const silentPublisher: RealtimePublisher = {
  publish: async () => {},
  broadcast: async () => {},
};
