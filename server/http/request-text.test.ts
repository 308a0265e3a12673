import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonProblem, MAX_JSON_DEPTH, stringProblem } from './request-text.ts';

describe('text the database cannot store as sent', () => {
  it.each([
    ['Ayşe Özdemir 🏠', null],
    ['a\u0000b', 'nul'],
    ['\ud800', 'surrogate'],
    ['x\udc00', 'surrogate'],
    ['\ud83c\udfe0', null],
  ])('%j → %s', (text, problem) => {
    expect(stringProblem(text)).toBe(problem);
  });

  it('finds a NUL or a lone surrogate anywhere in a document, keys included', () => {
    expect(jsonProblem({ customer: { names: ['ok', 'b\u0000'] } })).toBe('nul');
    expect(jsonProblem({ '\udc00': 1 })).toBe('surrogate');
    expect(jsonProblem({ roof: { inside: { sparren: { anzahl: 26 } } } })).toBeNull();
  });

  it(`refuses nesting past ${MAX_JSON_DEPTH} levels without overflowing itself`, () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(jsonProblem(deep)).toBe('depth');
    let shallow: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH; level += 1) shallow = { a: shallow };
    expect(jsonProblem(shallow)).toBeNull();
  });

  it('every well-formed string without NUL passes (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(stringProblem(text.replaceAll('\u0000', ''))).toBeNull();
      }),
    );
  });
});
