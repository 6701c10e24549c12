import { describe, expect, it } from 'vitest';
import { scanText } from '@factlint/text';
import { rangeEndDay, rangeStartDay } from '../src/day-ranges.js';
import { localeData } from '../../../test/grounding-harness.js';

// A range of days written with its month once: the first day is the number and range connector
// right before the last day's date (which the locale's `{to}` templates also read as a date of its
// own). Anything else before a date opens no range.
describe('rangeStartDay: the first day of a range a day date closes', () => {
  it.each([
    ['en', 'The festival runs from 12 to 15 July 2024.', 12],
    ['en', 'The festival runs 12–15 July 2024.', 12],
    ['en', 'The festival runs 12 - 15 July 2024.', 12],
    ['nb', 'Festivalen går fra 12. til 15. juli 2024.', 12],
    ['nb', 'Festivalen går 12.–15. juli 2024.', 12],
    // No range: a date alone, a connector with no day before it, digits that run on (a year), a
    // first day after the last.
    ['en', 'The festival opens on 15 July 2024.', undefined],
    ['en', 'Tickets go on sale from today to 15 July 2024.', undefined],
    ['en', 'The figures for 2023-15 July 2024 were revised.', undefined],
    ['en', 'The festival runs from 18 to 15 July 2024.', undefined],
    ['nb', 'Fristen er 15. juli 2024.', undefined],
  ] as const)('%s: %s', (lang, sentence, first) => {
    const locale = localeData(lang);
    const dates = scanText(sentence, locale).dates;
    expect(dates).toHaveLength(first === undefined ? 1 : 2);
    expect(rangeStartDay(sentence, dates.at(-1)!, locale)).toBe(first);
  });
});

// A range of days that opens with a day written whole: after it a connector (an infix, or a range
// template's middle), then the last day with the mark the locale's day templates close with, or a
// second date or day of the same month. Anything else after a day closes no range.
describe('rangeEndDay: the last day of a range a day opens', () => {
  const ja = localeData('ja');
  it.each([
    ['祭りは2024年7月12日から15日まで開かれる。', 15],
    ['祭りは2024年7月12日～15日に開かれる。', 15],
    ['会議は9月3日から9月5日まで開かれた。', 5],
    ['会議は2024年9月3日から2024年9月5日まで開かれた。', 5],
    ['会議は2024年9月3日から9月5日まで開かれた。', 5],
    // No range: two days joined by と, another month, another year, a span of years after the
    // connector, a last day before the first.
    ['会議は9月3日と9月5日に開かれた。', undefined],
    ['会議は9月3日から10月5日まで開かれた。', undefined],
    ['会議は2024年9月3日から2025年9月5日まで開かれた。', undefined],
    ['祭りは2024年7月12日から15年間続いた。', undefined],
    ['祭りは2024年7月12日から10日まで開かれる。', undefined],
  ] as const)('ja: %s', (sentence, last) => {
    const scan = scanText(sentence, ja);
    const first = [...scan.dates, ...scan.daysOfYear].sort((a, b) => a.span[0] - b.span[0])[0]!;
    const date = { year: 'year' in first ? first.year : undefined, month: first.month, day: first.day, span: first.span };
    expect(rangeEndDay({ source: sentence, scan }, date, ja)).toBe(last);
  });

  it('en: no day mark closes an English day template, and a day written whole after a connector is read as a date', () => {
    const en = localeData('en');
    const sentence = 'The festival runs from 12 July 2024 to 15 July 2024.';
    const scan = scanText(sentence, en);
    expect(rangeEndDay({ source: sentence, scan }, scan.dates[0]!, en)).toBe(15);
    const bare = 'The festival opened on 12 July 2024 to 15 guests.';
    expect(rangeEndDay({ source: bare, scan: scanText(bare, en) }, scanText(bare, en).dates[0]!, en)).toBeUndefined();
  });
});
