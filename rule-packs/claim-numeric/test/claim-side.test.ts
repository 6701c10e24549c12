import { describe, expect, it } from 'vitest';
import { analyseText, type AnalysedText } from '@factlint/pipeline';
import type { LocaleData } from '@factlint/text';
import { localeData } from '../../../test/grounding-harness.js';
import { type Figure, numericFigures } from '../src/numeric-figures.js';
import { ClaimSide } from '../src/numeric.js';

/**
 * A claim's readings (what the period and base readers give for its figure) are read once per
 * claim and kept in a list made at the length it needs: asked again, each reader's own value comes back, however
 * many readers were asked in between and in whatever order.
 */
describe("NUMERIC: a claim's readings, read once each", () => {
  const sentences = {
    en: ['en', 'Rent is 15,000 kroner a month.'],
    nb: ['nb', 'Husleien er 15 000 kroner i måneden.'],
    ja: ['ja', '家賃は月15,000円です。'],
  } as const;

  it.each(Object.values(sentences))('%s: each reader gives its own value, read once', (lang, answer) => {
    const locale = localeData(lang);
    const text = analyseText('answer', 'answer', answer, locale);
    const figure = numericFigures(text, locale)[0]!;
    const side = new ClaimSide(figure, text, locale);
    const calls: string[] = [];
    const reader = (name: string) => (read: Figure, of: AnalysedText, _locale: LocaleData) => {
      calls.push(name);
      return { name, text: of.source.slice(read.span[0], read.span[1]) };
    };
    const [first, second, third] = [reader('first'), reader('second'), reader('third')];
    const asked = [first, second, first, third, second, third, first].map((read) => side.reading(read)?.name);
    expect(asked).toEqual(['first', 'second', 'first', 'third', 'second', 'third', 'first']);
    expect(calls).toEqual(['first', 'second', 'third']);
    expect(side.reading(first)?.text).toBe(figure.text);
  });
});
