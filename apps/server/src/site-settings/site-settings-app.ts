// Site settings wired into the app (decision 0043): the service every reader shares, the gates
// over the routes they switch, the calls, and the terms acceptance at sign-up.
import type { SiteSettingValues } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import type { DbOrTx } from '../db/client';
import type { Clock } from '../shared/clock';
import { installFeatureGates } from './feature-gates';
import { SiteSettingsRepository } from './site-settings-repository';
import { registerSiteSettingsRoutes } from './site-settings-routes';
import { SiteSettingsService } from './site-settings-service';
import { TermsService } from './terms-service';

export interface SiteSettings {
  settings: SiteSettingsService;
  terms: TermsService;
  repository: SiteSettingsRepository;
}

export function createSiteSettings(deps: {
  db: DbOrTx;
  clock: Clock;
  envDefaults?: Partial<SiteSettingValues>;
}): SiteSettings {
  const repository = new SiteSettingsRepository(deps.db);
  const settings = new SiteSettingsService(repository, deps.clock, deps.envDefaults);
  return { settings, repository, terms: new TermsService(repository, settings, deps.clock) };
}

/** The gates first (so every route registered after inherits them), then the calls. */
export function installSiteSettingGates(
  app: FastifyInstance,
  site: SiteSettings,
  http: () => AuthHttp,
): void {
  installFeatureGates(app, {
    values: () => site.settings.values(),
    statusesOf: async (request) => (await http().optional(request))?.player.statuses ?? null,
  });
}

export async function registerSiteSettings(
  app: FastifyInstance,
  site: SiteSettings,
  deps: { http: AuthHttp; operatorApiKey: string; forgetSessions: (playerId: number) => void },
): Promise<void> {
  await registerSiteSettingsRoutes(app, {
    settings: site.settings,
    terms: site.terms,
    repository: site.repository,
    ...deps,
  });
}
