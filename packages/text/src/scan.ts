import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { readFigures, type FigureRead } from './numbers.js';
import { bareYearDate, dateGrammar, isBareYear, readRelativeDatesIn, readTemplateDates, type DateRead } from './dates.js';
import { skipSpaces, skipSpacesBack } from './characters.js';
import { readPhonesIn } from './phones.js';
import { readListMarkersIn } from './list-markers.js';
import { findRanges } from './ranges.js';
import { findReaderStarts, startsFor, type ReaderName } from './reader-starts.js';
import type { Starts } from './starts.js';

/*
 * Every reader over one text, overlaps resolved in a fixed order of strength:
 * dates > phone numbers > list and footnote markers > ranges > figures.
 * A figure inside a date, phone number or marker is dropped; a year written alone becomes a date;
 * two bare years joined by a dash are two dates, not a range; range ends stay figures (`inRange`).
 * The day of a date written without a year (`May 5`, `5 May`) is neither a figure nor a date.
 */

interface Covered {
  start: number;
  end: number;
}

/** The items that overlap none of the blockers; one sweep over both lists sorted by start. */
function withoutOverlaps<T extends Covered>(items: readonly T[], blockers: readonly Covered[]): T[] {
  if (!blockers.length) return [...items];
  const sorted = [...blockers].sort((a, b) => a.start - b.start);
  // Running maximum of ends, so a long blocker that starts early is never skipped.
  const reach: number[] = [];
  let max = -1;
  for (const b of sorted) reach.push((max = Math.max(max, b.end)));
  const out: T[] = [];
  let p = 0;
  for (const item of [...items].sort((a, b) => a.start - b.start)) {
    while (p < sorted.length && sorted[p]!.start < item.end) p++;
    // blockers[0..p) start before the item ends; one of them overlaps when their furthest end passes its start
    if (p === 0 || reach[p - 1]! <= item.start) out.push(item);
  }
  return out;
}

export function scanText(text: string, locale: LocaleData): TextScan {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale);
  return scanReading(reading, locale, (reader) => startsFor(starts, reader));
}

/** Where each reader starts: the offsets of the one pass, or (to check that pass) every offset. */
export type StartsOf = (reader: ReaderName) => Starts;

export function scanReading(reading: ReadingText, locale: LocaleData, startsOf: StartsOf): TextScan {
  const figures = readFigures(reading, locale, startsOf('figures'));
  const templateDates = readTemplateDates(reading, locale, startsOf('dates'));
  const phones = withoutOverlaps(readPhonesIn(reading, locale, startsOf('phones')), templateDates);
  const markers = withoutOverlaps(readListMarkersIn(reading, startsOf('listMarkers')), [...templateDates, ...phones]);
  const blockers: Covered[] = [...templateDates, ...phones, ...markers];
  const months = dateGrammar(locale).months;
  const isDayOfMonth = (f: FigureRead): boolean => {
    if (!f.plainDigits || f.match.value < 1 || f.match.value > 31 || !months.size) return false;
    let after = f.end;
    if (reading.text.charAt(after) === '.') after++;
    return (
      months.matchAt(reading.text, skipSpaces(reading.text, after), true) !== undefined ||
      months.matchEndingAt(reading.text, skipSpacesBack(reading.text, f.start)) !== undefined
    );
  };
  const free = withoutOverlaps(figures, blockers).filter((f) => !isDayOfMonth(f));

  const ranges = findRanges(reading, locale, free).filter(
    (r) => !(isBareYear(r.low, reading.text) && isBareYear(r.high, reading.text)) && r.low.match.value <= r.high.match.value,
  );
  const rangeEnds = new Map<number, FigureRead>();
  for (const r of ranges) {
    rangeEnds.set(r.low.start, r.low);
    rangeEnds.set(r.high.start, r.high);
  }

  const dates: DateRead[] = [...templateDates];
  const numbers = [];
  for (const f of free) {
    const inRange = rangeEnds.get(f.start);
    if (inRange) numbers.push(inRange.match);
    else if (isBareYear(f, reading.text)) dates.push(bareYearDate(reading, f));
    else numbers.push(f.match);
  }
  dates.sort((a, b) => a.start - b.start);

  return {
    numbers,
    ranges: ranges.map((r) => r.match),
    dates: dates.map((d) => d.match),
    relativeDates: readRelativeDatesIn(reading, locale, startsOf('relativeDates')),
    phones: phones.map((p) => p.match),
    listMarkers: markers.map((m) => m.match),
  };
}
