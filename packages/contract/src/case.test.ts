import { describe, expect, it } from 'vitest';
import { camelize } from './case';

describe('camelize', () => {
  it('renames snake_case keys deeply, inside arrays too', () => {
    const wire = { last_page: 2, period_score: [{ period_key: 'p1' }], total_score: null };
    expect(camelize(wire)).toEqual({
      lastPage: 2,
      periodScore: [{ periodKey: 'p1' }],
      totalScore: null,
    });
  });

  it('leaves scalars untouched', () => {
    expect(camelize('match_status')).toBe('match_status');
    expect(camelize(3)).toBe(3);
  });
});
