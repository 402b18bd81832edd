// The realtime events' zod schemas: the check the contract worker runs on each publication
// that is not a price change (decisions 0062 and 0066), and the main thread only where no
// worker can start.
import { camelize, realtimeEventSchema } from '@sportsbook/contract';
import type { CheckEvent, RealtimeEventOf } from './event-bus';

export const readEvent: CheckEvent = (channel, data) => {
  const parsed = realtimeEventSchema.safeParse(data);
  if (!parsed.success) return null;
  return {
    type: parsed.data.type,
    data: camelize(parsed.data.data) as RealtimeEventOf<typeof parsed.data.type>,
    channel,
  };
};
