// A realtime publisher that keeps every publication, for assertions on what the server sends.
import type { RealtimeMessage, RealtimePublisher } from '../realtime/publisher';

export interface Publication {
  channel: string;
  message: RealtimeMessage;
}

export interface RecordingPublisher extends RealtimePublisher {
  readonly publications: Publication[];
  /** Publications of one event type, in order. */
  ofType(type: string): Publication[];
  clear(): void;
}

export function recordingPublisher(): RecordingPublisher {
  const publications: Publication[] = [];
  return {
    publications,
    publish: async (channel, message) => {
      publications.push({ channel, message });
    },
    broadcast: async (channels, message) => {
      for (const channel of channels) publications.push({ channel, message });
    },
    ofType: (type) => publications.filter((p) => p.message.type === type),
    clear: () => {
      publications.length = 0;
    },
  };
}
