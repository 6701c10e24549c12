import { describe, expect, it } from 'vitest';
import { readTurn, type ConversationTurnInput } from '../../src/facts/index.js';
import { analyseText, polarityWordStartsRead } from '../../src/grounding/analysed-text.js';
import { localeFor } from './packs-fixture.js';

/** A turn as the engine hands it to the facts judge: read once, with the places its pass found. */
function asRead(text: string, lang: string): ConversationTurnInput {
  const read = analyseText('answer', 'answer', text, localeFor(lang));
  return { index: 0, role: 'assistant', text, document: read.document, scan: read.scan, polarityWordStarts: polarityWordStartsRead(read) };
}

const denials = (turn: ConversationTurnInput, lang: string) => readTurn(turn, localeFor(lang)).figures.map((f) => [f.value, f.negated]);

type Row = [lang: string, name: string, answer: string, figures: [number, boolean][]];

describe('facts: a figure the answer denies, read from the negations grounding reads', () => {
  const table: Row[] = [
    [
      'en',
      'not right before the figure',
      'The caregiver allowance is not $12,000 but $14,000.',
      [
        [12000, true],
        [14000, false],
      ],
    ],
    [
      'en',
      'a typographic apostrophe reads as the ASCII one (isn’t)',
      'The caregiver allowance isn’t $12,000; it is $14,000.',
      [
        [12000, true],
        [14000, false],
      ],
    ],
    ['en', 'a negation in capitals', 'The caregiver allowance is NOT $12,000.', [[12000, true]]],
    ['en', 'a negation adverb between (no longer)', 'Your respite care copayment is no longer 20% of the daily rate.', [[20, true]]],
    ['en', 'a no-break space before the figure', 'The caregiver allowance is not\u00A0$12,000.', [[12000, true]]],
    ['en', 'never more than is a ceiling, not a denial', 'You never pay more than $400 a year for respite care.', [[400, false]]],
    ['en', 'never right before the figure', 'The caregiver allowance was never $12,000.', [[12000, true]]],
    [
      'nb',
      'ikke right before the figure',
      'Egenandelstaket er ikke 3 165 kr, men 3 278 kr.',
      [
        [3165, true],
        [3278, false],
      ],
    ],
    ['nb', 'a negation adverb between (ikke lenger)', 'Egenandelstaket er ikke lenger 3 165 kr.', [[3165, true]]],
    ['nb', 'a negation in capitals', 'Egenandelstaket er IKKE 3 165 kr.', [[3165, true]]],
    ['nb', 'across a line break', 'Egenandelstaket er ikke\n3 165 kr i 2026.', [[3165, true]]],
    ['nb', 'a word that ends in a negation word (ordningen)', 'Egenandelstaket for ordningen 3 165 kr gjelder hele 2026.', [[3165, false]]],
    ['nb', 'another word between (ikke nødvendigvis)', 'Egenandelstaket er ikke nødvendigvis 3 165 kr.', [[3165, false]]],
    [
      'ja',
      'a negation after the figure in its clause',
      '基本手当は40万円ではありません。42万円です。',
      [
        [400000, true],
        [420000, false],
      ],
    ],
    ['ja', 'the verb of its clause, begun within the window', '基本手当は40万円は支払われませんでした。', [[400000, true]]],
    [
      'ja',
      'the verb of its clause, begun within the window and ending past it',
      '基本手当は40万円は全く支払われませんでした。',
      [[400000, true]],
    ],
    ['ja', 'after a comma, the negation is another clause’s', '基本手当は40万円で、副業収入はありません。', [[400000, false]]],
    ['ja', 'かもしれない affirms a possibility: the figure is stated', '基本手当は40万円かもしれない。', [[400000, false]]],
    ['ja', '少なくない affirms (not few): the figure is stated', '受給者は40万人と少なくない。', [[400000, false]]],
    ['ja', 'limitation: しか…ない (only) reads as a denial', '基本手当は40万円しか支払われませんでした。', [[400000, true]]],
  ];

  it.each(table)('%s: %s', (lang, _name, answer, figures) => {
    expect(denials(asRead(answer, lang), lang)).toEqual(figures);
  });

  it.each(table)('%s: %s: searched, the same', (lang, _name, answer, figures) => {
    expect(denials({ index: 0, role: 'assistant', text: answer }, lang)).toEqual(figures);
  });
});

describe("facts: the turn's negations are read at the engine's places", () => {
  const nowhere = new Int32Array(0);
  const table: [lang: string, answer: string, value: number][] = [
    ['en', 'The caregiver allowance is not $12,000.', 12000],
    ['nb', 'Egenandelstaket er ikke 3 165 kr.', 3165],
    ['ja', '基本手当は40万円ではありません。', 400000],
  ];

  it.each(table)('%s: given no places, no negation is read (%s)', (lang, answer, value) => {
    expect(denials({ ...asRead(answer, lang), polarityWordStarts: nowhere }, lang)).toEqual([[value, false]]);
  });

  const marked: [lang: string, answer: string, value: number][] = [
    ['en', 'The caregiver allowance is **not** $12,000.', 12000],
    ['nb', 'Egenandelstaket er _ikke_ 3 165 kr.', 3165],
    ['ja', '基本手当は40万円`ではありません`。', 400000],
  ];

  it.each(marked)('%s: a turn with inline marks is read at the places of the text as written (%s)', (lang, answer, value) => {
    expect(denials(asRead(answer, lang), lang)).toEqual([[value, true]]);
    expect(denials({ ...asRead(answer, lang), polarityWordStarts: nowhere }, lang)).toEqual([[value, false]]);
  });
});
