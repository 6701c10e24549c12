import { describe, expect, it } from 'vitest';
import { DataKindRegistry, type LoadedPack } from '@factlint/kernel';
import {
  buildLocaleData,
  readDates,
  readListMarkers,
  readNumbers,
  readPhones,
  readRanges,
  readRatios,
  readRelativeDates,
  registerTextDataKinds,
  scanText,
  type LocaleData,
} from '../src/index.js';
import { loadLocale } from './load-locale.js';

const nb = loadLocale('locale-nb');
const en = loadLocale('locale-en');
const ja = loadLocale('locale-ja');

describe('readNumbers reads whole figures per locale', () => {
  it.each([
    ['nb', 'Grunnbeløpet er 130 160 kroner.', '130 160 kroner', 130160, 'NOK'],
    ['nb', 'Grunnbeløpet er 130\u00a0160 kr.', '130\u00a0160 kr.', 130160, 'NOK'],
    ['nb', 'Grunnbeløpet er 130\u202f160 kr', '130\u202f160 kr', 130160, 'NOK'],
    ['nb', 'G er 130.160 kroner fra 1. mai.', '130.160 kroner', 130160, 'NOK'],
    ['nb', 'Skattesatsen er 31,25 prosent.', '31,25 prosent', 31.25, '%'],
    ['nb', 'Beløpet er 1 234,56 kr.', '1 234,56 kr.', 1234.56, 'NOK'],
    ['nb', 'Taket er kr 3 278 i år.', 'kr 3 278', 3278, 'NOK'],
    ['nb', 'Budsjettet er 2 mrd. kroner.', '2 mrd. kroner', 2e9, 'NOK'],
    ['en', 'Revenue was 1,234.56 dollars.', '1,234.56 dollars', 1234.56, 'USD'],
    ['en', 'The fee is USD 45,000 per year.', 'USD 45,000', 45000, 'USD'],
    ['en', 'The loss was (1,200) last quarter.', '(1,200)', -1200, null],
    ['en', 'Margins fell by \u22125% in March.', '\u22125%', -5, '%'],
    ['ja', '売上は1万2000円でした。', '1万2000円', 12000, 'JPY'],
    ['ja', '利用者は3.5万人に達した。', '3.5万人', 35000, 'person'],
    ['ja', '在庫は１２０件です。', '１２０件', 120, 'item'],
    ['ja', '工期は三日です。', '三日', 3, 'day'],
    ['ja', '純利益は１，２３４億円。', '１，２３４億円', 123400000000, 'JPY'],
    ['ja', '価格は45,000米ドルです。', '45,000米ドル', 45000, 'USD'],
    ['ja', '前年比7%増となった。', '7%', 7, '%'],
  ] as const)('%s: %s', (id, input, text, value, unit) => {
    const [first] = readNumbers(input, { nb, en, ja }[id]);
    expect(first?.text).toBe(text);
    expect(first?.value).toBe(value);
    expect(first?.unit?.id ?? null).toBe(unit);
    expect(input.slice(first!.span[0], first!.span[1])).toBe(text);
  });

  it('never starts a span on white space', () => {
    expect(readNumbers('Tall:\n2 barn', nb)[0]?.span).toEqual([6, 12]);
  });

  it('keeps a year and an amount apart when a space could group them', () => {
    expect(readNumbers('I 2026 130 160 kroner', nb).map((n) => n.value)).toEqual([2026, 130160]);
  });

  it('does not read "1.5" in nb, where the full stop groups thousands and needs three digits', () => {
    expect(readNumbers('Satsen er 1.5 i snitt.', nb)).toEqual([]);
  });

  it('reads a figure in parentheses after another figure as an aside, not a negative', () => {
    expect(readNumbers('NOK 500 million (USD 45 million)', en).map((n) => n.value)).toEqual([500e6, 45e6]);
  });

  it('gives precision and significant digits as written', () => {
    const [a, b, c] = readNumbers('12,000 and 12.3 million and 12,345', en);
    expect([a?.precision, a?.significantDigits]).toEqual([1, 2]);
    expect([b?.precision, b?.significantDigits]).toEqual([100000, 3]);
    expect([c?.precision, c?.significantDigits]).toEqual([1, 5]);
  });

  it('reads an amount per month as an amount, not a month count', () => {
    const [n] = readNumbers('Du får 3 278 kr per måned.', nb);
    expect(n?.unit?.family).toBe('currency');
  });

  it('marks hedges before and after', () => {
    expect(readNumbers('omtrent 40 kroner', nb)[0]?.hedge?.text).toBe('omtrent');
    expect(readNumbers('約42万円', ja)[0]).toMatchObject({ value: 420000, hedge: { text: '約' } });
    expect(readNumbers('50万円程度', ja)[0]?.hedge?.text).toBe('程度');
  });

  it('does not read digits glued to a name', () => {
    expect(readNumbers('6G and COVID-19 and A4', en)).toEqual([]);
  });

  it('an ordinary word the locale lists (一人ひとり, "each") holds no figure', () => {
    expect(readNumbers('一人ひとりに配る', ja).map((n) => n.value)).toEqual([]);
  });

  it('limitation: a kanji numeral inside an ordinary word the locale does not list, with a counter after it, is still read (一人前)', () => {
    expect(readNumbers('一人前の職人', ja).map((n) => n.value)).toEqual([1]);
  });
});

