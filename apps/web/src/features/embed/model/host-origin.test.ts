import { describe, expect, it } from 'vitest';
import { messageTargets } from './host-origin';

const allowed = ['https://casino.example', 'http://127.0.0.1:3100'];

describe('where the frame posts its messages', () => {
  it('posts only to the parent the browser names, when it is allowed', () => {
    expect(messageTargets(allowed, 'https://casino.example')).toEqual(['https://casino.example']);
  });

  it('posts nothing to a parent that is not allowed', () => {
    expect(messageTargets(allowed, 'https://evil.example')).toEqual([]);
  });

  it('posts to each allowed origin when the parent is unknown, never to *', () => {
    expect(messageTargets(allowed, null)).toEqual(allowed);
    expect(messageTargets([], null)).toEqual([]);
  });
});
