import { describe, expect, it } from 'vitest';
import { analyseText } from '../../src/grounding/analysed-text.js';
import { clauseAt, clauseStartAt } from '../../src/grounding/sentence-clauses.js';
import { fragmentKeys, sharedKeyCount } from '../../src/grounding/sentence-subject.js';
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
      // Every offset of the clause names it by its start, as clauseAt gives it.
      for (let k = start; k < end; k++) expect(clauseStartAt(text, k, locale)).toBe(start);
      // and the start itself is in the clause it names (a clause's keys are read from it).
      expect(clauseAt(text, start, locale)).toEqual([start, end]);
      at = end;
    }
    expect(found).toEqual(clauses);
  });
});

// How many keys of one set another holds: what a claim's subject shares with a candidate's clause.
describe('the keys two clauses share', () => {
  it.each([
    ['en', 'Revenue at the Eastgate branch was $4.2 million', 'the Eastgate branch reported revenue of $3.1 million', 3],
    ['nb', 'Bergen fikk 12 millioner kroner i tilskudd', 'Stavanger fikk 9 millioner kroner', 1],
    ['ja', '東支店の売上高は4.2億円', '西支店の売上高は3.1億円', 3],
  ])('%s: %s | %s', (lang, first, second, shared) => {
    const locale = localeFor(lang);
    const [a, b] = [new Set(fragmentKeys(first, locale)), new Set(fragmentKeys(second, locale))];
    expect(sharedKeyCount(a, b)).toBe(shared);
    expect(sharedKeyCount(b, a)).toBe(shared);
  });
});
