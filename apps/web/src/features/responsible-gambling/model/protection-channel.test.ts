import { describe, expect, it, vi } from 'vitest';
import {
  PROTECTION_CHANNEL,
  openProtectionChannel,
  readChannelMessage,
} from './protection-channel';

describe('the protection channel', () => {
  it('has a name ending with -channel (spec section 2)', () => {
    expect(PROTECTION_CHANNEL).toMatch(/-channel$/);
  });

  it('reads only the notices’ messages', () => {
    expect(readChannelMessage({ type: 'reality-check-answered' })).toEqual({
      type: 'reality-check-answered',
    });
    expect(readChannelMessage({ type: 'session-limit-open', resumeAt: 5 })).toEqual({
      type: 'session-limit-open',
      resumeAt: null,
    });
    expect(readChannelMessage({ type: 'something-else' })).toBeNull();
    expect(readChannelMessage('reality-check-answered')).toBeNull();
    expect(readChannelMessage({ type: 'reality-check-open', durationSeconds: '60' })).toBeNull();
  });

  it('drops malformed money rows of a reality check', () => {
    expect(
      readChannelMessage({
        type: 'reality-check-open',
        durationSeconds: 60,
        totals: [{ currency: 'EUR', stakes: 1, winnings: 2, net: 1 }, { currency: 'EUR' }],
      }),
    ).toEqual({
      type: 'reality-check-open',
      durationSeconds: 60,
      totals: [{ currency: 'EUR', stakes: 1, winnings: 2, net: 1 }],
    });
  });

  it('carries an answer from one tab to another', async () => {
    const received = vi.fn();
    const here = openProtectionChannel(() => undefined);
    const there = openProtectionChannel(received);
    here.post({ type: 'reality-check-answered' });
    await vi.waitFor(() =>
      expect(received).toHaveBeenCalledWith({ type: 'reality-check-answered' }),
    );
    here.close();
    there.close();
  });

  it('goes nowhere where the browser has no BroadcastChannel', () => {
    const channel = openProtectionChannel(vi.fn(), () => null);
    expect(() => channel.post({ type: 'signed-out' })).not.toThrow();
    channel.close();
  });
});
