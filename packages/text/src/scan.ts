import type { LocaleData } from './locale-data.js';
import type { DayOfYearMatch, NumberMatch, RangeMatch, TextScan } from './matches.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { FigureWalk, type FigureRead } from './numbers.js';
import {
  bareYearDate,
  dateGrammar,
  isBareYear,
  readRelativeDatesIn,
  readTemplateDates,
  type DateRead,
  type DayOfYearRead,
} from './dates.js';
import { digitRunEnd, isAsciiDigitAt, skipSpaces, skipSpacesBack } from './characters.js';
import { readPhonesIn } from './phones.js';
import { readListMarkersIn } from './list-markers.js';
import { fallingStartTakesUnit, findRanges, mayJoinAsRange, type RangeRead, vagueRange } from './ranges.js';
import { isVague } from './numerals.js';
import { compoundAt } from './compound-quantities.js';
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

export interface Covered {
  start: number;
  end: number;
}

/** The items that overlap none of the blockers; one sweep over both lists sorted by start. */
function withoutOverlaps<T extends Covered>(items: readonly T[], blockers: readonly Covered[]): readonly T[] {
  if (!blockers.length) return items;
  const sweep = new OverlapSweep(blockers);
  const out: T[] = [];
  const ordered = inOrder(items, byStart);
  for (let k = 0; k < ordered.length; k++) if (!sweep.overlaps(ordered[k]!)) out.push(ordered[k]!);
  return out;
}

/** Asked of items in order of start, whether each overlaps one of the blockers: one pass over the blockers in all. */
export class OverlapSweep {
  private readonly sorted: readonly Covered[];
  private p = 0;
  // Running maximum of the ends of sorted[0..p), so a long blocker that starts early is never skipped.
  private reach = -1;

  constructor(blockers: readonly Covered[]) {
    this.sorted = inOrder(blockers, byStart);
  }

  overlaps(item: Covered): boolean {
    const sorted = this.sorted;
    while (this.p < sorted.length && sorted[this.p]!.start < item.end) this.reach = Math.max(this.reach, sorted[this.p++]!.end);
    // sorted[0..p) start before the item ends; one of them overlaps when their furthest end passes its start
    return this.p > 0 && this.reach > item.start;
  }
}

/** The pass scanText makes on its own finds the readers' starts alone (readText's finds the document's marks too). */
const READERS_ONLY = true;

export function scanText(text: string, locale: LocaleData): TextScan {
  const reading = prepareReadingText(text);
  const starts = findReaderStarts(reading.text, locale, READERS_ONLY);
  return scanReading(reading, locale, (kinds) => startsFor(starts, kinds));
}

/**
 * Where the reader that starts on `kinds` (one of READER_KINDS) starts: the offsets of the one pass,
 * or (to check that pass) every offset; none: it finds nothing.
 */
export type StartsOf = (kinds: number) => Starts | undefined;

export function scanReading(reading: ReadingText, locale: LocaleData, startsOf: StartsOf, partSize = FIGURES_PER_PART): TextScan {
  // A reader with no offset to start at is not called: walking no offsets it would find nothing.
  const dateStarts = startsOf(READER_KINDS.dates);
  const templateDates = dateStarts ? readTemplateDates(reading, locale, dateStarts, DAYS_READ) : [];
  const daysOfYear = DAYS_READ.length === 0 ? undefined : DAYS_READ.splice(0);
  // A day written without its year is no figure either: read elsewhere, like a date.
  const datesAndDays = daysOfYear === undefined ? templateDates : [...templateDates, ...daysOfYear].sort(byStart);
  const phoneStarts = startsOf(READER_KINDS.phones);
  const phones = phoneStarts
    ? withoutOverlaps(readPhonesIn(reading, locale, new StartsOutside(phoneStarts, datesAndDays)), datesAndDays)
    : [];
  const markerStarts = startsOf(READER_KINDS.listMarkers);
  const markers = markerStarts ? withoutOverlaps(readListMarkersIn(reading, markerStarts), joined(datesAndDays, phones)) : [];
  const blockers = joined(joined(datesAndDays, phones), markers);

  const found: Found = { numbers: [], ranges: [], bareYears: [] };
  // A figure inside a date would be dropped: the figure reader skips the dates instead of reading them.
  const figureStarts = startsOf(READER_KINDS.figures);
  if (figureStarts)
    readFiguresInParts(reading, locale, new FigureWalk(reading, locale, figureStarts, datesAndDays, true), blockers, found, partSize);
  // The bare years join the template dates only now: the walk and the sweep read that list (the
  // blockers may be that very list) while the figures are read. readTemplateDates made it for this
  // call, in order of start; each kind comes in order, so only the two mixed need a sort.
  const dates: DateRead[] = templateDates;
  const templateCount = dates.length;
  for (let k = 0; k < found.bareYears.length; k++) dates.push(found.bareYears[k]!);
  if (dates.length > templateCount && templateCount > 0) dates.sort(byStart);

  const relativeStarts = startsOf(READER_KINDS.relativeDates);
  return {
    numbers: found.numbers,
    ranges: found.ranges,
    dates: dates.map((d) => d.match),
    daysOfYear: daysOfYear === undefined ? NO_DAYS : daysOfYear.map((d) => d.match),
    relativeDates: relativeStarts ? readRelativeDatesIn(reading, locale, relativeStarts) : [],
    phones: phones.map((p) => p.match),
    listMarkers: markers.map((m) => m.match),
  };
}

