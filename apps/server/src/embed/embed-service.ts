// The signed-in hand-over of embedded mode (decision 0042): the operator's back end asks for a
// one-time code for a player; the frame exchanges the code for a session. A code lives
// `codeTtlMs` (default 60 s) and works once: the exchange claims it with one conditional update.
import { HAND_OVER_ERROR_CODES } from '@sportsbook/contract';
import type { StartedSession } from '../accounts/auth-service';
import { hashToken, newSecret } from '../accounts/tokens';
import { HttpError, NotFoundError } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { EmbedRepository } from './embed-repository';

export interface EmbedConfig {
  /** How long a hand-over code can be exchanged. */
  codeTtlMs: number;
}

export const DEFAULT_EMBED_CONFIG: EmbedConfig = { codeTtlMs: 60_000 };

export interface EmbedServiceDeps {
  repository: EmbedRepository;
  clock: Clock;
  config: EmbedConfig;
  /** Throws when the player may not sign in now (time-out, self-exclusion); null: unknown. */
  checkPlayer: (playerId: number) => Promise<boolean>;
  startSession: (playerId: number) => Promise<StartedSession | null>;
}

const invalidCode = () =>
  new HttpError(401, {
    code: HAND_OVER_ERROR_CODES.invalidCode,
    message: 'The hand-over code is unknown, used or expired; ask the platform for a new one',
    field: 'code',
  });

export class EmbedService {
  constructor(private readonly deps: EmbedServiceDeps) {}

  async createCode(playerId: number): Promise<{ code: string; expiresAt: Date }> {
    if (!(await this.deps.checkPlayer(playerId))) throw new NotFoundError('Player', playerId);
    const code = newSecret();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.config.codeTtlMs);
    await this.deps.repository.insertCode({
      codeHash: hashToken(code),
      playerId,
      createdAt: now,
      expiresAt,
    });
    // Expired codes are of no use to anyone: each new code sweeps them (an index keeps it cheap).
    await this.deps.repository.deleteExpired(new Date(now.getTime() - this.deps.config.codeTtlMs));
    return { code, expiresAt };
  }

  async exchange(code: string): Promise<StartedSession> {
    const playerId = await this.deps.repository.useCode(hashToken(code), this.deps.clock.now());
    if (playerId === null) throw invalidCode();
    const started = await this.deps.startSession(playerId);
    if (!started) throw invalidCode();
    return started;
  }
}
