import { describe, expect, it } from 'vitest';
import { frameAncestorsPolicy } from './frame-ancestors';

describe('frame-ancestors', () => {
  it('lets only the site itself frame pages when no host is configured', () => {
    expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'self'");
  });

  it('lists the configured host origins exactly', () => {
    expect(frameAncestorsPolicy(['https://casino.example', 'http://127.0.0.1:3100'])).toBe(
      "frame-ancestors 'self' https://casino.example http://127.0.0.1:3100",
    );
  });
});
