import { describe, expect, it } from 'vitest';
import { literalAlternation, patternLiteral } from '../src/unicode-pattern.js';

/**
 * Word lists from locale data become alternations of patterns (direction words, unit words, score
 * joiners): a form must match itself and nothing else, whatever characters it holds, with the `u`
 * flag (where an escape of a non-syntax character is an error) and without it.
 */
describe('patternLiteral', () => {
  it.each([
    ['approx.', 'approxX'],
    ['c.', 'ca'],
    ['$1.5', '$105'],
    ['(a)', 'a'],
    ['a|b', 'b'],
    ['m/s', 'm'],
    ['[x]', 'x'],
    ['1+1', '11'],
    ['a?', 'a'],
    ['a*', 'aaa'],
    ['^x$', 'x'],
    ['{2}', 'xx'],
    ['back\\slash', 'backslash'],
    ['–', '-'],
    ['対', '対'],
    ["don't", "don't"],
    ['km/t²', 'km/t²'],
  ])('%j matches itself only', (form, other) => {
    for (const flags of ['', 'u']) {
      const whole = new RegExp(`^(?:${patternLiteral(form)})$`, flags);
      expect(whole.test(form)).toBe(true);
      expect(whole.test(other)).toBe(other === form);
    }
  });
});

describe('literalAlternation', () => {
  it('puts a longer form before one that begins it, so the longer wins where it stands', () => {
    const pattern = new RegExp(literalAlternation(['cut', 'cut back', 'c.']), 'g');
    expect('They cut back; a cut; c. 5'.match(pattern)).toEqual(['cut back', 'cut', 'c.']);
  });

  it('keeps forms of equal length in their order, and escapes each', () => {
    expect(literalAlternation(['rose', 'fell', 'm/s', 'up'])).toBe('rose|fell|m\\/s|up');
  });
});
