import type { LocaleData } from './locale-data.js';
import type { TextScan } from './matches.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { readFigures, type FigureRead } from './numbers.js';
import { bareYearDate, dateGrammar, isBareYear, readRelativeDatesIn, readTemplateDates, type DateRead } from './dates.js';
import { skipSpaces, skipSpacesBack } from './characters.js';
import { readPhonesIn } from './phones.js';
import { readListMarkersIn } from './list-markers.js';
import { findRanges, type RangeRead } from './ranges.js';
import type { WordMatcher } from './word-matcher.js';
import { findReaderStarts, READER_KINDS, startsFor } from './reader-starts.js';
import { StartsOutside, type Starts } from './starts.js';
import { byStart, inOrder } from './sorted-search.js';

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
function withoutOverlaps<T extends Covered>(items: readonly T[], blockers: readonly Covered[]): readonly T[] {
  if (!blockers.length) return items;
  const sorted = inOrder(blockers, byStart);
  const out: T[] = [];
  let p = 0;
  // Running maximum of the ends of blockers[0..p), so a long blocker that starts early is never skipped.
  let reach = -1;
  const ordered = inOrder(items, byStart);
  for (let k = 0; k < ordered.length; k++) {
    const item = ordered[k]!;
    while (p < sorted.length && sorted[p]!.start < item.end) reach = Math.max(reach, sorted[p++]!.end);
    // blockers[0..p) start before the item ends; one of them overlaps when their furthest end passes its start
    if (p === 0 || reach <= item.start) out.push(item);
  }
  return out;
}

export function scanText(text: string, locale: LocaleData): TextScan {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale);
  return scanReading(reading, locale, (kinds) => startsFor(starts, kinds));
}

/**
 * Where the reader that starts on `kinds` (one of READER_KINDS) starts: the offsets of the one pass,
 * or (to check that pass) every offset; none: it finds nothing.
 */
export type StartsOf = (kinds: number) => Starts | undefined;

export function scanReading(reading: ReadingText, locale: LocaleData, startsOf: StartsOf): TextScan {
  const text = reading.text;
  // A reader with no offset to start at is not called: walking no offsets it would find nothing.
  const dateStarts = startsOf(READER_KINDS.dates);
  const templateDates = dateStarts ? readTemplateDates(reading, locale, dateStarts) : [];
  // A figure inside a date would be dropped below: the figure reader skips the dates instead of reading them.
  const figureStarts = startsOf(READER_KINDS.figures);
  const figures = figureStarts ? readFigures(reading, locale, figureStarts, templateDates) : [];
  const phoneStarts = startsOf(READER_KINDS.phones);
  const phones = phoneStarts
    ? withoutOverlaps(readPhonesIn(reading, locale, new StartsOutside(phoneStarts, templateDates)), templateDates)
    : [];
  const markerStarts = startsOf(READER_KINDS.listMarkers);
  const markers = markerStarts ? withoutOverlaps(readListMarkersIn(reading, markerStarts), joined(templateDates, phones)) : [];
  const blockers = joined(joined(templateDates, phones), markers);
  const months = dateGrammar(locale).months;
  const unblocked = withoutOverlaps(figures, blockers);
  const free: FigureRead[] = [];
  for (let k = 0; k < unblocked.length; k++) if (!isDayOfMonth(unblocked[k]!, text, months)) free.push(unblocked[k]!);

  const found = findRanges(reading, locale, free);
  const ranges: RangeRead[] = [];
  for (let k = 0; k < found.length; k++) {
    const r = found[k]!;
    if (!(isBareYear(r.low, text) && isBareYear(r.high, text)) && r.low.value <= r.high.value) ranges.push(r);
  }
  const rangeEnds = ranges.length > 0 ? new Map<number, FigureRead>() : undefined;
  for (let k = 0; k < ranges.length; k++) {
    rangeEnds!.set(ranges[k]!.low.start, ranges[k]!.low);
    rangeEnds!.set(ranges[k]!.high.start, ranges[k]!.high);
  }

  // readTemplateDates made this list for this call, in order of start; the blockers above are done with it.
  const dates: DateRead[] = templateDates;
  const templateCount = dates.length;
  const numbers = [];
  for (let k = 0; k < free.length; k++) {
    const f = free[k]!;
    const inRange = rangeEnds?.get(f.start);
    if (inRange) numbers.push(inRange.match);
    else if (isBareYear(f, text)) dates.push(bareYearDate(reading, f));
    else numbers.push(f.match);
  }
  // Each kind comes in order of start: only template dates mixed with bare years need a sort.
  if (dates.length > templateCount && templateCount > 0) dates.sort(byStart);

  const relativeStarts = startsOf(READER_KINDS.relativeDates);
  return {
    numbers,
    ranges: ranges.map((r) => r.match),
    dates: dates.map((d) => d.match),
    relativeDates: relativeStarts ? readRelativeDatesIn(reading, locale, relativeStarts) : [],
    phones: phones.map((p) => p.match),
    listMarkers: markers.map((m) => m.match),
  };
}

/** Both lists as one (in no particular order: withoutOverlaps sorts its blockers); no copy when one is empty. */
function joined(a: readonly Covered[], b: readonly Covered[]): readonly Covered[] {
  return b.length === 0 ? a : a.length === 0 ? b : [...a, ...b];
}

/** The day of a date written without a year (`May 5`, `5 May`): neither a figure nor a date. */
function isDayOfMonth(f: FigureRead, text: string, months: WordMatcher<number>): boolean {
  if (!f.plainDigits || f.value < 1 || f.value > 31 || !months.size) return false;
  let after = f.end;
  if (after < text.length && text.charAt(after) === '.') after++;
  return (
    months.matchAt(text, skipSpaces(text, after), true) !== undefined ||
    months.matchEndingAt(text, skipSpacesBack(text, f.start)) !== undefined
  );
}
