// Terms and conditions re-acceptance (decision 0043): the operator's `terms_version` setting
// names the current terms; a player who has not accepted that version is asked to, and the
// acceptance is recorded here. Sign-up accepts the current version (its form requires it).
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { SiteSettingsRepository } from './site-settings-repository';
import type { SiteSettingsService } from './site-settings-service';

export interface TermsStatus {
  current_version: string;
  accepted_version: string | null;
  accepted_at: string | null;
  must_accept: boolean;
}

export class TermsService {
  constructor(
    private readonly repository: SiteSettingsRepository,
    private readonly settings: SiteSettingsService,
    private readonly clock: Clock,
  ) {}

  async status(playerId: number): Promise<TermsStatus> {
    const [current, latest] = await Promise.all([
      this.settings.value('terms_version'),
      this.repository.latestAcceptance(playerId),
    ]);
    const acceptedCurrent =
      current === '' ? null : await this.repository.acceptance(playerId, current);
    return {
      current_version: current,
      accepted_version: acceptedCurrent ? current : (latest?.version ?? null),
      accepted_at: (acceptedCurrent ?? latest?.acceptedAt)?.toISOString() ?? null,
      must_accept: current !== '' && acceptedCurrent === null,
    };
  }

  /**
   * Accepts `version` if it is the current one; a player who read an older version while the
   * operator published a newer one is told so (409) rather than recorded as accepting it.
   */
  async accept(playerId: number, version: string): Promise<TermsStatus> {
    const current = await this.settings.value('terms_version');
    if (current === '' || current !== version) {
      throw new HttpError(409, {
        code: 'terms_version_changed',
        message: `The current terms version is ${current === '' ? 'none' : current}`,
        field: 'version',
      });
    }
    await this.repository.accept(playerId, version, this.clock.now());
    return this.status(playerId);
  }

  /** Sign-up's terms box accepts the terms in force at that moment. */
  async acceptedAtSignUp(playerId: number): Promise<void> {
    const current = await this.settings.value('terms_version');
    if (current !== '') await this.repository.accept(playerId, current, this.clock.now());
  }
}
