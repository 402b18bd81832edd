import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-items';

describe('isActivePath', () => {
  it('marks home only on the home page', () => {
    expect(isActivePath('/', '/', '/')).toBe(true);
    expect(isActivePath('/live', '/', '/')).toBe(false);
    expect(isActivePath('/de', '/de', '/de')).toBe(true);
  });

  it('marks a section on its pages', () => {
    expect(isActivePath('/de/live', '/de/live', '/de')).toBe(true);
    expect(isActivePath('/soccer/england', '/soccer', '/')).toBe(true);
    expect(isActivePath('/soccerx', '/soccer', '/')).toBe(false);
  });
});
