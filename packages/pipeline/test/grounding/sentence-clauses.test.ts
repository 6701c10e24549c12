import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { clauseAt } from '../../src/grounding/sentence-clauses.js';
import { localeFor } from '../facts/packs-fixture.js';

/*
 * The clauses of an answer: a sentence is cut at each of the locale's clause separators (a
 * punctuation mark not between two digits, a separator word standing as a word) and at every
 * sentence start. Real answers of several sentences in the three locales, a separator right where
 * a sentence starts among them; each clause is listed once, in order, as clauseAt gives it.
 */
describe('the clauses of an answer', () => {
  it.each([
    [
      'en',
      'Revenue at the Eastgate branch was $4,200,000, while the Westmoor branch reported $3.1 million. And costs fell; margins rose. Bandwidth grew.',
      [
        'Revenue at the Eastgate branch was $4,200,000',
        ', ',
        'while the Westmoor branch reported $3.1 million. ',
        'And costs fell',
        '; margins rose. ',
        'Bandwidth grew.',
      ],
    ],
    [
      'nb',
      'Omsetningen økte med 4,5 prosent i fjor, mens kostnadene falt. Men Nav betalte 2 400 kroner og mer.',
      ['Omsetningen økte med 4,5 prosent i fjor', ', ', 'mens kostnadene falt. ', 'Men Nav betalte 2 400 kroner ', 'og mer.'],
    ],
    [
      'ja',
      '売上高は4.2億円で、前年より増えた。一方、費用は1,200万円に減った。',
      ['売上高は4.2億円で', '、前年より増えた。', '一方', '、費用は1,200万円に減った。'],
    ],
  ])('%s: %s', (lang, answer, clauses) => {
    const locale = localeFor(lang);
    const text = analyseText('answer', 'answer', answer, locale);
    const found: string[] = [];
    for (let at = 0; at < answer.length; ) {
      const [start, end] = clauseAt(text, at, locale);
      found.push(answer.slice(start, end));
      at = end;
    }
    expect(found).toEqual(clauses);
  });
});