describe('readDates, readRelativeDates, readRanges, readPhones, readListMarkers', () => {
  it('reads dates at every granularity, eras converted', () => {
    expect(readDates('契約は2024-01-05に', ja).map((d) => d.value)).toEqual(['2024-01-05']);
    expect(readDates('令和元年5月1日と昭和48年', ja).map((d) => [d.value, d.granularity, d.era])).toEqual([
      ['2019-05-01', 'day', true],
      ['1973', 'year', true],
    ]);
    expect(readDates('Fra 1. mai 2026 og 01.05.2027', nb).map((d) => d.value)).toEqual(['2026-05-01', '2027-05-01']);
    expect(readDates('Jan 5, 2024 and March 2024 and in 2024', en).map((d) => d.value)).toEqual(['2024-01-05', '2024-03', '2024']);
  });

  it('rejects impossible dates', () => {
    expect(readDates('2027-02-30', en)).toEqual([]);
  });

  // At one position every template is tried: the longest reading that is a date of the calendar
  // wins, whichever order the locale lists its templates in; a reading of the same characters by
  // another template is kept beside it (3/4 read month first and day first), and dropped with it
  // when a longer reading wins.
  const listing = (id: 'en' | 'nb' | 'ja', formats: readonly string[]): LocaleData => {
    const locale = { en, nb, ja }[id];
    return { ...locale, dates: { ...locale.dates, formats: [...formats] } };
  };
  it.each([
    ['en', ['{month} {y}', '{month} {d}, {y}'], 'It closed on March 4, 2025.', [['2025-03-04', undefined]]],
    ['en', ['{m}/{d}/{y}', '{d}/{m}/{y}'], 'It closed on 3/4/2025.', [['2025-03-04', '2025-04-03']]],
    ['en', ['{m}/{d}/{y}', '{d}/{m}/{y}'], 'It closed on 3/31/2025.', [['2025-03-31', undefined]]],
    // A longer template listed after two that read the same characters: the pair's second reading goes with it.
    ['en', ['{m}/{d}/{y}', '{d}/{m}/{y}', '{m}/{d}/{y} ({month})'], 'It closed on 3/4/2025 (March).', [['2025-03-04', undefined]]],
    ['nb', ['{month} {y}', '{d}. {month} {y}'], 'Det gjelder fra 1. mai 2026.', [['2026-05-01', undefined]]],
    // An impossible day: no date there; the month and year after it are read at their own place.
    ['nb', ['{d}. {month} {y}', '{month} {y}'], 'Det gjelder fra 31. april 2026.', [['2026-04', undefined]]],
    ['ja', ['{y}年', '{y}年{m}月', '{y}年{m}月{d}日'], '締切は2024年4月1日です。', [['2024-04-01', undefined]]],
    // No shorter reading ends cleanly (it would run on into the digits of the impossible day).
    ['ja', ['{y}年{m}月{d}日', '{y}年{m}月', '{y}年'], '締切は2024年4月31日です。', []],
  ] as const)('%s: templates %j read %s', (id, formats, text, expected) => {
    const read = readDates(text, listing(id, formats));
    expect(read.map((d) => [d.value, d.otherReading])).toEqual(expected);
    for (const d of read) expect(text.slice(d.span[0], d.span[1])).toBe(d.text);
  });

  it('reads relative dates', () => {
    expect(readRelativeDates('Det skjedde i går og i fjor.', nb).map((r) => r.text)).toEqual(['i går', 'i fjor']);
    expect(readRelativeDates('先月と来週', ja).map((r) => r.text)).toEqual(['先月', '来週']);
  });

  it('reads a relative year that only `relative_years` lists', () => {
    const dates = { ...en.dates, relative: [], relative_years: { 'the year before last': -2 } };
    const locale = { ...en, dates };
    expect(readRelativeDates('Sales peaked the year before last.', locale).map((r) => r.text)).toEqual(['the year before last']);
    expect(readRelativeDates('Sales peaked last year.', locale)).toEqual([]);
  });

  it('reads ranges with the unit on either end', () => {
    expect(readRanges('ca. 3 300–3 400 kroner', nb).map((r) => [r.low.value, r.high.value, r.unit?.id, r.hedge?.text])).toEqual([
      [3300, 3400, 'NOK', 'ca.'],
    ]);
    expect(readRanges('kr 100-200', nb).map((r) => [r.low.value, r.high.value, r.unit?.id])).toEqual([[100, 200, 'NOK']]);
  });

  it('reads phone numbers, but not an amount shaped like one', () => {
    expect(readPhones('Ring 22 33 44 55 eller 815 00 811.', nb).map((p) => p.text)).toEqual(['22 33 44 55', '815 00 811']);
    expect(readPhones('Formuen er 12345678 kr.', nb)).toEqual([]);
  });

  it('reads list and footnote markers', () => {
    expect(readListMarkers('1. Søk\n  2) Vent\nSe [3].').map((m) => m.text)).toEqual(['1.', '2)', '[3]']);
  });
});

