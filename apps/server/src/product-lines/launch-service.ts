// POST /{provider}/launch (spec section 7): a launch session the provider stakes and pays
// through, and the URL of the game. A visitor's session only watches (the spec's visitor may
// browse; a stake needs a signed-in player).
import { randomBytes } from 'node:crypto';
import {
  DEMO_PROVIDER_PLAY_PATH,
  type LaunchResponse,
  PRODUCT_LINE_ERROR_CODE,
  type ProductLineApp,
} from '@sportsbook/contract';
import { HttpError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { GameRepository } from './game-repository';
import { type ProductLinesConfig, productLineEnabled } from './product-lines-config';

/** The providers this sportsbook can launch, by their path name. */
export const DEMO_PROVIDER = 'demo';

export class LaunchService {
  constructor(
    private readonly repository: GameRepository,
    private readonly config: ProductLinesConfig,
    private readonly clock: Clock,
    private readonly assertMayPlay: (playerId: number) => Promise<void>,
  ) {}

  async launch(
    provider: string,
    app: ProductLineApp,
    playerId: number | null,
  ): Promise<LaunchResponse> {
    if (provider !== DEMO_PROVIDER) {
      throw new HttpError(404, {
        code: PRODUCT_LINE_ERROR_CODE.unknownProvider,
        message: `No provider ${provider}`,
        field: 'provider',
      });
    }
    if (!productLineEnabled(this.config, app)) {
      throw new HttpError(404, {
        code: PRODUCT_LINE_ERROR_CODE.disabled,
        message: `The product line of ${app} is switched off`,
        field: 'app',
      });
    }
    if (playerId !== null) await this.assertMayPlay(playerId);
    const account = playerId === null ? null : await this.repository.activeAccount(playerId);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.sessionTtlMs);
    const token = randomBytes(32).toString('base64url');
    await this.repository.insertSession({
      token,
      provider,
      app,
      playerId: account ? playerId : null,
      accountId: account?.accountId ?? null,
      currency: account?.currency ?? null,
      createdAt: now,
      expiresAt,
    });
    const url = `${DEMO_PROVIDER_PLAY_PATH}?session=${token}`;
    return { url, real_money: account !== null, expires_at: expiresAt.toISOString() };
  }
}
