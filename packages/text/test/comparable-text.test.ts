import { describe, expect, it } from 'vitest';
import { comparableText } from '../src/comparable-text.js';

/**
 * A text folded for comparison: white space collapsed to single spaces (none at the ends), the
 * readers' normalisation (full-width letters and digits, ideographic space), and every comparable
 * span leads back to the original characters it came from. A sentence that needs no collapsing is
 * kept as it is, and must read the same as one that does.
 */
describe('a text folded for comparison', () => {
  it.each<[string, string, string, string, string]>([
    // [source, cased, a stretch of it, what that stretch is in the source, lower]
    ['Revenue rose 5% in 2025.', 'Revenue rose 5% in 2025.', 'rose 5%', 'rose 5%', 'revenue rose 5% in 2025.'],
    ['  Revenue\\trose   5%\\n in 2025. ', 'Revenue rose 5% in 2025.', '5% in', '5%\\n in', 'revenue rose 5% in 2025.'],
    [
      'Inntektene økte med 5 % i fjor.',
      'Inntektene økte med 5 % i fjor.',
      'Inntektene økte',
      'Inntektene økte',
      'inntektene økte med 5 % i fjor.',
    ],
    ['Inntektene  økte\\u00a0med 5 %.', 'Inntektene økte med 5 %.', 'økte med', 'økte\\u00a0med', 'inntektene økte med 5 %.'],
    ['売上高は５％増えた。', '売上高は5%増えた。', '5%増', '５％増', '売上高は5%増えた。'],
    ['売上高は　ＡＢＣ社の５％。', '売上高は ABC社の5%。', 'ABC社', 'ＡＢＣ社', '売上高は abc社の5%。'],
  ])('%j', (escaped, cased, stretch, original, lower) => {
    const source = JSON.parse(`"${escaped}"`) as string;
    const text = comparableText(source);
    expect([text.cased, text.lower]).toEqual([cased, lower]);
    const at = text.cased.indexOf(stretch);
    const [from, to] = text.span(at, at + stretch.length);
    expect(source.slice(from, to)).toBe(JSON.parse(`"${original}"`));
    // The whole comparable text spans the source but its outer white space; an empty span sits where it starts.
    const [start, end] = text.span(0, text.cased.length);
    expect(source.slice(start, end)).toBe(source.trim());
    expect(text.span(at, at)).toEqual([from, from]);
    // Character by character, in order, each from its own place.
    let previous = -1;
    for (let i = 0; i < text.cased.length; i++) {
      const [a, b] = text.span(i, i + 1);
      expect(a).toBeGreaterThan(previous);
      expect(b).toBeGreaterThan(a);
      previous = a;
    }
  });
});
