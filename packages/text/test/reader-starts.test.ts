import { describe, expect, it } from 'vitest';
import { scanText } from '../src/index.js';
import { prepareReadingText } from '../src/reading-text.js';
import { scanReading } from '../src/scan.js';
import { EVERY_OFFSET } from '../src/starts.js';
import { findReaderStarts, READER_KINDS, startsFor } from '../src/reader-starts.js';
import { loadLocale } from './load-locale.js';
import { textsToCompare } from './real-texts.js';

// scanText's readers start only where its one pass over the text says one may start. Read with every
// reader walking every character instead, real sentences must give the very same scan.

const LOCALES = ['en', 'nb', 'ja', 'ko'] as const;

/** scanReading with every reader walking every offset, its figures settled `partSize` at a time (the default when omitted). */
function scanEveryOffset(text: string, locale: ReturnType<typeof loadLocale>, partSize?: number) {
  return scanReading(prepareReadingText(text), locale, () => EVERY_OFFSET, partSize);
}

const EDGES = [
  '',
  '7',
  '(1,200)',
  '１２０件',
  '- 1. first\n2) second\n(3) third [4]',
  '2024-01-05-7 and 2019–2024',
  'Call +47 22 22 22 22 or tel: 123 45 678.',
  '$3–5 billion, between 3 and 5 percent',
  'TELEPHONE hotel 12345678 USD',
  'one two three thousand',
  // Forms whose first part is one or two letters, written with runs of spaces (the pass tests three
  // code units only inside a first part), and forms of two and three characters in an unspaced script.
  'On 3 May 2019, and on 18 September  of  the  same  year, a   hundred people came.',
  'I  går ble 20 000 kroner betalt, i  fjor 18 000; den 18. september  samme  år kom resten.',
  '2019年5月3日に発表し、同年9月18日と一昨日と昨日に追加した。',
  // The pass skips the rest of a run of ASCII letters: digits, number words, month names and
  // phone cues glued to or inside words must still start (or not start) what they did.
  'A4 paper, COVID-19 and MP3s for USD500: someone tenfold in Mayday, a fourteen-year-old on 3rd May, tel.12345678.',
  'Kl.14 betalte tiåringen 2000-tallets pris, ca.3 500 kr (NOK1200), i fjor og iår.',
  // The pass steps over runs of characters that start nothing, never over the line after a break,
  // and marks a digit run as a phone number's start only where a shape's literal follows it.
  'お知らせ\n1. 第一項目\n(2) 第二項目\n  3) 三つ目の項目',
  '電話03-1234-5678、窓口は0120-123-456まで。12-34-5678と(03) 1234-5678、+81 3-1234-5678も。2024年-2025年',
];

describe('one pass finds every start the readers would find alone', () => {
  for (const lang of LOCALES) {
    it(`${lang}: the evaluation set, every spec input and edge cases scan the same`, () => {
      const locale = loadLocale(`locale-${lang}`);
      const texts = textsToCompare(lang, EDGES);
      expect(texts.length).toBeGreaterThan(50);
      for (const text of texts) {
        expect(scanText(text, locale), text).toEqual(scanEveryOffset(text, locale));
      }
    });
  }
});

// The pass writes its starts into buffers kept between calls and grown when a text has more starts
// than any before: a long text after short ones, and short ones after it, must each scan as alone.
describe('the buffers the pass keeps between texts', () => {
  const long: Record<(typeof LOCALES)[number], string> = {
    en: 'Revenue rose 12% to $4.2 million in 2024, and 3,500 people came on 5 May 2025. ',
    nb: 'Omsetningen steg 12 prosent til 4,2 millioner kroner i 2024, og 3 500 kom 5. mai 2025. ',
    ja: '売上高は2024年に12%増の42億円となり、2025年5月5日には3,500人が来場した。',
    ko: '매출은 2024년에 12% 늘어 42억 원이 되었고, 2025년 5월 5일에 3,500명이 왔다. ',
  };
  for (const lang of LOCALES) {
    it(`${lang}: a text of thousands of starts between two short ones scans as each does alone`, () => {
      const locale = loadLocale(`locale-${lang}`);
      const short = long[lang];
      const many = short.repeat(300);
      const alone = (text: string) => scanEveryOffset(text, locale);
      const before = scanText(short, locale);
      const longScan = scanText(many, locale);
      const after = scanText(short, locale);
      expect(before).toEqual(alone(short));
      expect(after).toEqual(before);
      expect(longScan).toEqual(alone(many));
      // Thousands of starts: more than the buffers first hold (1,024).
      expect(longScan.numbers.length + longScan.dates.length).toBeGreaterThan(1_024);
    });
  }
});

