import { describe, expect, test } from 'vitest';
import { findNegations, findPolarityWords } from '../src/polarity.js';
import { matchableText } from '../src/normalize.js';
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
        { text: 'innvilget', pair: 3, side: 0 },
        { text: 'avslått', pair: 3, side: 1 },
      ],
    ],
    [
      'nb: høyere / lavere',
      'Satsen er høyere enn i fjor, men lavere enn taket.',
      nb,
      [
        { text: 'høyere', pair: 2, side: 0 },
        { text: 'lavere', pair: 2, side: 1 },
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
        { text: 'approved', pair: 3, side: 0 },
        { text: 'rejected', pair: 3, side: 1 },
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
    ['ja: the longest form wins (不許可 over 許可)', '申請は不許可となった。', ja, [{ text: '不許可', pair: 3, side: 1 }]],
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
        { text: '可決', pair: 3, side: 0 },
        { text: '否決', pair: 3, side: 1 },
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
        outcome_pairs: [],
        before_figure: { words: [], links: [], not_after: [] },
        negations: [],
      },
    };
    expect(words('否決された', locale)).toEqual([
      { text: '否決', pair: 0, side: 1 },
      { text: '否決', pair: 1, side: 1 },
    ]);
  });

  // Spaced scripts are searched for the forms' text natively; a find counts only where a whole word is a form.
  test.each([
    ['en: a form inside a word is none (prose, undercut, arose)', 'The prose was undercut; a question arose.', en, []],
    ['en: at both ends of the text', 'rose and fell', en, ['rose', 'fell']],
    ['en: a hyphen ends a word', 'Prices rose-tinted and well-declined.', en, ['rose', 'declined']],
    ["en: an apostrophe inside a word joins it (o'rose is one word)", "O'rose and rock'n'rose; 'rose' quoted.", en, ['rose']],
    ['en: digits belong to the word', 'Codes 3rose and rose3 and rose 3.', en, ['rose']],
    ['en: a letter outside the BMP joins the word, an emoji does not', 'x\u{1D400}rose \u{1F600}rose', en, ['rose']],
    ['en: case and full-width letters fold', 'ROSE, Rose and \uff52\uff4f\uff53\uff45.', en, ['ROSE', 'Rose', '\uff52\uff4f\uff53\uff45']],
    ['nb: økte inside søkte is none', 'Hun søkte om støtte, og støtten økte.', nb, ['økte']],
    ['nb: a capital Ø at the start', 'Økte satser; SANK renten?', nb, ['Økte', 'SANK']],
  ])('%s', (_name, text, locale, expected) => {
    expect(words(text, locale).map((w) => w.text)).toEqual(expected);
  });

  test('every word that is a form, and no other, over random texts (en, nb)', () => {
    // The definition the reader keeps: a word is a run of letters and digits joined across an
    // apostrophe to the next run; a direction word is a word whose folded text is a listed form.
    const word = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
    const pieces: [LocaleData, string[]][] = [
      [
        en,
        [
          'rose',
          'Rose',
          'fell',
          // forms that begin other forms, and their longer forms: the search looks for the first alone
          'increase',
          'increased',
          'decline',
          'declines',
          'profit',
          'loss',
          'higher',
          'prose',
          'arose',
          'cut',
          'execute',
          "'",
          '\u2019',
          ' ',
          '-',
          '.',
          '1',
          '\u00e9',
          '\u{1D400}',
          '\u{1F600}',
          '\u01c5',
          '\uff52\uff4f\uff53\uff45',
          'x',
        ],
      ],
      [nb, ['økte', 'Økte', 'økt', 'økning', 'sank', 'søkte', 'falt', 'vekst', 'overskudd', "'", ' ', '-', 'å', '1', '\u{1D400}', 'x']],
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    let found = 0;
    for (const [locale, list] of pieces) {
      const forms = new Set(locale.polarity.pairs.flat(2).map((form) => matchableText(form).lower));
      for (let k = 0; k < 3000; k++) {
        let text = '';
        for (let n = 1 + Math.floor(next() * 10); n > 0; n--) text += list[Math.floor(next() * list.length)];
        const { lower, normalized } = matchableText(text);
        const expected: string[] = [];
        for (const m of lower.matchAll(word)) {
          if (forms.has(m[0])) expected.push(text.slice(normalized.toOriginal(m.index), normalized.toOriginalEnd(m.index + m[0].length)));
        }
        // A form listed in two pairs is reported once per pair: one per span here.
        const spans = new Map(findPolarityWords(text, locale).map((w) => [w.span[0], w.text]));
        expect([...spans.values()], JSON.stringify(text)).toEqual(expected);
        found += spans.size;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  test.each([
    ['en', 'The appeal was rejected and the service ended; prices rose.', en, ['rejected', 'ended']],
    ['nb', 'Søknaden ble avslått og tilbudet avviklet; prisene steg.', nb, ['avslått', 'avviklet']],
    ['ja', '申請は却下され、事業は終了した。価格は上昇した。', ja, ['却下', '終了']],
  ])(
    '%s: the words of an outcome pair (approved / rejected, kept / ended) are marked as outcomes, a change is not',
    (_, text, locale, outcomes) => {
      const words = findPolarityWords(text, locale);
      expect(words.filter((w) => w.outcome).map((w) => w.text)).toEqual(outcomes);
      expect(words.filter((w) => !w.outcome)).toHaveLength(1);
    },
  );

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
