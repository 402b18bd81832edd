// E-mailed token flows: password reset, e-mail confirmation and unlock. Tokens are 256-bit
// random, stored as SHA-256 only, single use and short-lived; "send me instructions" calls give
// the same answer whether or not the address belongs to a player.
import { ACCOUNT_FLOW_ERROR_CODES } from '@sportsbook/contract';
import type { AccountTokenPurpose } from '../db/schema';
import { accountTexts, durationText, localizedWebPath } from '../i18n/account-texts';
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { AccountsRepository, PlayerRecord } from './accounts-repository';
import type { MailTransport } from './mail-transport';
import { assertPasswordAllowed } from './password-policy';
import type { PasswordHasher } from './passwords';
import { hashToken, newSecret } from './tokens';

export interface AccountFlowsConfig {
  /** Public origin of the web app, for links in e-mails. */
  publicWebUrl: string;
  passwordResetTtlMs: number;
  confirmationTtlMs: number;
  unlockTtlMs: number;
}

export const DEFAULT_ACCOUNT_FLOWS_CONFIG: AccountFlowsConfig = {
  publicWebUrl: 'http://localhost:3000',
  passwordResetTtlMs: 3_600_000,
  confirmationTtlMs: 3 * 24 * 3_600_000,
  unlockTtlMs: 24 * 3_600_000,
};

export const tokenInvalid = () =>
  new HttpError(400, {
    code: ACCOUNT_FLOW_ERROR_CODES.tokenInvalid,
    message: 'The link is not valid or was already used',
  });

export const tokenExpired = () =>
  new HttpError(400, {
    code: ACCOUNT_FLOW_ERROR_CODES.tokenExpired,
    message: 'The link has expired; ask for a new one',
  });

export const INSTRUCTIONS_SENT = {
  sent: true as const,
  message: 'If the address belongs to an account, we have sent an e-mail with instructions.',
};

export class AccountFlowsService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly mail: MailTransport,
    private readonly hasher: PasswordHasher,
    private readonly config: AccountFlowsConfig,
    private readonly clock: Clock,
  ) {}

  // ---- password reset --------------------------------------------------------------------

  async requestPasswordReset(email: string): Promise<void> {
    const player = await this.repository.findPlayerByLogin({ email });
    if (!player?.email) return;
    const token = await this.issue(player.id, 'password_reset', this.config.passwordResetTtlMs);
    const link = this.link(player, '/sports/users/password/edit', 'reset_password_token', token);
    const ttl = durationText(this.config.passwordResetTtlMs, player.language);
    await this.mail.send({
      channel: 'email',
      recipient: player.email,
      ...accountTexts(player.language).passwordReset(link, ttl),
    });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.redeem(token, 'password_reset', async (repository, playerId, now) => {
      // Refused inside the transaction: the token stays unused for a better password.
      const player = await repository.findPlayerById(playerId);
      if (player) assertPasswordAllowed(password, player);
      await repository.updatePasswordHash(playerId, passwordHash);
      // The e-mailed link proves the address: a lock from wrong passwords ends too.
      await repository.unlockPlayer(playerId);
      await repository.revokePlayerSessions(playerId, now);
      await repository.voidAccountTokens(playerId, 'password_reset', now);
    });
  }

  // ---- confirmation ----------------------------------------------------------------------

  async sendConfirmation(player: PlayerRecord): Promise<void> {
    if (!player.email || player.confirmedAt) return;
    const token = await this.issue(player.id, 'confirmation', this.config.confirmationTtlMs);
    const link = this.link(player, '/sports/users/confirmation', 'confirmation_token', token);
    const ttl = durationText(this.config.confirmationTtlMs, player.language);
    await this.mail.send({
      channel: 'email',
      recipient: player.email,
      ...accountTexts(player.language).confirmation(link, ttl),
    });
  }

  async resendConfirmation(email: string): Promise<void> {
    const player = await this.repository.findPlayerByLogin({ email });
    if (player) await this.sendConfirmation(player);
  }

  async confirm(token: string): Promise<void> {
    await this.redeem(token, 'confirmation', (repository, playerId, now) =>
      repository.confirmPlayer(playerId, now),
    );
  }

  // ---- sign-up with a login that is taken ------------------------------------------------

  /**
   * Tells the holder of a login that someone signed up with it (the sign-up itself answered as
   * if the login were free, decision 0019), with the ways into the account they already have.
   */
  async sendSignUpAttempt(owner: PlayerRecord, channel: 'email' | 'sms'): Promise<void> {
    const page = (path: string) =>
      new URL(localizedWebPath(path, owner.language), this.config.publicWebUrl).toString();
    const signIn = page('/sports/users/sign-in');
    const reset = page('/sports/users/password/new');
    const texts = accountTexts(owner.language);
    if (channel === 'email' && owner.email) {
      await this.mail.send({
        channel: 'email',
        recipient: owner.email,
        ...texts.signUpAttemptEmail(signIn, reset),
      });
    } else if (channel === 'sms' && owner.phone) {
      await this.mail.send({
        channel: 'sms',
        recipient: owner.phone,
        body: texts.signUpAttemptSms(signIn),
      });
    }
  }

  // ---- unlock ----------------------------------------------------------------------------

  async sendUnlock(player: PlayerRecord): Promise<void> {
    if (!player.email) return;
    const token = await this.issue(player.id, 'unlock', this.config.unlockTtlMs);
    const link = this.link(player, '/sports', 'unlock_token', token);
    const ttl = durationText(this.config.unlockTtlMs, player.language);
    await this.mail.send({
      channel: 'email',
      recipient: player.email,
      ...accountTexts(player.language).unlock(link, ttl),
    });
  }

  async resendUnlock(email: string): Promise<void> {
    const player = await this.repository.findPlayerByLogin({ email });
    if (player?.lockedAt) await this.sendUnlock(player);
  }

  async unlock(token: string): Promise<void> {
    await this.redeem(token, 'unlock', (repository, playerId) => repository.unlockPlayer(playerId));
  }

  // ---- tokens ----------------------------------------------------------------------------

  private async issue(playerId: number, purpose: AccountTokenPurpose, ttlMs: number) {
    const token = newSecret();
    const now = this.clock.now();
    await this.repository.insertAccountToken({
      id: hashToken(token),
      playerId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return token;
  }

  /** Checks and uses a token in one transaction with the work it allows. */
  private async redeem(
    token: string,
    purpose: AccountTokenPurpose,
    work: (repository: AccountsRepository, playerId: number, now: Date) => Promise<void>,
  ): Promise<void> {
    const now = this.clock.now();
    const id = hashToken(token);
    await this.repository.transaction(async (repository) => {
      const record = await repository.findAccountToken(id, purpose);
      if (!record || record.usedAt) throw tokenInvalid();
      if (now.getTime() >= record.expiresAt.getTime()) throw tokenExpired();
      if (!(await repository.useAccountToken(id, now))) throw tokenInvalid();
      await work(repository, record.playerId, now);
    });
  }

  /** A link into the web app, on the page in the player's language. */
  private link(player: PlayerRecord, path: string, parameter: string, token: string): string {
    const url = new URL(localizedWebPath(path, player.language), this.config.publicWebUrl);
    url.searchParams.set(parameter, token);
    return url.toString();
  }
}
