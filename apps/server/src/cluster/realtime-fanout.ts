// Realtime across API processes with embedded hubs (decision 0052): each process's hub holds
// only its own sockets, so every publication goes to the local hub and, through the cluster
// bus, to the other processes' hubs. A player's `$user:<id>` event made by the process that
// placed the bet reaches the socket that player holds on another process.
//
// Only the raw hub publisher is wrapped: what the app layers on top (notifications stored from
// player events) runs once, in the process that published.
import type { RealtimeMessage, RealtimePublisher } from '../realtime/publisher';
import type { ClusterBus } from './cluster-bus';

export const REALTIME_KIND = 'realtime';

interface Publication {
  channels: string[];
  message: RealtimeMessage;
}

export interface RealtimeFanout {
  publisher: RealtimePublisher;
  stop(): void;
}

/** `local` is this process's hub; what other processes publish is delivered to it as well. */
export function createRealtimeFanout(local: RealtimePublisher, bus: ClusterBus): RealtimeFanout {
  const stop = bus.on((message) => {
    if (message.kind !== REALTIME_KIND) return;
    const { channels, message: event } = message.data as Publication;
    if (channels.length === 1 && channels[0] !== undefined) {
      void local.publish(channels[0], event);
    } else {
      void local.broadcast(channels, event);
    }
  });
  const share = (channels: readonly string[], message: RealtimeMessage) =>
    bus.send({ kind: REALTIME_KIND, data: { channels: [...channels], message } });
  return {
    publisher: {
      async publish(channel, message) {
        share([channel], message);
        await local.publish(channel, message);
      },
      async broadcast(channels, message) {
        if (channels.length === 0) return;
        share(channels, message);
        await local.broadcast(channels, message);
      },
    },
    stop,
  };
}
