// The realtime events' zod schemas on the client: a chunk of its own, loaded by the event bus
// on the first publication that is not a price change (decision 0062). Building zod and the contract's schemas is the work a browsing page's load should not
// wait for.
import { camelize, realtimeEventSchema } from '@sportsbook/contract';
import type { ReadEvent, RealtimeEventOf } from './event-bus';

export const readEvent: ReadEvent = (channel, data) => {
  const parsed = realtimeEventSchema.safeParse(data);
  if (!parsed.success) return null;
  return {
    type: parsed.data.type,
    data: camelize(parsed.data.data) as RealtimeEventOf<typeof parsed.data.type>,
    channel,
  };
};
