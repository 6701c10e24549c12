import { describe, expect, test } from 'vitest';
import { findNegations, findPolarityWords } from '../src/polarity.js';
import { en, ja, nb } from './document-locales.js';
import type { LocaleData } from '../src/locale-data.js';

const words = (text: string, locale: LocaleData) =>
  findPolarityWords(text, locale).map((w) => ({ text: w.text, pair: w.pair, side: w.side }));
const negations = (text: string, locale: LocaleData) => findNegations(text, locale).map((n) => n.text);

describe('findPolarityWords', () => {
  test.each([
    [
      'nb: økte / sank are one pair',
      'Grunnbeløpet økte med 5 %, mens renten sank.',
      nb,
      [
        { text: 'økte', pair: 0, side: 0 },
        { text: 'sank', pair: 0, side: 1 },
      ],
    ],
    [
      'nb: steg against falt',
      'Prisene steg i fjor og falt i år.',
      nb,
      [
        { text: 'steg', pair: 0, side: 0 },
        { text: 'falt', pair: 0, side: 1 },
      ],
    ],
    ['nb: a whole word only (økter is not økte)', 'Vi hadde tre økter.', nb, []],
    [
      'nb: capitalised',
      'Økningen var stor. Overskudd og underskudd.',
      nb,
      [
        { text: 'Økningen', pair: 0, side: 0 },
        { text: 'Overskudd', pair: 1, side: 0 },
        { text: 'underskudd', pair: 1, side: 1 },
      ],
    ],
    [
      'nb: innvilget / avslått',
      'Søknaden ble innvilget, ikke avslått.',
      nb,
      [
        { text: 'innvilget', pair: 2, side: 0 },
        { text: 'avslått', pair: 2, side: 1 },
      ],
    ],
    [
      'nb: høyere / lavere',
      'Satsen er høyere enn i fjor, men lavere enn taket.',
      nb,
      [
        { text: 'høyere', pair: 3, side: 0 },
        { text: 'lavere', pair: 3, side: 1 },
      ],
    ],
    [
      'en: increased / declined',
      'Revenue increased 12% while costs declined.',
      en,
      [
        { text: 'increased', pair: 0, side: 0 },
        { text: 'declined', pair: 0, side: 1 },
      ],
    ],
    [
      'en: the bill was approved, the appeal rejected',
      'The bill was approved and the appeal was rejected.',
      en,
      [
        { text: 'approved', pair: 2, side: 0 },
        { text: 'rejected', pair: 2, side: 1 },
      ],
    ],
    [
      'en: profit / loss',
      'A profit of $2 million turned into a net loss.',
      en,
      [
        { text: 'profit', pair: 1, side: 0 },
        { text: 'loss', pair: 1, side: 1 },
      ],
    ],
    ['en: "fall" the season is not a direction word', 'In the fall of 2023 prices rose.', en, [{ text: 'rose', pair: 0, side: 0 }]],
    [
      'ja: 増加 and 減少',
      '売上高は増加し、費用は減少した。',
      ja,
      [
        { text: '増加', pair: 0, side: 0 },
        { text: '減少', pair: 0, side: 1 },
      ],
    ],
    ['ja: the longest form wins (不許可 over 許可)', '申請は不許可となった。', ja, [{ text: '不許可', pair: 2, side: 1 }]],
    [
      'ja: 増収増益',
      '増収増益を達成した。',
      ja,
      [
        { text: '増収', pair: 0, side: 0 },
        { text: '増益', pair: 0, side: 0 },
      ],
    ],
    [
      'ja: 上回った / 下回る',
      '予想を上回ったが、目標を下回る。',
      ja,
      [
        { text: '上回', pair: 0, side: 0 },
        { text: '下回', pair: 0, side: 1 },
      ],
    ],
    [
      'ja: 黒字 / 赤字, 可決 / 否決',
      '黒字から赤字へ。法案は可決、修正案は否決。',
      ja,
      [
        { text: '黒字', pair: 1, side: 0 },
        { text: '赤字', pair: 1, side: 1 },
        { text: '可決', pair: 2, side: 0 },
        { text: '否決', pair: 2, side: 1 },
      ],
    ],
  ])('%s', (_name, text, locale, expected) => {
    expect(words(text, locale)).toEqual(expected);
  });

  test('spans index the original text', () => {
    const text = '«Grunnbeløpet\u00a0økte»';
    const [word] = findPolarityWords(text, nb);
    expect(word!.span).toEqual([14, 18]);
    expect(text.slice(14, 18)).toBe('økte');
  });

  test('a form listed in two pairs is reported for both', () => {
    const locale: LocaleData = {
      ...ja,
      polarity: {
        pairs: [
          [['承認'], ['否決']],
          [['可決'], ['否決']],
        ],
        negations: [],
      },
    };
    expect(words('否決された', locale)).toEqual([
      { text: '否決', pair: 0, side: 1 },
      { text: '否決', pair: 1, side: 1 },
    ]);
  });

  test('limitation: steg the noun ("step") reads as a direction word', () => {
    expect(words('Første steg er å søke.', nb)).toEqual([{ text: 'steg', pair: 0, side: 0 }]);
  });
});

describe('findNegations', () => {
  test.each([
    ['nb', 'Du får ikke frikort uten søknad, og aldri før 1. mai.', nb, ['ikke', 'uten', 'aldri']],
    ['nb: ingen is a negation, ingenting too', 'Ingen endring; ingenting skjer.', nb, ['Ingen', 'ingenting']],
    [
      'en: contractions with a typographic apostrophe',
      'The fee didn\u2019t rise and is not due; no change.',
      en,
      ['didn\u2019t', 'not', 'no'],
    ],
    ['en: a word that starts with a negation (know, nobody) is not one', 'I know nobody changed it.', en, []],
    ['ja', '承認されなかった。支給しません。', ja, ['なかった', 'ません']],
    ['ja: 不動産 and 未来 are not negations', '不動産の未来は明るい。', ja, []],
    ['ja: ではない over ない', '増加ではない。', ja, ['ではない']],
  ])('%s', (_name, text, locale, expected) => {
    expect(negations(text, locale)).toEqual(expected);
  });

  test('limitation: ja ない inside 少ない reads as a negation', () => {
    expect(negations('利用者は少ない。', ja)).toEqual(['ない']);
  });

  test('limitation: en "nothing" is not listed, so it is not a negation', () => {
    expect(negations('Nothing was approved.', en)).toEqual([]);
  });
});