/** No day without its year: one list for every text that has none. */
const NO_DAYS: readonly DayOfYearMatch[] = Object.freeze([]);

/**
 * The days without a year the date reader finds in one text, moved out (`splice`, which leaves it
 * empty for the next text) into a list of the text's own when there are any: most texts have none.
 */
const DAYS_READ: DayOfYearRead[] = [];

/** What the figures of a text come to: its numbers, its ranges, and its years written alone (dates). */
interface Found {
  numbers: NumberMatch[];
  ranges: RangeMatch[];
  bareYears: DateRead[];
}

/**
 * How many figures scanText settles at a time: a part ends at the first place after this many where
 * no range can join across. The evaluation set's answers and the 2k row's are one part, as the whole
 * list was; the 1 MB row's 500,000-character answer some sixty, each done with long before the young
 * generation's next collection. Not tuned: the forty-fifth round measured this size alone.
 */
const FIGURES_PER_PART = 256;

/**
 * The figures of `walk` that no blocker overlaps and that are no day of a month, settled into
 * `found` a part at a time: each part ends where no range can join its last figure to the next
 * (mayJoinAsRange), so ranges, the one reading that pairs figures, come out as from the whole list.
 */
function readFiguresInParts(
  reading: ReadingText,
  locale: LocaleData,
  walk: FigureWalk,
  blockers: readonly Covered[],
  found: Found,
  partSize: number,
): void {
  const text = reading.text;
  const months = dateGrammar(locale).months;
  // The walk gives its figures in order of start (each starts at or after the end of the one before),
  // as the sweep asks.
  const sweep = blockers.length > 0 ? new OverlapSweep(blockers) : undefined;
  let part: FigureRead[] = [];
  for (let f = walk.next(); f !== undefined; f = walk.next()) {
    if (sweep?.overlaps(f) || isDayOfMonth(f, text, months)) continue;
    if (part.length >= partSize && !mayJoinAsRange(text, part[part.length - 1]!, f, locale)) {
      settleFigures(reading, locale, part, found);
      part = [];
    }
    part.push(f);
  }
  settleFigures(reading, locale, part, found);
}

