import { describe, expect, it } from 'vitest';
import { browsePath, pickDay, pickSport } from './browse-params';

const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
const sports = [{ key: 'football' }, { key: 'tennis' }];

describe('schedule and results addresses', () => {
  it('opens an offered day and falls back to today for anything else', () => {
    expect(pickDay('2026-11-26', days)).toBe('2026-11-26');
    expect(pickDay('2026-12-01', days)).toBe('2026-11-25');
    expect(pickDay(['2026-11-26'], days)).toBe('2026-11-25');
    expect(pickDay(undefined, days)).toBe('2026-11-25');
  });

  it('filters by a known sport and shows all sports for an unknown one', () => {
    expect(pickSport('tennis', sports)).toEqual({ key: 'tennis' });
    expect(pickSport('curling', sports)).toBeNull();
    expect(pickSport(undefined, sports)).toBeNull();
  });

  it('leaves today and all sports out of the address', () => {
    expect(browsePath('/schedule', '2026-11-25', null, '2026-11-25')).toBe('/schedule');
    expect(browsePath('/results', '2026-11-24', 'tennis', '2026-11-25')).toBe(
      '/results?day=2026-11-24&sport=tennis',
    );
  });
});
