// The betting-session side of player protection in the browser (spec sections 2, 7, 8, 9),
// without React: start a betting session when the player starts betting, poll the reality-check
// info every 30 s (a 400 stops the poll), ping activity every 60 s, and turn the server's
// refusals into notices — 403 on the start: signed out, out-of-session-limit; 401 on the ping:
// signed out, activity-limit-reached. Notices are shared with the player's other tabs.
import type { ChannelMessage } from './protection-channel';
import type { ProtectionNotice, RealityCheckTotals } from '../protection-notices';

export const REALITY_CHECK_POLL_MS = 30_000;
export const ACTIVITY_PING_MS = 60_000;

/** What the guard needs of a failed call: the HTTP status, the contract's code, the body. */
export interface CallError {
  status: number;
  code: string;
  body?: unknown;
}

export interface SessionInfoView {
  durationSeconds: number;
  totals: readonly RealityCheckTotals[];
  realityCheck: { due: boolean };
}

export interface GuardDeps {
  start(): Promise<unknown>;
  continue(): Promise<unknown>;
  info(): Promise<SessionInfoView>;
  ping(): Promise<unknown>;
  /** Ends the session on the server (sign-out), ignoring its answer. */
  endSession(): Promise<void>;
  /** Clears the player in this tab (auth store, CSRF cookie). */
  signOutLocally(): void;
  /** A 401 that is not the activity limit: the session simply expired. */
  sessionExpired(): void;
  show(notice: ProtectionNotice | null): void;
  current(): ProtectionNotice | null;
  post(message: ChannelMessage): void;
  activityTracking: boolean;
}

const isCallError = (error: unknown): error is CallError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as CallError).status === 'number' &&
  typeof (error as CallError).code === 'string';

const field = (body: unknown, name: string): string | null => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
};

export class SessionGuard {
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private starting: Promise<void> | null = null;
  /** Bumped on every answer, so a poll sent before the answer cannot reopen the notice. */
  private answers = 0;
  private stopped = false;

  constructor(private readonly deps: GuardDeps) {}

  /** On load for a signed-in player: is a betting session running already (another tab)? */
  resume(): void {
    this.startPolling();
  }

  /** The player started betting (first selection): start, or join, the betting session. */
  startBetting(): Promise<void> {
    if (this.started || this.stopped) return Promise.resolve();
    this.starting ??= this.deps
      .start()
      .then(() => {
        this.started = true;
        this.startPolling();
        this.startPinging();
      })
      .catch((error: unknown) => this.refused(error))
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private async refused(error: unknown): Promise<void> {
    if (!isCallError(error) || error.status !== 403) return;
    this.stop();
    await this.deps.endSession();
    this.deps.signOutLocally();
    if (error.code === 'account_restricted') {
      const until = field(error.body, 'disable_at');
      const type = field(error.body, 'restriction_type');
      if (until)
        this.deps.show({
          kind: 'locked',
          reason: type === 'selfexclusion' ? 'self-exclusion' : 'time-out',
          until,
        });
      return;
    }
    const resumeAt = field(error.body, 'resume_at');
    this.deps.show({ kind: 'session-limit', resumeAt });
    this.deps.post({ type: 'session-limit-open', resumeAt });
  }

  startPolling(): void {
    if (this.pollTimer !== null || this.stopped) return;
    void this.poll();
    this.pollTimer = setInterval(() => void this.poll(), REALITY_CHECK_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private startPinging(): void {
    if (!this.deps.activityTracking || this.pingTimer !== null || this.stopped) return;
    this.pingTimer = setInterval(() => void this.ping(), ACTIVITY_PING_MS);
  }

  async poll(): Promise<void> {
    const answers = this.answers;
    try {
      const info = await this.deps.info();
      if (this.stopped || answers !== this.answers) return;
      // A session runs (perhaps started in another tab): this tab keeps it alive too.
      this.started = true;
      this.startPinging();
      if (info.realityCheck.due && this.deps.current()?.kind !== 'reality-check') {
        this.deps.show({
          kind: 'reality-check',
          durationSeconds: info.durationSeconds,
          totals: info.totals,
        });
        this.deps.post({
          type: 'reality-check-open',
          durationSeconds: info.durationSeconds,
          totals: [...info.totals],
        });
      }
    } catch (error) {
      // Spec section 8: a 400 (no running session) stops the poll until a session starts.
      if (isCallError(error) && (error.status === 400 || error.status === 401)) {
        this.stopPolling();
        this.stopPinging();
        this.started = false;
      }
    }
  }

  private stopPinging(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  async ping(): Promise<void> {
    try {
      await this.deps.ping();
    } catch (error) {
      if (!isCallError(error) || error.status !== 401) return;
      this.stop();
      if (error.code === 'activity_limit_reached') {
        this.deps.signOutLocally();
        this.deps.show({ kind: 'activity-limit', resumeAt: field(error.body, 'resume_at') });
      } else {
        this.deps.sessionExpired();
      }
    }
  }

  /** The player's answer to the reality check, here or in another tab. */
  async answerRealityCheck(answer: 'continue' | 'sign-out'): Promise<void> {
    this.answers += 1;
    this.deps.show(null);
    this.deps.post({ type: 'reality-check-answered' });
    if (answer === 'continue') {
      try {
        await this.deps.continue();
        this.started = true;
        this.startPolling();
      } catch (error) {
        await this.refused(error);
      }
      return;
    }
    this.stop();
    this.deps.post({ type: 'signed-out' });
    await this.deps.endSession();
    this.deps.signOutLocally();
  }

  answerSessionLimit(): void {
    this.deps.show(null);
    this.deps.post({ type: 'session-limit-answered' });
  }

  /** A message from another tab. */
  receive(message: ChannelMessage): void {
    const open = this.deps.current();
    switch (message.type) {
      case 'reality-check-open':
        if (open === null)
          this.deps.show({
            kind: 'reality-check',
            durationSeconds: message.durationSeconds,
            totals: message.totals,
          });
        return;
      case 'reality-check-answered':
        this.answers += 1;
        if (open?.kind === 'reality-check') this.deps.show(null);
        return;
      case 'session-limit-open':
        this.stop();
        this.deps.signOutLocally();
        this.deps.show({ kind: 'session-limit', resumeAt: message.resumeAt });
        return;
      case 'session-limit-answered':
        if (open?.kind === 'session-limit') this.deps.show(null);
        return;
      case 'signed-out':
        this.stop();
        this.deps.signOutLocally();
        if (open?.kind === 'reality-check') this.deps.show(null);
        return;
    }
  }

  /** Signed out: no more polls or pings until the next sign-in builds a new guard. */
  stop(): void {
    this.stopped = true;
    this.stopPolling();
    this.stopPinging();
  }
}