// scanText settles a long text's figures a part at a time, each part ending where no range can join
// its last figure to the next (scan.ts readFiguresInParts). Cut into parts as small as one figure,
// and a long text cut at the default size, every text must scan as it does whole.
describe('figures settled a part at a time', () => {
  const WHOLE = Number.POSITIVE_INFINITY;
  for (const lang of LOCALES) {
    it(`${lang}: the evaluation set, every spec input and edge cases scan the same in parts of one, two and three figures`, () => {
      const locale = loadLocale(`locale-${lang}`);
      for (const text of textsToCompare(lang, EDGES)) {
        const whole = scanEveryOffset(text, locale, WHOLE);
        for (const size of [1, 2, 3]) expect(scanEveryOffset(text, locale, size), `${text} (parts of ${size})`).toEqual(whole);
      }
    });
  }

  const ranged: Record<(typeof LOCALES)[number], string> = {
    en: 'Prices ran from $3 to $5 in 2023, rose 10–12% in 2024, between 7 and 9 percent on 5 May 2025; 41 stores. ',
    nb: 'Prisene gikk fra 3 til 5 kroner i 2023, steg 10–12 prosent i 2024 og 7–9 prosent 5. mai 2025; 41 butikker. ',
    ja: '価格は2023年に3〜5ドルで、2024年に10〜12%上がり、2025年5月5日には7〜9%だった。店舗は41店。',
    ko: '가격은 2023년에 3~5달러였고 2024년에 10~12% 올랐으며 2025년 5월 5일에는 7~9%였다. 매장은 41곳. ',
  };
  // Nine figures a sentence, so that parts of the default size end at every place in it in turn.
  for (const lang of LOCALES) {
    it(`${lang}: a text of thousands of figures and ranges scans in the default parts as whole`, () => {
      const locale = loadLocale(`locale-${lang}`);
      const text = ranged[lang].repeat(400);
      const whole = scanEveryOffset(text, locale, WHOLE);
      expect(scanEveryOffset(text, locale)).toEqual(whole);
      // Enough figures for several parts of the default size, and ranges among them.
      expect(whole.numbers.length).toBeGreaterThan(2_000);
      expect(whole.ranges.length).toBeGreaterThan(700);
    });
  }
});

// A word of three code units or fewer is all the pass's pair and triple keys read of it, so they
// let through every `the` for `the same year`, every Norwegian `i` for `i fjor`. With what follows
// the word (a mark, or after spaces the next word's first letter) the pass lets through only words
// some form can fit at. An unspaced script has no such words; there a kanji that opens a form starts
// its reader only where the kanji after it does too (明 of 明治, not inside 説明), by the pair keys.
describe('a short word that only opens a form starts no reader', () => {
  const WORD_READERS = READER_KINDS.dates | READER_KINDS.relativeDates | READER_KINDS.figures | READER_KINDS.phones;
  /** The text from each offset where a reader of dates, relative dates, figures or phone numbers may start, up to the next space or mark. */
  const wordReaderStarts = (text: string, lang: string): string[] => {
    const starts = startsFor(findReaderStarts(text, loadLocale(`locale-${lang}`)), WORD_READERS);
    const words: string[] = [];
    for (let i = starts?.from(0) ?? text.length; i < text.length; i = starts!.from(i + 1))
      words.push(/^[^\s,.、。]*/u.exec(text.slice(i))![0]);
    return words;
  };
  it.each([
    // `of the` may open `of the same year`: the next word's first letter is all the pass reads.
    ['en', 'The board met the auditors on the lawn of the office for an hour.', ['of', 'office']],
    ['en', 'A year ago the band split up, and the following year it toured.', ['A', 'the']],
    ['en', 'It was the same as before, and the day after tomorrow is the same.', ['the', 'the', 'tomorrow', 'the']],
    ['en', 'Prices rose to 5 kr. per unit and two more, for a fee.', ['5', 'two']],
    ['nb', 'Hun bor i Bergen og jobber i byen for det meste til sommeren.', []],
    // `i O` may open `i overmorgen`.
    ['nb', 'Hun bor i Oslo.', ['i']],
    // `fjor` is a form of its own inside `i fjor`.
    ['nb', 'Hun flyttet i fjor, og i dag bor hun i  Bergen med to barn.', ['i', 'fjor', 'i', 'to']],
    // A Korean form may take a particle (`어제는`): its word is longer than the form, and still starts.
    ['ko', '어제는 비가 왔고 어머니는 집에 있었다.', ['어제는']],
    ['ja', '社長が説明した。', []],
    // Every digit may start a figure.
    ['ja', '明治45年に創業し、昨日説明した。', ['明治45年に創業し', '45年に創業し', '5年に創業し', '昨日説明した']],
    // A kanji opens a form only with the kanji after it: 同社, 前日 and 昨今 start nothing, 同年, 前年 and 昨年 do.
    ['ja', '同社は同年、前年比で売上を伸ばし、前日に発表した。', ['同年', '前年比で売上を伸ばし']],
    // 数 opens a vague numeral (数十, numbers.vague_digits) only before a multiplier or a scale word: 数字 starts nothing.
    ['ja', '昨今の情勢で、一昨日と昨年の数字を比べた。', ['一昨日と昨年の数字を比べた', '昨日と昨年の数字を比べた', '昨年の数字を比べた']],
    ['ja', '参加者は数百人だった。', ['数百人だった', '百人だった']],
  ] as const)('%s: %s', (lang, sentence, expected) => {
    expect(wordReaderStarts(sentence, lang)).toEqual(expected);
    // The readers find the same with every offset open to them.
    const locale = loadLocale(`locale-${lang}`);
    expect(scanText(sentence, locale)).toEqual(scanEveryOffset(sentence, locale));
  });
});
