import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { clauseAt } from '../../src/grounding/sentence-clauses.js';
import { fragmentKeys, sentenceSubject } from '../../src/grounding/sentence-subject.js';
import { localeFor } from '../facts/packs-fixture.js';

/*
 * The subject keys of a piece of text (what "about the same subject" compares): the lower-cased
 * stem of each content word of a spaced script, the character bigrams of a run of an unspaced
 * script's content letters. Words of ASCII letters are read on a fast path of their own and every
 * other word on the general one, so the table mixes them in each locale: plain ASCII words, words
 * with letters beyond ASCII (`Bærum`, `café`), words that begin in ASCII and run on beyond it
 * (`Zürich` does not, `Café` does), Latin letters glued to kanji, and the locale's own words that
 * never count.
 */

describe('subject keys of a fragment', () => {
  it.each([
    // [locale, text, keys]
    ['en', 'The band broke up after the tour.', ['band', 'break', 'tour']],
    // Capitals make a short word count; a unit form (`employees`, a count unit) never does.
    ['en', 'WHO and the UN reported 350 employees in Oslo.', ['who', 'un', 'repor', 'oslo']],
    ['en', 'Revenue at the Eastgate branch rose to $4.2 million.', ['reven', 'eastg', 'branc']],
    ['en', 'The company’s co-founder didn’t sell_shares.', ['compa', 'co-fo', 'didn’', 'sell_']],
    ['en', 'She opened a café in Zürich and the Café Müller.', ['opene', 'café', 'züric', 'café', 'mülle']],
    ['en', 'Sales in Q3 rose; the CEO’s pay-rise was 8%.', ['sales', 'q3', 'ceo’s', 'pay-r']],
    ['nb', 'Omsetningen i Bærum kommune økte med 12 prosent.', ['omset', 'bærum', 'kommu']],
    ['nb', 'NAV utbetalte støtte til 2 400 barn i Tromsø.', ['nav', 'utbet', 'støtt', 'troms']],
    ['nb', 'Én av fem søkere fikk avslag fra Lånekassen.', ['søker', 'fikk', 'lånek']],
    ['ja', '東支店の売上高は4.2億円だった。', ['東支', '支店', '売上', '上高']],
    ['ja', 'NHKの放送によると、東京都の人口は増えた。', ['nhk', '放送', '東京', '京都', '人口']],
    ['ja', '株式会社トヨタは新型EVを発表した。', ['株式', '式会', '会社', '社ト', 'トヨ', 'ヨタ', '新型', 'ev', '発表']],
    ['ja', '彼は2019年に会社を辞めました。', ['会社']],
  ])('%s: %s', (lang, text, keys) => {
    expect(fragmentKeys(text, localeFor(lang))).toEqual(keys);
  });

  it('reads a text the same after texts of other scripts (no state carried from one to the next)', () => {
    const en = localeFor('en');
    const before = fragmentKeys('Revenue at the Eastgate branch rose.', en);
    fragmentKeys('株式会社トヨタは新型EVを発表した。', localeFor('ja'));
    fragmentKeys('Omsetningen i Bærum kommune økte.', localeFor('nb'));
    expect(fragmentKeys('Revenue at the Eastgate branch rose.', en)).toEqual(before);
  });
});

/*
 * A clause read in place (`fragmentKeys(text, locale, from, to)`) gives the keys of the clause cut
 * out: clause keys are read that way so the reader meets the text's own string and no copy is made
 * per clause. Each clause of real answers in the three locales, and a cut inside a word, which a
 * reading in place must not see past.
 */
describe('subject keys of a clause read in place', () => {
  it.each([
    [
      'en',
      'Rage Against the Machine broke up in 2000 due to internal tensions, while Renegades was released in December 2000 by Epic Records.',
    ],
    ['en', 'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million; the CEO’s pay-rise was 8%.'],
    ['nb', 'Omsetningen i Bærum kommune økte med 12 prosent i fjor, mens NAV utbetalte støtte til 2 400 barn i Tromsø.'],
    ['ja', '株式会社トヨタは2024年に新型EVを発表し、東京都の販売店では売上高が4.2億円に増えた。'],
  ])('%s: %s', (lang, answer) => {
    const locale = localeFor(lang);
    const text = analyseText('answer', 'answer', answer, locale);
    const cuts = new Set<number>([0, answer.length]);
    for (let at = 0; at < answer.length; at++) for (const end of clauseAt(text, at, locale)) cuts.add(end);
    const ends = [...cuts].sort((a, b) => a - b);
    expect(ends.length).toBeGreaterThan(2);
    for (let k = 0; k + 1 < ends.length; k++) {
      const [from, to] = [ends[k]!, ends[k + 1]!];
      expect(fragmentKeys(answer, locale, from, to), answer.slice(from, to)).toEqual(fragmentKeys(answer.slice(from, to), locale));
    }
    const insideWord = answer.length - 4;
    expect(fragmentKeys(answer, locale, 0, insideWord)).toEqual(fragmentKeys(answer.slice(0, insideWord), locale));
  });
});

/*
 * A sentence's subject keys leave out its figures, ranges, dates, relative dates and phone numbers
 * (with their unit and month words): they say how much and when, not what about. The keys are read
 * in place, stretch by stretch between those spans; the definition is the text with every such span
 * blanked out, read sentence by sentence. Answers in the three locales with figures, a range, dates,
 * a relative date and a phone number that open, close and stand inside sentences, some side by side.
 */
describe("a sentence's subject keys leave its figures out", () => {
  it.each([
    [
      'en',
      'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025. Margins were 5–7% last year. Call +47 22 33 44 55 for the COVID-19 report.',
    ],
    ['en', '2026 was a record year. Revenue rose 12%. Staff grew from 350 to 420 employees by March 2026.'],
    ['nb', 'Grunnbeløpet er 136 549 kroner fra 1. mai 2026. Økningen var 4,5 prosent i fjor, ifølge Nav.'],
    ['ja', '国内売上高は前年同期比7%の増加でした。営業利益は4.2億円で、2026年3月31日に発表された。'],
  ])('%s: %s', (lang, answer) => {
    const locale = localeFor(lang);
    const text = analyseText('answer', 'answer', answer, locale);
    const { numbers, ranges, dates, relativeDates, phones } = text.scan;
    const spans = [numbers, ranges, dates, relativeDates, phones].flatMap((matches) => matches.map((m) => m.span));
    expect(spans.length).toBeGreaterThan(2);
    let blanked = answer;
    for (const [s, e] of spans) blanked = blanked.slice(0, s) + ' '.repeat(e - s) + blanked.slice(e);
    text.document.sentences.forEach((sentence, i) => {
      const want = [...new Set(fragmentKeys(blanked, locale, sentence.span[0], sentence.span[1]))];
      expect([...sentenceSubject(text, locale, i)!], sentence.text).toEqual(want);
    });
  });
});
