import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from '../match/status';
import { liveDelayMs } from './live-delay';

const config = { defaultMs: 5000, bySportMs: { tennis: 3000, basketball: 8000 } };
const live = (sportKey: string) => ({ matchStatus: MATCH_STATUS.live, sportKey });
const prematch = (sportKey: string) => ({ matchStatus: MATCH_STATUS.prematch, sportKey });

describe('liveDelayMs', () => {
  it('does not delay a placement without in-play selections', () => {
    expect(liveDelayMs([], config)).toBe(0);
    expect(liveDelayMs([prematch('football'), prematch('basketball')], config)).toBe(0);
  });

  it("delays an in-play selection by its sport's delay, or the default", () => {
    expect(liveDelayMs([live('tennis')], config)).toBe(3000);
    expect(liveDelayMs([live('football')], config)).toBe(5000);
  });

  it('waits for the slowest in-play sport and ignores prematch ones', () => {
    expect(liveDelayMs([live('tennis'), live('football')], config)).toBe(5000);
    expect(liveDelayMs([live('tennis'), prematch('basketball')], config)).toBe(3000);
    expect(liveDelayMs([live('basketball'), live('tennis')], config)).toBe(8000);
  });

  it('does not delay selections of stopped or finished matches', () => {
    const stopped = { matchStatus: MATCH_STATUS.stopped, sportKey: 'football' };
    expect(liveDelayMs([stopped], config)).toBe(0);
  });

  it('takes a zero delay as configured', () => {
    expect(liveDelayMs([live('football')], { defaultMs: 0, bySportMs: {} })).toBe(0);
  });
});
