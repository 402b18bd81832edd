import { describe, expect, it } from 'vitest';
import { namesOneHost } from './client';

describe('namesOneHost', () => {
  it('is true for a URL with one host, with or without credentials, port and query', () => {
    expect(namesOneHost('postgres://localhost/app')).toBe(true);
    expect(namesOneHost('postgres://user:p%40ss@db.internal:5433/app?sslmode=require')).toBe(true);
    expect(namesOneHost('postgresql://user:a,b@db:5432/app')).toBe(true);
    expect(namesOneHost('postgres:///app?host=/var/run/postgresql')).toBe(true);
  });

  it('is false for a URL naming several hosts', () => {
    expect(namesOneHost('postgres://user@primary:5432,replica:5432/app')).toBe(false);
    expect(namesOneHost('postgres://a,b/app')).toBe(false);
  });
});
