import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { clauseAt } from '../../src/grounding/sentence-clauses.js';
import { coverByMerge, coverBySort, fragmentKeys, sentenceSubject } from '../../src/grounding/sentence-subject.js';
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
    // The five lists merged in text order many times over: a range beside its own end figures, a date
    // and a phone number next to figures, sentence after sentence.
    [
      'en',
      Array.from(
        { length: 12 },
        (_, k) =>
          `In ${2010 + k} sales rose ${k + 3}–${k + 9}% to $${k + 1}.5 million by 3 March ${2011 + k}; call +47 22 33 44 ${10 + k} for the ${k + 2} reports of last year.`,
      ).join(' '),
    ],
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

  // A text of more spans than MERGED_FROM (8,192) has its cover merged from the readers' lists, not
  // sorted: the same keys, sentence by sentence, as the text blanked out.
  it.each([
    [
      'en',
      1_700,
      (k: number) =>
        `In ${1900 + (k % 120)} sales rose ${(k % 9) + 3}–${(k % 9) + 12}% to $${(k % 40) + 1}.5 million by 3 March ${1901 + (k % 120)}; call +47 22 33 44 ${10 + (k % 89)} for the ${(k % 7) + 2} reports of last year.`,
    ],
    [
      'nb',
      2_400,
      (k: number) =>
        `Grunnbeløpet var ${100 + (k % 50)} 549 kroner fra 1. mai ${1990 + (k % 30)}, en økning på ${(k % 9) + 1},5 prosent i fjor.`,
    ],
    [
      'ja',
      3_000,
      (k: number) => `営業利益は${(k % 90) + 1}.2億円で、${1990 + (k % 30)}年3月${(k % 28) + 1}日に${(k % 7) + 2}社が発表した。`,
    ],
  ])('%s: a long answer of %i sentences of figures', (lang, sentences, sentenceAt) => {
    const locale = localeFor(lang);
    const answer = Array.from({ length: sentences }, (_, k) => sentenceAt(k)).join(lang === 'ja' ? '' : ' ');
    const text = analyseText('answer', 'answer', answer, locale);
    const { numbers, ranges, dates, relativeDates, phones } = text.scan;
    const lists = [numbers, ranges, dates, relativeDates, phones];
    expect(lists.reduce((n, list) => n + list.length, 0)).toBeGreaterThan(8_192);
    const blanked = [...answer];
    // Code units, as spans count them: every sentence here is of the Basic Multilingual Plane.
    expect(blanked.length).toBe(answer.length);
    for (const list of lists) for (const { span } of list) blanked.fill(' ', span[0], span[1]);
    const plain = blanked.join('');
    text.document.sentences.forEach((sentence, i) => {
      const want = [...new Set(fragmentKeys(plain, locale, sentence.span[0], sentence.span[1]))];
      expect([...sentenceSubject(text, locale, i)!], sentence.text).toEqual(want);
    });
  });
});

/*
 * What a text's figures cover, two ways: sorted (a few spans) or merged from the readers' lists (a
 * long text's many). The same stretches from both, on real answers in the three locales, and on lists
 * one of which is out of order (the merge sorts such a list first).
 */
describe('the stretches figures cover, sorted or merged', () => {
  const stretches = ({ starts, ends }: { starts: ArrayLike<number>; ends: ArrayLike<number> }) =>
    Array.from(starts, (start, k) => [start, ends[k]!]);

  it.each([
    [
      'en',
      'Acme Corp reported revenue of $120.0 million in 2026, up 20% from $100.0 million on 14 October 2025. Margins were 5–7% last year. Call +47 22 33 44 55 for the COVID-19 report.',
    ],
    ['en', '2026 was a record year. Revenue rose 12%. Staff grew from 350 to 420 employees by March 2026, 3–4 weeks later than planned.'],
    ['nb', 'Grunnbeløpet er 136 549 kroner fra 1. mai 2026. Økningen var 4,5 prosent i fjor, ifølge Nav (tlf. 55 55 33 33).'],
    ['ja', '国内売上高は前年同期比7%の増加でした。営業利益は4.2億円で、2026年3月31日に発表された。昨年は3〜5%でした。'],
  ])('%s: %s', (lang, answer) => {
    const { numbers, ranges, dates, relativeDates, phones } = analyseText('answer', 'answer', answer, localeFor(lang)).scan;
    const lists = [numbers, ranges, dates, relativeDates, phones];
    const most = lists.reduce((n, list) => n + list.length, 0);
    const sorted = stretches(coverBySort(lists));
    expect(sorted.length).toBeGreaterThan(2);
    expect(stretches(coverByMerge(lists, most))).toEqual(sorted);
  });

  it('merges lists given out of order, and spans that touch, overlap or are empty', () => {
    const spans = (...list: [number, number][]) => list.map((span) => ({ span }));
    const lists = [spans([30, 34], [10, 14], [50, 52]), spans([12, 20], [40, 40]), spans([20, 25], [0, 3]), spans(), spans([44, 48])];
    const want = [
      [0, 3],
      [10, 25],
      [30, 34],
      [44, 48],
      [50, 52],
    ];
    expect(stretches(coverBySort(lists))).toEqual(want);
    expect(stretches(coverByMerge(lists, 9))).toEqual(want);
  });
});
