import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { analyseText, polarityStartsOfPart, polarityStartsOfStretch, polarityWordsOf, sourceLineStartAt } from '@factlint/pipeline';
import { comparableText, findPolarityWords, joinSoftLineBreaks, type Starts } from '@factlint/text';
import { evalTexts } from '../../../text/test/real-texts.js';
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

/*
 * analyseText keeps where its one pass found a direction word or a negation may begin, for a part
 * of the text read again (a sentence compared with its white space collapsed). A context is read
 * with its soft line breaks joined: the places are the same in its source.
 */
describe('polarityStartsOfPart', () => {
  /** The offsets a part's starts stop at, in its comparable form. */
  const placesOf = (starts: Starts, length: number): number[] => {
    const places: number[] = [];
    for (let i = starts.from(0); i < length; i = starts.from(i + 1)) places.push(i);
    return places;
  };

  it.each([
    ['en', 'answer', 'Intro. Costs did not\nrise, and profits  never grew.', 'Costs', ['not', 'rise', 'profits', 'never', 'grew']],
    ['en', 'context', 'Intro. Costs did not\nrise, and profits  never grew.', 'Costs', ['not', 'rise', 'profits', 'never', 'grew']],
    ['nb', 'context', 'Innledning. Kostnadene steg\nikke, og lønna økte aldri.', 'Kostnadene', ['steg', 'ikke', 'økte', 'aldri']],
    ['ja', 'answer', '概要。売上高は増加せず、費用は減少しなかった。', '売上高', ['増加', 'せず', '減少', 'なかった']],
  ] as const)('%s %s: the places of a sentence, mapped into its comparable form', (language, role, text, first, words) => {
    const read = analyseText('doc', role, text, localeData(language));
    const from = text.indexOf(first);
    const comparable = comparableText(text.slice(from));
    const starts = polarityStartsOfPart(read, from, text.length - from, comparable)!;
    const found = placesOf(starts, comparable.lower.length).map((at) => comparable.lower.slice(at, at + 8));
    // The part's first character, then each word (a pass's place may also open nothing: `ない` inside `なかった`).
    expect(found[0]).toBe(comparable.lower.slice(0, 8));
    for (const word of words)
      expect(
        found.some((place) => place.startsWith(word)),
        word,
      ).toBe(true);
  });

  it("gives none for a caller's own copy of an analysed text (its part is searched instead)", () => {
    const read = analyseText('doc', 'context', 'Costs did not rise.', localeData('en'));
    const copy = { ...read };
    expect(polarityStartsOfPart(read, 0, read.source.length, comparableText(read.source))).toBeDefined();
    expect(polarityStartsOfPart(copy, 0, read.source.length, comparableText(read.source))).toBeUndefined();
  });
});

/*
 * QUOTE reads the few characters beside an exact match of a quotation in a context, a stretch of
 * the whole context's comparable form, at the places of the context's one pass.
 */
describe('polarityStartsOfStretch', () => {
  it.each([
    ['en', 'Intro.  The board had not\napproved the plan.', 'approved', 'not'],
    ['nb', 'Innledning. Styret hadde  ikke\ngodkjent planen.', 'godkjent', 'ikke'],
    ['ja', '概要。理事会は計画を承認しなかった。', 'しなかった', 'なかった'],
  ] as const)('%s: the places of a context stretch, the negation among them', (language, text, match, negation) => {
    const read = analyseText('doc', 'context', text, localeData(language));
    const comparable = comparableText(read.source);
    const at = comparable.lower.indexOf(match);
    const from = Math.max(0, at - 24);
    const starts = polarityStartsOfStretch(read, comparable, from, comparable.lower.length)!;
    const stretch = comparable.lower.slice(from);
    const places: number[] = [];
    for (let i = starts.from(0); i < stretch.length; i = starts.from(i + 1)) places.push(i);
    expect(places[0]).toBe(0);
    expect(places).toContain(stretch.indexOf(negation));
  });

  it("gives none for a caller's own copy of an analysed text (its stretch is searched instead)", () => {
    const read = analyseText('doc', 'context', 'Costs did not rise.', localeData('en'));
    const comparable = comparableText(read.source);
    expect(polarityStartsOfStretch(read, comparable, 0, 10)).toBeDefined();
    expect(polarityStartsOfStretch({ ...read }, comparable, 0, 10)).toBeUndefined();
  });
});

/*
 * A context is read with its soft line breaks joined, and its direction words are those of its
 * source: read at the places the pass over the joined text found, they must be what a search of
 * the source finds, in every text of the evaluation set and in hard-wrapped ones.
 */
describe("a context's direction words", () => {
  const WRAPPED: Record<string, string> = {
    en: 'Revenue rose\nsharply while costs\nfell, and profit\ngrew.\n\nLosses declined.',
    nb: 'Inntektene økte\nkraftig, mens kostnadene\nfalt.\n\nLedigheten steg.',
    ja: '売上高は増加し、\n費用は減少した。\n\n利益は増加した。',
  };

  it.each(['en', 'nb', 'ja'] as const)("%s: read at the pass's places, as a search of the source reads them", (language) => {
    const locale = localeData(language);
    let joined = 0;
    for (const text of [...evalTexts(language), WRAPPED[language]!]) {
      const read = analyseText('doc', 'context', text, locale);
      if (joinSoftLineBreaks(text) !== text) joined++;
      expect(polarityWordsOf(read, locale), text).toEqual(findPolarityWords(text, locale));
    }
    expect(joined).toBeGreaterThan(0);
  });
});

describe('sourceLineStartAt: the start of the line an offset stands on, as a search back from it finds', () => {
  const cases = [
    ['en', '| Item | Per year |\n|---|---|\n| Rent | $11,400 |\nTotal due: $950 a month.'],
    ['nb', '| Post | Per år |\n|---|---|\n| Husleie | 114 000 kr |\n\nSum per måned: 9 500 kroner.'],
    ['ja', '| 項目 | 年額 |\n|---|---|\n| 家賃 | 1,140,000円 |\r\n月額は95,000円です。'],
    ['en', 'One long line with no newline at all: $120.0 million in 2026, up 20% from $100.0 million.'],
  ] as const;
  it.each(cases)('%s: %s', (lang, source) => {
    const text = analyseText('answer', 'answer', source, localeData(lang));
    for (let at = 0; at <= source.length; at++) {
      expect(sourceLineStartAt(text, at), `offset ${at}`).toBe(source.lastIndexOf('\n', at - 1) + 1);
    }
  });
});