/** A part's ranges, and each of its figures as a number, a range's end or a bare year's date. */
function settleFigures(reading: ReadingText, locale: LocaleData, free: readonly FigureRead[], found: Found): void {
  const text = reading.text;
  // A figure glued to a part-only unit (`17s`) is none until a compound takes it: no range end either.
  let partOnly = false;
  for (let k = 0; k < free.length && !partOnly; k++) partOnly = free[k]!.partOnly === true;
  const ranges = findRanges(reading, locale, partOnly ? free.filter((f) => !f.partOnly) : free);
  const firstRange = found.ranges.length;
  let vague = false;
  const rangeEnds = ranges.length > 0 ? new Map<number, FigureRead>() : undefined;
  // Two figures that fall (`from 4.3 to 4.1 per cent`), or two of a list (`37.1 and 33.8 million`),
  // are no range, but the first is read as its pair reads it: with the unit or scale written on the
  // second. By start; made for the first such pair.
  let pairedStarts: Map<number, NumberMatch> | undefined;
  for (let k = 0; k < ranges.length; k++) {
    const r = ranges[k]!;
    if (isBareYear(r.low, text, locale) && (isBareYear(r.high, text, locale) || yearThenAmount(r, text))) continue;
    if (r.list) {
      (pairedStarts ??= new Map()).set(r.low.start, r.low.match);
      continue;
    }
    if (r.low.value > r.high.value) {
      if (fallingStartTakesUnit(r)) (pairedStarts ??= new Map()).set(r.low.start, r.low.match);
      continue;
    }
    found.ranges.push(r.match);
    rangeEnds!.set(r.low.start, r.low);
    rangeEnds!.set(r.high.start, r.high);
  }
  for (let k = 0; k < free.length; k++) {
    const f = free[k]!;
    if (isVague(f.numeral)) {
      found.ranges.push(vagueRange(f));
      vague = true;
      continue;
    }
    const inRange = rangeEnds?.get(f.start);
    const paired = pairedStarts?.get(f.start);
    const compound = inRange || paired ? undefined : compoundAt(reading, locale, free, k, rangeEnds);
    if (compound) {
      found.numbers.push(compound.match);
      k += compound.parts - 1;
    } else if (f.partOnly) continue;
    else if (inRange) found.numbers.push(inRange.match);
    else if (isBareYear(f, text, locale)) found.bareYears.push(bareYearDate(reading, f));
    else found.numbers.push(paired ? { ...paired, inRange: false } : f.match);
  }
  // A figure with a vague digit is a range of its own, added after the joined ones: the part's
  // ranges in text order again, as every reader of the scan takes them.
  if (vague) sortFrom(found.ranges, firstRange);
}

/** `list` from `from` on sorted by start, in place (the entries before `from` start before them all). */
function sortFrom(list: RangeMatch[], from: number): void {
  const tail = list.splice(from).sort((a, b) => a.span[0] - b.span[0]);
  for (let k = 0; k < tail.length; k++) list.push(tail[k]!);
}

/**
 * A bare year, then the level a change reached or an aside: no range. Either the figure is two or
 * more digits longer than a year (`fra 613 285 i 2012 til 709 037`), or it is written as no year is
 * and either a dash set off by spaces opens it as an aside (`in 2024 – 2,600 more than in 2023`) or
 * a later year follows it as one followed its start (`from 12,000 in 2019 to 48,000 in 2023`; not
 * `from 2000 to 3000 people in 2023`).
 */
function yearThenAmount(r: RangeRead, text: string): boolean {
  if (r.high.value >= YEAR_TO_AMOUNT * r.low.value) return true;
  if (!writtenUnlikeAYear(r.high, text)) return false;
  if (dashSetOff(text, r.low.end, r.high.start)) return true;
  // The four digits of a year a short word after the level, standing alone.
  for (let i = r.high.end + 1; i <= r.high.end + YEAR_WORD_GAP && i + 4 <= text.length; i++) {
    if (isAsciiDigitAt(text, i - 1) || digitRunEnd(text, i) !== i + 4) continue;
    const year = Number(text.slice(i, i + 4));
    return year > r.low.value && year - r.low.value <= YEAR_SPAN;
  }
  return false;
}

/** Whether the gap [from, to) is a dash with white space on both sides (the reading text folds every dash to `-`). */
function dashSetOff(text: string, from: number, to: number): boolean {
  const dash = skipSpaces(text, from);
  return dash > from && text.charCodeAt(dash) === HYPHEN_MINUS && skipSpaces(text, dash + 1) === to && to > dash + 1;
}

const HYPHEN_MINUS = 0x2d;

/** A figure no year could be written as: grouped, with a decimal or a scale, or not four digits long. */
function writtenUnlikeAYear(f: FigureRead, text: string): boolean {
  const { start, end } = f.numeral;
  return f.numeral.hasScale || end - start !== 4 || digitRunEnd(text, start) !== end;
}

const YEAR_TO_AMOUNT = 100;
/** At most a short word between a level and the year it was reached in (` in `, ` i `, ` by `). */
const YEAR_WORD_GAP = 6;
/** A later year within a lifetime of the first: the year the level was reached. */
const YEAR_SPAN = 200;

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
