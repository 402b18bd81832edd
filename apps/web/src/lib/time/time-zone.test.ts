import { describe, expect, it } from 'vitest';
import {
  OFFSET_PROBE_SPAN_MS,
  renderedZone,
  sameClockAsRendered,
  zoneOffsetMinutes,
} from './time-zone';

const july = Date.UTC(2026, 6, 1, 12);
const january = Date.UTC(2026, 0, 15, 12);

describe('time zone offsets', () => {
  it('reads a zone offset on both sides of daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', july)).toBe(120);
    expect(zoneOffsetMinutes('Europe/Berlin', january)).toBe(60);
    expect(zoneOffsetMinutes('America/New_York', january)).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', july)).toBe(330);
    expect(zoneOffsetMinutes('UTC', july)).toBe(0);
  });

  it('probes the rendered zone now and half a year on', () => {
    const rendered = renderedZone('Europe/Berlin', january);
    expect(rendered).toEqual({ zone: 'Europe/Berlin', at: january, offsets: [60, 120] });
    expect(OFFSET_PROBE_SPAN_MS).toBe(182 * 86_400_000);
  });

  it('says the browser shows the rendered clock only when both offsets match its own', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sameClockAsRendered(renderedZone(own))).toBe(true);
    // Two zones fourteen hours apart cannot both match the browser's clock.
    const apart = ['Pacific/Kiritimati', 'Etc/GMT+10'].map((zone) =>
      sameClockAsRendered(renderedZone(zone)),
    );
    expect(apart.filter(Boolean).length).toBeLessThanOrEqual(1);
  });
});
