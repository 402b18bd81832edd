import { describe, expect, it } from 'vitest';
import { mergeNewestFirst, notificationTime } from './notification-order';

const at = (id: number, createdAt: string, read = false) => ({ id, createdAt, read });
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('notification order', () => {
  it('puts a notification from the socket in front and keeps one copy of each', () => {
    const live = [at(3, '2026-11-25T11:59:00Z', true)];
    const page = [at(3, '2026-11-25T11:59:00Z'), at(2, '2026-11-25T10:00:00Z')];
    expect(mergeNewestFirst(live, page)).toEqual([
      at(3, '2026-11-25T11:59:00Z', true),
      at(2, '2026-11-25T10:00:00Z'),
    ]);
    // The same instant: the newer id first.
    expect(
      mergeNewestFirst([at(4, '2026-11-25T10:00:00Z')], [at(5, '2026-11-25T10:00:00Z')]).map(
        (n) => n.id,
      ),
    ).toEqual([5, 4]);
  });

  it('tells the time relative within a day and as a date after', () => {
    expect(notificationTime('2026-11-25T11:59:40Z', 'en', NOW)).toBe('this minute');
    expect(notificationTime('2026-11-25T11:45:00Z', 'en', NOW)).toBe('15 min. ago');
    expect(notificationTime('2026-11-25T09:00:00Z', 'de', NOW)).toBe('vor 3 Std.');
    expect(notificationTime('2026-11-23T09:00:00Z', 'en', NOW)).toMatch(/^Nov 23, 2026/);
  });
});