describe('scanText resolves overlaps', () => {
  it('keeps phone digits out of the figures', () => {
    const scan = scanText('Ring 800 80 000 for å få 3 278 kr.', nb);
    expect(scan.phones.map((p) => p.text)).toEqual(['800 80 000']);
    expect(scan.numbers.map((n) => n.value)).toEqual([3278]);
  });

  it('turns a bare year into a date, but not a year followed by a currency', () => {
    const scan = scanText('In 2024 the fund paid 2024 dollars.', en);
    expect(scan.dates.map((d) => d.value)).toEqual(['2024']);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id])).toEqual([[2024, 'USD']]);
  });

  it('reads 年 after a four-digit year as a date, after other numbers as years', () => {
    const scan = scanText('2024年に3年契約を結んだ。', ja);
    expect(scan.dates.map((d) => d.value)).toEqual(['2024']);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id])).toEqual([[3, 'year']]);
  });

  it('lists range ends among the figures with inRange', () => {
    const scan = scanText('between 3,000 and 3,500 dollars', en);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id, n.inRange])).toEqual([
      [3000, 'USD', true],
      [3500, 'USD', true],
    ]);
  });

  it('does not read a list marker as a figure', () => {
    const scan = scanText('1. Grunnbeløpet er 130 160 kr.', nb);
    expect(scan.listMarkers.map((m) => m.text)).toEqual(['1.']);
    expect(scan.numbers.map((n) => n.value)).toEqual([130160]);
  });

  // The figure and phone readers skip a date read whole; the figure after it looks back no further
  // than the date's end, as it looked back no further than the last figure inside it.
  it.each([
    [
      'en',
      'On 14 October 2025 about 5% of staff left, and on 2 March 2026 -3% more.',
      ['2025-10-14', '2026-03-02'],
      [
        [5, '%', true],
        [-3, '%', false],
      ],
    ],
    [
      'en',
      'From 2024-01-05 to 2024-02-05, 120 dollars, then 2024-03-05 $40.',
      ['2024-01-05', '2024-02-05', '2024-03-05'],
      [
        [120, 'USD', false],
        [40, 'USD', false],
      ],
    ],
    [
      'nb',
      'Den 1. mai 2024 var grunnbeløpet 118 620 kroner, og 1. mai 2025 rundt 124 028 kr.',
      ['2024-05-01', '2025-05-01'],
      [
        [118620, 'NOK', false],
        [124028, 'NOK', true],
      ],
    ],
    [
      'ja',
      '2024年3月1日に約1,200億円、2025年3月1日に1,500億円を計上した。',
      ['2024-03-01', '2025-03-01'],
      [
        [120000000000, 'JPY', true],
        [150000000000, 'JPY', false],
      ],
    ],
    ['ja', '令和6年4月1日から3年間、電話03-1234-5678で受け付ける。', ['2024-04-01'], [[3, 'year', false]]],
  ] as const)('%s: figures after a date keep their own unit and hedge: %s', (lang, sentence, dates, figures) => {
    const scan = scanText(sentence, { en, nb, ja }[lang]);
    expect(scan.dates.map((d) => d.value)).toEqual(dates);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id ?? null, n.hedge !== null])).toEqual(figures);
  });

  // A template without a year (ja `{m}月{d}日`, ko `{m}월 {d}일`) reads a day written without its year:
  // neither a date nor figures (the day is no duration). A month alone stays a bare figure.
  it.each([
    ['ja', '同社は9月5日に発表し、3日後に発売した。', [], [[3, 'day']]],
    ['ja', '2024年9月5日と9月6日に開いた。', ['2024-09-05'], []],
    ['ja', '同社は9月に発表した。', [], [[9, null]]],
    // No month of the calendar: the day is read as written.
    [
      'ja',
      '13月5日に開いた。',
      [],
      [
        [13, null],
        [5, 'day'],
      ],
    ],
    // A year before a range of months is a year (the digits after 年 start the next phrase).
    [
      'ja',
      '2024年7～9月期の売上高は10億円だった。',
      ['2024'],
      [
        [7, null],
        [9, null],
        [1e9, 'JPY'],
      ],
    ],
  ] as const)('%s: a day without its year in %s', (lang, sentence, dates, figures) => {
    const scan = scanText(sentence, { ja }[lang]);
    expect(scan.dates.map((d) => d.value)).toEqual(dates);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id ?? null])).toEqual(figures);
  });

  it('ko: a day without its year is no duration', () => {
    const ko = loadLocale('locale-ko');
    expect(scanText('신청은 5월 1일까지 받고 3일 동안 심사한다.', ko).numbers.map((n) => [n.value, n.unit?.id])).toEqual([[3, 'day']]);
  });

  // Two figures that fall are no range; the first takes the unit written on the second, and its
  // scale where it writes as many integer digits or one more; a year before an amount stays a year.
  it.each([
    [
      'en',
      'Unemployment fell from 4.3 to 4.1 per cent.',
      [],
      [
        [4.3, '%'],
        [4.1, '%'],
      ],
    ],
    [
      'nb',
      'Ledigheten falt fra 4,3 til 4,1 prosent.',
      [],
      [
        [4.3, '%'],
        [4.1, '%'],
      ],
    ],
    [
      'en',
      'The backlog fell from 150 to 120 million records.',
      [],
      [
        [150e6, null],
        [120e6, null],
      ],
    ],
    [
      'en',
      'Users went from 900 to 1.2 million.',
      [],
      [
        [900, null],
        [1.2e6, null],
      ],
    ],
    [
      'en',
      'Revenue rose from $4.0 million in 2024 to $4.6 million.',
      ['2024'],
      [
        [4e6, 'USD'],
        [4.6e6, 'USD'],
      ],
    ],
    [
      'en',
      'Prices rose from 4.1 to 4.3 per cent.',
      [],
      [
        [4.1, '%'],
        [4.3, '%'],
      ],
    ],
  ] as const)('%s: a falling pair in %s', (lang, sentence, dates, figures) => {
    const scan = scanText(sentence, { en, nb }[lang]);
    expect(scan.dates.map((d) => d.value)).toEqual(dates);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id ?? null])).toEqual(figures);
  });

  // A fraction written as two numbers and a joining word (ja `{b}分の{a}`) is a ratio: neither number
  // is a figure (the denominator is no count of minutes); minutes stay minutes elsewhere.
  it.each([
    ['回答者の3分の1が反対した。', [], [1 / 3]],
    ['賛成は三分の二を超えた。', [], [2 / 3]],
    ['人口の10分の1が住む。', [], [1 / 10]],
    ['30分の休憩を挟んだ。', [[30, 'minute']], []],
    ['会議は90分で、3分の2が出席した。', [[90, 'minute']], [2 / 3]],
    // An hour and its minutes (15時30分) are a time of day: no figures, and no fraction either.
    ['会議は15時30分に始まり、2時間30分続いた。', [[150, 'minute']], []],
  ] as const)('ja: the fractions of %s', (sentence, figures, ratios) => {
    expect(scanText(sentence, ja).numbers.map((n) => [n.value, n.unit?.id ?? null])).toEqual(figures);
    expect(readRatios(sentence, ja).map((r) => r.value)).toEqual(ratios);
  });

  // A quantity written in parts of convertible units from the largest down is one figure in its
  // smallest unit; a comma and a joiner together join clauses, and a part no smaller stays apart.
  it.each([
    ['en', 'The project took 1 year and 6 months.', [[18, 'month', '1 year and 6 months']]],
    ['en', 'The flight takes 2 hours 30 minutes.', [[150, 'minute', '2 hours 30 minutes']]],
    ['en', 'He served 5 years, 3 months in prison.', [[63, 'month', '5 years, 3 months']]],
    [
      'en',
      'The trial lasted 2 years, and 6 months later it ended.',
      [
        [2, 'year', '2 years'],
        [6, 'month', '6 months'],
      ],
    ],
    [
      'en',
      'It took 6 months and 1 year.',
      [
        [6, 'month', '6 months'],
        [1, 'year', '1 year'],
      ],
    ],
    [
      'en',
      'It took 1 hour 90 minutes.',
      [
        [1, 'hour', '1 hour'],
        [90, 'minute', '90 minutes'],
      ],
    ],
    ['nb', 'Reisen tar 2 timer og 30 minutter.', [[150, 'minute', '2 timer og 30 minutter']]],
    ['ja', '工期は1年6か月である。', [[18, 'month', '1年6か月']]],
    ['ja', '移動には2時間半かかる。', [[2.5, 'hour', '2時間半']]],
    ['ja', '工期は1年半である。', [[1.5, 'year', '1年半']]],
    ['en', 'He won in 2 hours, 1 minute and 9 seconds.', [[7269, 'second', '2 hours, 1 minute and 9 seconds']]],
    ['nb', 'Han vant på 2 timer, 1 minutt og 9 sekunder.', [[7269, 'second', '2 timer, 1 minutt og 9 sekunder']]],
    ['ja', 'キプチョゲは2時間1分9秒で優勝した。', [[7269, 'second', '2時間1分9秒']]],
  ] as const)('%s: the compound quantity in %s', (lang, sentence, figures) => {
    const scan = scanText(sentence, { en, nb, ja }[lang]);
    expect(scan.numbers.map((n) => [n.value, n.unit?.id ?? null, n.text])).toEqual(figures);
  });

  // A figure and its unit joined by a hyphen before a noun keep the unit; a hyphen before digits
  // or before letters that are no unit joins nothing.
  it.each([
    ['en', 'The 12.5-kilometre line opened.', [[12.5, 'km', '12.5-kilometre']]],
    ['en', 'It is a 340-metre bridge.', [[340, 'm', '340-metre']]],
    ['en', 'They signed a three-year deal.', [[3, 'year', 'three-year']]],
    ['en', 'A 50-dollar bill.', [[50, 'USD', '50-dollar']]],
    ['en', 'Between 3-5 km of road.', []],
    ['en', 'A 10-K filing.', [[10, null, '10']]],
    ['nb', 'En 17-åring ble skadet.', [[17, null, '17']]],
  ] as const)('%s: a hyphen between figure and unit in %s', (lang, sentence, figures) => {
    const scan = scanText(sentence, { en, nb }[lang]);
    expect(scan.numbers.filter((n) => !n.inRange).map((n) => [n.value, n.unit?.id ?? null, n.text])).toEqual(figures);
  });

  // A bare year and then a figure a hundred times larger, or one written as no year is with a later
  // year after it or a spaced dash before it, are the year a change started and the level it
  // reached, or an aside, no range; two figures of one size stay a range.
  it.each([
    ['en', 'It grew from 482,000 in 2010 to 538,000 in 2020.', []],
    ['nb', 'Folketallet økte fra 613 285 i 2012 til 709 037 i 2022.', []],
    ['en', 'It rose from 12,000 in 2019 to 48,000 in 2023.', []],
    ['en', 'From 2000 to 3000 people came.', [[2000, 3000]]],
    ['en', 'From 2000 to 3000 people came in 2023.', [[2000, 3000]]],
    ['nb', 'Mellom 1500 og 20 000 personer deltok.', [[1500, 20000]]],
    // A dash set off by spaces after a year opens an aside when the figure after it is written as no year is.
    ['en', 'There were 12,400 applications in 2024 – 2,600 more than in 2023.', []],
    ['nb', 'Det kom 12 400 søknader i 2024 – 2 600 flere enn i 2023.', []],
    ['en', 'Prices ranged 2,000 – 2,500 kroner.', [[2000, 2500]]],
    ['nb', 'Ordningen gjaldt 2019 – 2024.', []],
  ] as const)('%s: year then amount in %s', (lang, sentence, ranges) => {
    const scan = scanText(sentence, { en, nb }[lang]);
    expect(scan.ranges.map((r) => [r.low.value, r.high.value])).toEqual(ranges);
  });

  // A unit word that opens a phrase naming a year counted from another (dates.narrated_years) is no unit of the figure.
  it.each([
    [
      'Utbetalingene var 42 milliarder kroner, mot 39 milliarder året før.',
      [
        [42e9, 'NOK'],
        [39e9, null],
      ],
    ],
    ['Firmaet vokste i 3 år etter oppkjøpet.', [[3, 'year']]],
    ['Det tok 2 år før ordningen kom.', [[2, 'year']]],
  ] as const)('nb: a year phrase after a figure in %s', (sentence, figures) => {
    expect(scanText(sentence, nb).numbers.map((n) => [n.value, n.unit?.id ?? null])).toEqual(figures);
  });

  it('nb: a whole number with a full stop before a lower-case word is an ordinal, no figure (numbers.ordinal_full_stop)', () => {
    const scan = scanText('I 2. kvartal kom laget på 3. plass. Vi solgte 200. Det var 2,5. ', nb);
    expect(scan.numbers.map((n) => n.value)).toEqual([200, 2.5]);
    expect(scanText('He came 3. second.', en).numbers.map((n) => n.value)).toEqual([3]);
  });

  it.each([
    ['Repairs will cost £40–50m.', [['£40–50m', 40e6, 50e6, 'GBP']]],
    ['It costs £1.5 - 2m.', [['£1.5 - 2m', 1.5e6, 2e6, 'GBP']]],
    ['A 40–50m drop.', [['40–50m', 40, 50, 'm']]],
  ] as const)('en: the scale letter closing a range whose low end has its currency before it, in %s', (sentence, ranges) => {
    const scan = scanText(sentence, en);
    expect(scan.ranges.map((r) => [r.text, r.low.value, r.high.value, r.unit?.id ?? null])).toEqual(ranges);
  });

  it('limitation: a count written with a bare year value and no unit reads as a year', () => {
    expect(scanText('2024 søkere deltok.', nb).dates.map((d) => d.value)).toEqual(['2024']);
  });
});

describe('buildLocaleData', () => {
  it('fails clearly without a locale pack', () => {
    const pack = { manifest: { name: 'units' }, data: { units: [] } } as unknown as LoadedPack;
    expect(() => buildLocaleData([pack])).toThrow(/no pack provides "locale"/);
  });

  it('registers every text data kind once', () => {
    const kinds = registerTextDataKinds(registerTextDataKinds(new DataKindRegistry()));
    expect(kinds.list().map((k) => k.name)).toContain('phones');
  });

  it('concatenates the units of the units pack and the locale pack', () => {
    expect(nb.units.some((u) => u.forms.includes('NOK'))).toBe(true);
    expect(nb.units.some((u) => u.forms.includes('kroner'))).toBe(true);
  });
});
