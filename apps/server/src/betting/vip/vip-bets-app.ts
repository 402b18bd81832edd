// The VIP bets in the app: the service over the betting repository, its news through the
// publisher and the betting service's bet announcements, and its routes (app.ts calls this).
import type { SettingsWire } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { ProviderStatusSource } from '../../catalog/provider-availability';
import type { BalanceEvents } from '../../realtime/balance-events';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import type { BettingRepository } from '../betting-repository';
import type { BettingService } from '../betting-service';
import type { JointPricing } from '../custom-bet-pricing';
import { VipBetAnnouncer } from './vip-bet-announcer';
import { registerVipBetRoutes } from './vip-bet-routes';
import { VipBetService } from './vip-bet-service';

export interface VipBetsAppDeps {
  http: AuthHttp;
  repository: BettingRepository;
  betting: BettingService;
  settings: (playerId: number) => Promise<SettingsWire>;
  clock: Clock;
  publisher: RealtimePublisher;
  balances: BalanceEvents;
  pricing: JointPricing | null;
  providers: ProviderStatusSource;
  operatorApiKey: string;
  sweepEveryMs?: number | null;
}

export async function registerVipBets(
  app: FastifyInstance,
  deps: VipBetsAppDeps,
): Promise<VipBetService> {
  const announcer = new VipBetAnnouncer(deps.publisher, deps.balances, (playerId, bets) =>
    deps.betting.announce(playerId, bets),
  );
  const vipBets = new VipBetService({
    repository: deps.repository,
    pricing: deps.pricing,
    providers: deps.providers,
    settings: deps.settings,
    clock: deps.clock,
    announcer,
    describeBet: (playerId, betId) => deps.betting.get(playerId, betId),
  });
  app.decorate('vipBets', vipBets);
  await registerVipBetRoutes(app, {
    http: deps.http,
    vipBets,
    operatorApiKey: deps.operatorApiKey,
    subunitsOf: () => deps.betting.subunitsOf(),
    ...(deps.sweepEveryMs !== undefined && { sweepEveryMs: deps.sweepEveryMs }),
  });
  return vipBets;
}
