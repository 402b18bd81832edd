// Registers `GET /matches/{id}/{statistics type}` and the `match_events` publications: the one
// call app.ts makes for the match centre (decision 0047).
import { API_BASES, matchStatsEndpoints } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { FeedChanges } from '../feed/feed-model';
import { orNotFound } from '../http/http-errors';
import { registerEndpoints } from '../http/register-endpoints';
import type { RealtimePublisher } from '../realtime/publisher';
import { FormRepository } from './form-repository';
import { createMatchEventsPublisher } from './match-events-publisher';
import {
  type MatchEventsSource,
  type MatchStatsCatalog,
  MatchStatsService,
} from './match-stats-service';

export interface MatchStatsDeps {
  database: Pick<Database, 'db'>;
  catalog: MatchStatsCatalog & { matchIdsByUrn(urnIds: string[]): Promise<Map<string, number>> };
  /** The odds feed's recorded events; absent: every match answers with no events. */
  events?: MatchEventsSource;
  /** Committed feed ticks (the runner) and where to publish their events. */
  feed?: { onChanges(listener: (changes: FeedChanges) => void): () => void };
  publisher?: RealtimePublisher;
}

export function registerMatchStats(app: FastifyInstance, deps: MatchStatsDeps): void {
  const service = new MatchStatsService(
    deps.catalog,
    deps.events ?? null,
    new FormRepository(deps.database.db),
  );
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: matchStatsEndpoints,
    handlers: {
      getMatchStatistics: async ({ params, query }) => ({
        data: orNotFound(await service.get(params.id, params.type, query), 'Match', params.id),
      }),
    },
    tag: 'catalog',
  });
  if (deps.feed && deps.publisher) {
    const events = createMatchEventsPublisher({
      publisher: deps.publisher,
      catalog: deps.catalog,
      logger: app.log,
    });
    const stop = deps.feed.onChanges((changes) => events.onChanges(changes));
    app.addHook('onClose', async () => {
      stop();
      await events.idle();
    });
  }
}
