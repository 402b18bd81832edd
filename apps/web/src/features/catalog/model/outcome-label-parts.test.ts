import { describe, expect, it } from 'vitest';
import { outcomeLabelParts } from './outcome-label-parts';

describe('outcomeLabelParts', () => {
  it('keeps a handicap line apart from the team, so it is never cut off', () => {
    expect(outcomeLabelParts('Bayern Munich (-1.25)')).toEqual({
      pieces: ['Bayern Munich'],
      line: '(-1.25)',
    });
    expect(outcomeLabelParts('Draw (0:1)')).toEqual({ pieces: ['Draw'], line: '(0:1)' });
  });

  it('splits a half-time/full-time pair after its slash, so it can wrap there', () => {
    expect(outcomeLabelParts('Bayern Munich/FC Barcelona')).toEqual({
      pieces: ['Bayern Munich/', 'FC Barcelona'],
      line: null,
    });
  });

  it('leaves plain names and score lines whole', () => {
    expect(outcomeLabelParts('Over 2.5')).toEqual({ pieces: ['Over 2.5'], line: null });
    expect(outcomeLabelParts('1:0')).toEqual({ pieces: ['1:0'], line: null });
    expect(outcomeLabelParts('(x)')).toEqual({ pieces: ['(x)'], line: null });
  });
});
