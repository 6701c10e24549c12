import { describe, expect, it } from 'vitest';
import type { LocaleData } from '@factlint/text';
import { localeData } from '../../../test/grounding-harness.js';
import { originalSpan, readPassage } from '../src/quote-passage.js';

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
