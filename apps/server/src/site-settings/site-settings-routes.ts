// Site settings calls: validate (contract), delegate (services), respond. The operator's calls
// sit behind the operator key; the public values and the player's terms on the players' bases.
import {
  API_BASES,
  OPERATOR_API_BASE,
  operatorSiteSettingEndpoints,
  siteSettingEndpoints,
  termsEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import { NotFoundError } from '../http/http-errors';
import { registerEndpoints } from '../http/register-endpoints';
import { requireOperatorKey } from '../operator/operator-routes';
import type { SiteSettingsRepository } from './site-settings-repository';
import type { ResolvedSetting, SiteSettingsService } from './site-settings-service';
import { SITE_SETTINGS } from '@sportsbook/contract';
import type { TermsService } from './terms-service';

const toWire = (setting: ResolvedSetting) => ({
  key: setting.key,
  value: setting.value as never,
  default: setting.default as never,
  source: setting.source,
  env: SITE_SETTINGS[setting.key].env,
  kind: SITE_SETTINGS[setting.key].kind,
  description: SITE_SETTINGS[setting.key].description,
  updated_at: setting.override?.updatedAt.toISOString() ?? null,
  updated_by: setting.override?.updatedBy ?? null,
});

export interface SiteSettingsRouteDeps {
  settings: SiteSettingsService;
  terms: TermsService;
  repository: SiteSettingsRepository;
  http: AuthHttp;
  operatorApiKey: string;
  /** Drops the player's cached sessions, so a new status counts at once. */
  forgetSessions: (playerId: number) => void;
}

export async function registerSiteSettingsRoutes(
  app: FastifyInstance,
  deps: SiteSettingsRouteDeps,
): Promise<void> {
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: siteSettingEndpoints,
    handlers: {
      getSiteSettings: async ({ reply }) => {
        // Every page render asks; a second of staleness is what the settings promise anyway.
        reply.header('cache-control', 'public, max-age=1');
        return deps.settings.values();
      },
    },
    tag: 'site settings',
  });
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: termsEndpoints,
    handlers: {
      getTermsStatus: async ({ request, reply }) => {
        const { player } = await deps.http.require(request);
        reply.header('cache-control', 'no-store');
        return deps.terms.status(player.id);
      },
      acceptTerms: async ({ body, request }) => {
        const { player } = await deps.http.require(request);
        return deps.terms.accept(player.id, body.version);
      },
    },
    tag: 'site settings',
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(deps.operatorApiKey));
    const changeStatus = async (playerId: number, status: string, add: boolean) => {
      const statuses = await deps.repository.changeStatus(playerId, status, add);
      if (statuses === null) throw new NotFoundError('Player', playerId);
      deps.forgetSessions(playerId);
      return { player_id: playerId, statuses };
    };
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorSiteSettingEndpoints,
      handlers: {
        listSiteSettings: async () => ({ data: (await deps.settings.list()).map(toWire) }),
        patchSiteSettings: async ({ body }) => ({
          data: (await deps.settings.change(body.settings, body.changed_by ?? 'operator-api')).map(
            toWire,
          ),
        }),
        listSiteSettingChanges: async ({ query }) => ({
          data: (await deps.settings.changes(query.key, query.limit)).map((change) => ({
            id: change.id,
            key: change.key,
            old_value: change.oldValue as never,
            new_value: change.newValue as never,
            changed_by: change.changedBy,
            changed_at: change.changedAt.toISOString(),
          })),
        }),
        addPlayerStatus: async ({ params }) => changeStatus(params.player_id, params.status, true),
        removePlayerStatus: async ({ params }) =>
          changeStatus(params.player_id, params.status, false),
      },
      tag: 'operator',
    });
  });
}
