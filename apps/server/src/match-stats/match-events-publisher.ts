// Feed → realtime: the events a tick recorded go out on the match's channel as `match_events`
// (decision 0047), after the tick is committed, so a client that reads the summary on the event
// sees the new score. Ticks are queued and published strictly in order.
import { matchChannel, realtimeEvent } from '@sportsbook/contract';
import type { FeedChanges } from '../feed/feed-model';
import type { RealtimePublisher } from '../realtime/publisher';

export interface MatchEventsPublisherOptions {
  publisher: RealtimePublisher;
  catalog: { matchIdsByUrn(urnIds: string[]): Promise<Map<string, number>> };
  logger?: { error(details: object, message: string): void };
}

export function createMatchEventsPublisher(options: MatchEventsPublisherOptions) {
  let queue: Promise<void> = Promise.resolve();

  async function publish(changes: FeedChanges): Promise<void> {
    const recorded = changes.events ?? [];
    if (recorded.length === 0) return;
    const ids = await options.catalog.matchIdsByUrn(recorded.map((r) => r.matchUrnId));
    await Promise.all(
      recorded.flatMap(({ matchUrnId, events }) => {
        const id = ids.get(matchUrnId);
        if (id === undefined || events.length === 0) return [];
        return [
          options.publisher.publish(
            matchChannel(id),
            realtimeEvent('match_events', { match_id: id, events }),
          ),
        ];
      }),
    );
  }

  return {
    onChanges(changes: FeedChanges): void {
      queue = queue
        .then(() => publish(changes))
        .catch((error: unknown) => {
          options.logger?.error({ err: error }, 'realtime: publishing match events failed');
        });
    },
    idle: () => queue,
  };
}
