import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { analyseText } from '@factlint/pipeline';
import { localeData } from '../../../../test/grounding-harness.js';

/*
 * analyseText reads a copy of the text in one string layout (issue 13: a joined or sliced string at
 * the readers' loops made them slower). The copy must be the text itself, code unit for code unit,
 * and read the same as the text given whole, however the caller built it.
 */

const TEXTS = [
  ['en', 'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025.'],
  ['nb', 'Grunnbeløpet ble 1. mai 2025 satt til 130 160 kroner, en økning på 5,3 prosent.'],
  ['ja', '2025年5月1日、基礎額は130,160円に引き上げられ、前年より5.3%増えた。'],
] as const;

/** The same text as a literal, a slice of a longer string, a concatenation and a YAML block scalar (a joined string in V8). */
function builtWays(text: string): [string, string][] {
  const half = Math.floor(text.length / 2);
  return [
    ['whole', text],
    ['sliced', `(${text})`.slice(1, -1)],
    ['joined', text.slice(0, half) + text.slice(half)],
    ['YAML', (parse(`answer: |-\n  ${text}\n`) as { answer: string }).answer],
  ];
}

describe('analyseText reads the text as given, whatever its layout', () => {
  it.each(TEXTS)('%s: every layout reads the same figures, dates and sentences', (language, text) => {
    const locale = localeData(language);
    const whole = analyseText('answer', 'answer', text, locale);
    for (const [way, built] of builtWays(text)) {
      expect(built, way).toBe(text);
      const read = analyseText('answer', 'answer', built, locale);
      expect(read.source, way).toBe(text);
      expect(
        read.scan.numbers.map((n) => [n.span, n.value]),
        way,
      ).toEqual(whole.scan.numbers.map((n) => [n.span, n.value]));
      expect(
        read.scan.dates.map((d) => d.span),
        way,
      ).toEqual(whole.scan.dates.map((d) => d.span));
      expect(
        read.document.sentences.map((s) => s.span),
        way,
      ).toEqual(whole.document.sentences.map((s) => s.span));
    }
    expect(whole.scan.numbers.length).toBeGreaterThan(0);
    expect(whole.scan.dates.length).toBeGreaterThan(0);
  });

  it('keeps a lone surrogate (a round trip through UTF-8 would write U+FFFD instead)', () => {
    const text = 'Revenue was $120.0 million \uD83D in 2026; the next figure \uDC00 is 5%.';
    for (const role of ['answer', 'context'] as const) {
      const read = analyseText('doc', role, text, localeData('en'));
      expect(read.source).toBe(text);
      expect(read.source.charCodeAt(text.indexOf('\uD83D'))).toBe(0xd83d);
    }
  });

  it('keeps the empty text', () => {
    expect(analyseText('answer', 'answer', '', localeData('en')).source).toBe('');
  });
});
