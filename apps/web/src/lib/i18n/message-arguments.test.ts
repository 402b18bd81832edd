import { describe, expect, it } from 'vitest';
import { messageArguments, pluralSelectors } from './message-arguments';

describe('messageArguments', () => {
  it('finds simple arguments', () => {
    expect(messageArguments('{label} {odds}, {detail}')).toEqual(['detail', 'label', 'odds']);
    expect(messageArguments('No arguments')).toEqual([]);
  });

  it('finds plural arguments and arguments inside their branches', () => {
    expect(
      messageArguments('{count, plural, =0 {None} one {# match in {league}} other {# matches}}'),
    ).toEqual(['count', 'league']);
  });

  it('does not take a branch text for an argument', () => {
    expect(messageArguments('{n, plural, one {match} other {matches}}')).toEqual(['n']);
  });

  it('refuses a broken message', () => {
    expect(() => messageArguments('{count, plural, one {#}')).toThrow(SyntaxError);
  });
});

describe('pluralSelectors', () => {
  it('lists the selectors a message writes', () => {
    expect(
      pluralSelectors('{n, plural, zero {0} one {1} two {2} few {#} many {#} other {#}}'),
    ).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});
