import { describe, expect, it } from 'vitest';
import type { FactCandidate } from '@factlint/kernel';
import { dropUserFigures, FirstSpeakers, readTurn } from '../../src/facts/index.js';
import { localeFor } from './packs-fixture.js';

type Turn = ['user' | 'assistant', string];

function speakers(turns: Turn[]): FirstSpeakers {
  const nb = localeFor('nb');
  return new FirstSpeakers(turns.map(([role, text], index) => readTurn({ index, role, text }, nb)));
}

describe('F1: who said a value first', () => {
  const table: [name: string, turns: Turn[], value: number, first: 'user' | 'assistant' | null][] = [
    [
      'the user typed it before the assistant repeated it',
      [
        ['user', 'Jeg leste at personfradraget er 108 550 kr. Stemmer det?'],
        ['assistant', 'Nei, 108 550 kr gjaldt i 2025.'],
      ],
      108550,
      'user',
    ],
    [
      'the assistant said it first and the user quoted it back',
      [
        ['user', 'Hvor stort er personfradraget?'],
        ['assistant', 'Det er 108 550 kr.'],
        ['user', 'Du skrev 108 550 kr. Sikker?'],
      ],
      108550,
      'assistant',
    ],
    [
      'values compare across formats: 15000 and 15 000',
      [
        ['user', 'Er basislånet 15000 kr i måneden?'],
        ['assistant', 'Nei, ikke 15 000 kr.'],
      ],
      15000,
      'user',
    ],
    [
      'values compare across formats: 130.160 and 130 160',
      [
        ['user', 'Er G fortsatt 130.160 kroner?'],
        ['assistant', 'G var 130 160 kr i 2025.'],
      ],
      130160,
      'user',
    ],
    [
      'a decimal comma: 31,25 %',
      [
        ['user', 'Hvor mye er minstefradraget?'],
        ['assistant', 'Minstefradraget er 31,25 % av lønnen.'],
        ['user', 'Så 31,25 % gjelder meg også?'],
      ],
      31.25,
      'assistant',
    ],
    [
      'the ends of a range the user gave count as stated',
      [
        ['user', 'Er taket mellom 3 000 og 3 500 kr?'],
        ['assistant', 'Egenandelstaket er 3 278 kr, ikke 3 500 kr.'],
      ],
      3500,
      'user',
    ],
    [
      "a year in a user turn is not a figure: 2026 kr later is the assistant's",
      [
        ['user', 'Hva gjelder for 2026?'],
        ['assistant', 'Gebyret er 2026 kr.'],
      ],
      2026,
      'assistant',
    ],
    [
      'nobody said it',
      [
        ['user', 'Hva er G?'],
        ['assistant', 'G er 136 549 kr.'],
      ],
      130160,
      null,
    ],
  ];
  it.each(table)('%s', (_name, turns, value, first) => {
    expect(speakers(turns).firstSaidBy(value)).toBe(first);
  });
});

describe("F1: dropping the user's figures", () => {
  const nb = localeFor('nb');
  const turns: Turn[] = [
    ['user', 'Personfradraget er 114 540 kr og naboen sier egenandelstaket er 3 500 kr.'],
    ['assistant', 'Personfradraget er 114 540 kr. Egenandelstaket er ikke 3 500 kr, men 3 278 kr.'],
  ];
  const who = speakers(turns);
  const answer = readTurn({ index: 1, role: 'assistant', text: turns[1]![1] }, nb);
  const candidate = (value: number): FactCandidate => {
    const figure = answer.figures.find((f) => f.value === value)!;
    return { value, text: figure.text, span: figure.span, turn: 1, sentence: '', via: 'anchor sentence', hedged: false, range: null };
  };

  it('drops a user figure that is not the declared value, and says which filter', () => {
    const { kept, dropped } = dropUserFigures([candidate(3500), candidate(3278)], 3278, who);
    expect(kept.map((c) => c.value)).toEqual([3278]);
    expect(dropped).toEqual([{ value: 3500, text: '3 500 kr', span: candidate(3500).span, turn: 1, filter: 'user_first' }]);
  });

  it('limitation: a correct figure the user supplied counts (kept because it equals the declared value)', () => {
    const { kept, dropped } = dropUserFigures([candidate(114540)], 114540, who);
    expect(kept.map((c) => c.value)).toEqual([114540]);
    expect(dropped).toEqual([]);
    expect(who.userStated(114540)).toBe(true);
  });
});
