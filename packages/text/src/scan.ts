import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { prepareReadingText } from './reading-text.js';
import { readFigures, type FigureRead } from './numbers.js';
import { bareYearDate, dateGrammar, isBareYear, readRelativeDatesIn, readTemplateDates, type DateRead } from './dates.js';
import { skipSpaces, skipSpacesBack } from './characters.js';
import { readPhonesIn } from './phones.js';
import { readListMarkersIn } from './list-markers.js';
import { findRanges } from './ranges.js';

/*
 * Every reader over one text, overlaps resolved in a fixed order of strength:
 * dates > phone numbers > list and footnote markers > ranges > figures.
 * A figure inside a date, phone number or marker is dropped; a year written alone becomes a date;
 * two bare years joined by a dash are two dates, not a range; range ends stay figures (`inRange`).
 * The day of a date written without a year (`1. mai`, `May 5`) is neither a figure nor a date.
 */

interface Covered {
  start: number;
  end: number;
}

function overlapsAny(item: Covered, blockers: readonly Covered[]): boolean {
  for (const b of blockers) if (item.start < b.end && b.start < item.end) return true;
  return false;
}

export function scanText(text: string, locale: LocaleData): TextScan {
  const reading = prepareReadingText(text);
  const figures = readFigures(reading, locale);
  const templateDates = readTemplateDates(reading, locale);
  const phones = readPhonesIn(reading, locale).filter((p) => !overlapsAny(p, templateDates));
  const markers = readListMarkersIn(reading).filter((m) => !overlapsAny(m, templateDates) && !overlapsAny(m, phones));
  const blockers: Covered[] = [...templateDates, ...phones, ...markers];
  const months = dateGrammar(locale).months;
  const isDayOfMonth = (f: FigureRead): boolean => {
    if (!f.plainDigits || f.match.value < 1 || f.match.value > 31 || !months.size) return false;
    let after = f.end;
    if (reading.text.charAt(after) === '.') after++;
    return months.matchAt(reading.text, skipSpaces(reading.text, after), true) !== undefined || months.matchEndingAt(reading.text, skipSpacesBack(reading.text, f.start)) !== undefined;
  };
  const free = figures.filter((f) => !overlapsAny(f, blockers) && !isDayOfMonth(f));

  const ranges = findRanges(reading, locale, free).filter(
    (r) => !(isBareYear(r.low, reading.text) && isBareYear(r.high, reading.text)) && r.low.match.value <= r.high.match.value,
  );
  const rangeEnds = new Map<FigureRead, FigureRead>();
  for (const r of ranges) {
    const lowIndex = free.find((f) => f.start === r.low.start);
    const highIndex = free.find((f) => f.start === r.high.start);
    if (lowIndex) rangeEnds.set(lowIndex, r.low);
    if (highIndex) rangeEnds.set(highIndex, r.high);
  }

  const dates: DateRead[] = [...templateDates];
  const numbers = [];
  for (const f of free) {
    const inRange = rangeEnds.get(f);
    if (inRange) numbers.push(inRange.match);
    else if (isBareYear(f, reading.text)) dates.push(bareYearDate(reading, f));
    else numbers.push(f.match);
  }
  dates.sort((a, b) => a.start - b.start);

  return {
    numbers,
    ranges: ranges.map((r) => r.match),
    dates: dates.map((d) => d.match),
    relativeDates: readRelativeDatesIn(reading, locale),
    phones: phones.map((p) => p.match),
    listMarkers: markers.map((m) => m.match),
  };
}
