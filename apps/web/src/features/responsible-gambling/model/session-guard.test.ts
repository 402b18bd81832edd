import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProtectionNotice } from '../protection-notices';
import type { ChannelMessage } from './protection-channel';
import {
  ACTIVITY_PING_MS,
  type GuardDeps,
  REALITY_CHECK_POLL_MS,
  type SessionInfoView,
  SessionGuard,
} from './session-guard';

const refusal = (status: number, code: string, body: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { status, code, body: { code, ...body } });

const running = (due = false): SessionInfoView => ({
  durationSeconds: 3_900,
  totals: [{ currency: 'EUR', stakes: 2_000, winnings: 500, net: -1_500 }],
  realityCheck: { due },
});

function setup(overrides: Partial<GuardDeps> = {}) {
  let notice: ProtectionNotice | null = null;
  const posted: ChannelMessage[] = [];
  const deps: GuardDeps = {
    start: vi.fn(async () => ({})),
    continue: vi.fn(async () => ({})),
    info: vi.fn(async () => running()),
    ping: vi.fn(async () => ({})),
    endSession: vi.fn(async () => undefined),
    signOutLocally: vi.fn(),
    sessionExpired: vi.fn(),
    show: vi.fn((next: ProtectionNotice | null) => {
      notice = next;
    }),
    current: () => notice,
    post: (message) => posted.push(message),
    activityTracking: true,
    ...overrides,
  };
  return { guard: new SessionGuard(deps), deps, posted, notice: () => notice };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the betting session guard', () => {
  it('starts the betting session once however many selections follow', async () => {
    const { guard, deps } = setup();
    await Promise.all([guard.startBetting(), guard.startBetting()]);
    await guard.startBetting();
    expect(deps.start).toHaveBeenCalledTimes(1);
  });

  it('polls the reality-check info every 30 s and pings activity every 60 s once betting', async () => {
    const { guard, deps } = setup();
    await guard.startBetting();
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(deps.info).toHaveBeenCalledTimes(1 + ACTIVITY_PING_MS / REALITY_CHECK_POLL_MS);
    expect(deps.ping).toHaveBeenCalledTimes(1);
  });

  it('does not ping when activity tracking is switched off', async () => {
    const { guard, deps } = setup({ activityTracking: false });
    await guard.startBetting();
    await vi.advanceTimersByTimeAsync(3 * ACTIVITY_PING_MS);
    expect(deps.ping).not.toHaveBeenCalled();
  });

  it('stops polling on a 400 (no running session)', async () => {
    const info = vi.fn(async (): Promise<SessionInfoView> => {
      throw refusal(400, 'no_sportsbook_session');
    });
    const { guard } = setup({ info });
    guard.resume();
    await vi.advanceTimersByTimeAsync(5 * REALITY_CHECK_POLL_MS);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('shows the reality check with the session’s money and tells the other tabs', async () => {
    const { guard, posted, notice } = setup({ info: vi.fn(async () => running(true)) });
    guard.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toEqual({
      kind: 'reality-check',
      durationSeconds: 3_900,
      totals: [{ currency: 'EUR', stakes: 2_000, winnings: 500, net: -1_500 }],
    });
    expect(posted).toContainEqual(expect.objectContaining({ type: 'reality-check-open' }));
  });

  it('continues the session when the player answers Continue, closing the check in every tab', async () => {
    const { guard, deps, posted, notice } = setup({ info: vi.fn(async () => running(true)) });
    guard.resume();
    await vi.advanceTimersByTimeAsync(0);
    await guard.answerRealityCheck('continue');
    expect(deps.continue).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();
    expect(posted).toContainEqual({ type: 'reality-check-answered' });
  });

  it('closes the reality check when another tab answered it, and a poll sent before does not reopen it', async () => {
    let answer: (info: SessionInfoView) => void = () => undefined;
    const info = vi
      .fn<() => Promise<SessionInfoView>>()
      .mockResolvedValueOnce(running(true))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { guard, notice } = setup({ info });
    guard.resume();
    await vi.advanceTimersByTimeAsync(REALITY_CHECK_POLL_MS);
    expect(notice()?.kind).toBe('reality-check');
    guard.receive({ type: 'reality-check-answered' });
    expect(notice()).toBeNull();
    answer(running(true));
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeNull();
  });

  it('signs out and opens out-of-session-limit on a 403 at the start, telling when play resumes', async () => {
    const start = vi.fn(async () => {
      throw refusal(403, 'session_limit_reached', { resume_at: '2026-11-26T00:00:00.000Z' });
    });
    const { guard, deps, posted, notice } = setup({ start });
    await guard.startBetting();
    expect(deps.endSession).toHaveBeenCalled();
    expect(deps.signOutLocally).toHaveBeenCalled();
    expect(notice()).toEqual({ kind: 'session-limit', resumeAt: '2026-11-26T00:00:00.000Z' });
    expect(posted).toContainEqual({
      type: 'session-limit-open',
      resumeAt: '2026-11-26T00:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(3 * REALITY_CHECK_POLL_MS);
    expect(deps.info).not.toHaveBeenCalled();
  });

  it('signs out and opens activity-limit-reached on a 401 of the activity ping', async () => {
    const ping = vi.fn(async () => {
      throw refusal(401, 'activity_limit_reached', { resume_at: '2026-11-26T00:00:00.000Z' });
    });
    const { guard, deps, notice } = setup({ ping });
    await guard.startBetting();
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(deps.signOutLocally).toHaveBeenCalled();
    expect(deps.sessionExpired).not.toHaveBeenCalled();
    expect(notice()).toEqual({ kind: 'activity-limit', resumeAt: '2026-11-26T00:00:00.000Z' });
  });

  it('treats another 401 of the ping as an expired session, not the activity limit', async () => {
    const ping = vi.fn(async () => {
      throw refusal(401, 'unauthorized');
    });
    const { guard, deps, notice } = setup({ ping });
    await guard.startBetting();
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    expect(deps.sessionExpired).toHaveBeenCalled();
    expect(notice()).toBeNull();
  });

  it('opens the time-out notice when a restricted player tries to start', async () => {
    const start = vi.fn(async () => {
      throw refusal(403, 'account_restricted', {
        restriction_type: 'coolingoff',
        disable_at: '2026-11-26T03:00:00.000Z',
      });
    });
    const { guard, notice } = setup({ start });
    await guard.startBetting();
    expect(notice()).toEqual({
      kind: 'locked',
      reason: 'time-out',
      until: '2026-11-26T03:00:00.000Z',
    });
  });

  it('signs out everywhere when the player signs out from the reality check', async () => {
    const { guard, deps, posted } = setup();
    await guard.answerRealityCheck('sign-out');
    expect(deps.continue).not.toHaveBeenCalled();
    expect(deps.endSession).toHaveBeenCalled();
    expect(deps.signOutLocally).toHaveBeenCalled();
    expect(posted).toContainEqual({ type: 'signed-out' });
  });
});
