import { describe, expect, it } from 'vitest';
import type { LocaleData } from '@factlint/text';
import { analyseText } from '@factlint/pipeline';
import { evalTexts } from '../../../packages/text/test/real-texts.js';
import { localeData } from '../../../test/grounding-harness.js';
import { originalSpan, polarityIn, readPassage } from '../src/quote-passage.js';

const locales: Record<string, LocaleData> = { en: localeData('en'), nb: localeData('nb'), ja: localeData('ja') };

/**
 * A passage's masked text stands one character for each direction word and negation. Every masked
 * character must lead back to what it stands for in the lower-cased text, and the masked text as a
 * whole to all of it, in order: that is how a quote's window is cut from the context and its
 * evidence span found.
 */
describe('a masked passage leads back to the words it stands for', () => {
  it.each<[string, string, number]>([
    // [locale, sentence, direction words and negations in it]
    ['en', 'Revenue did not rise in 2025: costs increased  sharply and margins declined.', 4],
    ['en', 'Exports   fell, imports grew and the deficit did not narrow', 4],
    ['nb', 'Inntektene økte ikke i 2025, mens kostnadene falt kraftig og marginene gikk ned.', 3],
    ['nb', 'Ledigheten   steg ikke i fjor, men sysselsettingen økte.', 3],
    ['ja', '売上高は増加せず、費用は大幅に減少した。', 3],
    ['ja', '輸出は増加したが、輸入は減少しなかった。', 3],
  ])('%s: %s', (locale, sentence, markCount) => {
    const passage = readPassage(sentence, locales[locale]!);
    const lower = passage.comparable.lower;
    expect(passage.marks).toHaveLength(markCount);
    let next = 0;
    for (let i = 0; i < passage.masked.length; i++) {
      const [start, end] = [passage.lowerStart(i), passage.lowerEnd(i)];
      expect(start).toBe(next);
      const mark = passage.marks.find((m) => m.at === i);
      if (mark) expect(lower.slice(start, end)).toBe(mark.text);
      else expect([lower.slice(start, end), end - start]).toEqual([passage.masked[i], 1]);
      next = end;
    }
    expect(next).toBe(lower.length);
    // The whole masked text spans the sentence, its outer white space aside.
    const [from, to] = originalSpan(passage, 0, passage.masked.length);
    expect(sentence.slice(from, to)).toBe(sentence.trim());
  });
});

/*
 * A passage cut from an analysed text (a context's sentence, an answer's quotation or sentence)
 * reads its direction words and negations at the places the text's one pass found
 * (polarityStartsOfPart), not by a search of its own. It must read the very same masked text and
 * marks as the same passage searched, in every text of the evaluation set, as an answer and as a
 * context (read with its soft line breaks joined).
 */
describe("a passage read at its text's places is the passage searched", () => {
  const EDGES: Record<string, string[]> = {
    en: ['Costs did not\nrise.  Margins never  grew, and there is no\ndoubt: "profits did not\nfall" today.'],
    nb: ['Kostnadene steg\nikke. Det er ingen\ntvil: «lønna økte aldri».'],
    ja: ['売上高は増加せず、\n費用は減少しなかった。「増加しない」と述べた。'],
  };

  for (const language of ['en', 'nb', 'ja'] as const) {
    it(`${language}: every sentence and quotation of the evaluation set's texts`, () => {
      const locale = locales[language]!;
      let marks = 0;
      for (const text of [...evalTexts(language), ...EDGES[language]!]) {
        for (const role of ['answer', 'context'] as const) {
          const read = analyseText('doc', role, text, locale);
          const parts = [...read.document.sentences.map((s) => s.span), ...read.document.quotes.map((q) => q.innerSpan)];
          for (const [from, to] of parts) {
            const part = text.slice(from, to);
            const searched = readPassage(part, locale);
            const passage = readPassage(part, locale, read, from);
            expect([passage.masked, passage.marks], part).toEqual([searched.masked, searched.marks]);
            marks += passage.marks.length;
          }
        }
      }
      expect(marks).toBeGreaterThan(10);
    });
  }
});

/*
 * A context passage is weighed against every change statement that shares its words, so its
 * direction words and negations are counted once and kept: the count kept is the count of the whole
 * passage, and asking again gives the same one.
 */
describe("a passage's polarity is counted once", () => {
  it.each<[string, string, Record<number, number>, number]>([
    // [locale, sentence, side → count, negations]
    ['en', 'Revenue did not rise in 2025: costs increased sharply and margins declined.', { 0: 2, 1: 1 }, 1],
    ['nb', 'Inntektene økte ikke i 2025, mens kostnadene falt kraftig.', { 0: 1, 1: 1 }, 1],
    ['ja', '輸出は増加したが、輸入は減少しなかった。', { 0: 1, 1: 1 }, 1],
  ])('%s: %s', (locale, sentence, sides, negations) => {
    const passage = readPassage(sentence, locales[locale]!);
    const counted = passage.polarity;
    expect(passage.polarity).toBe(counted);
    expect(counted).toEqual(polarityIn(passage));
    expect([Object.fromEntries(counted.sides), counted.negations]).toEqual([sides, negations]);
  });
});
